import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRefusedData, isUniqueViolation } from './db-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** Drizzle wraps driver errors: "Failed query: …" with the driver's error as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator shutdown (restart)', withCode('57P01', 'terminating connection')],
    ['a crash shutdown', withCode('57P02')],
    ['a database still starting up', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a client already broken by a lost connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a statement a hung database never answered', new Error('Query read timeout')],
    ['any of these wrapped by Drizzle', wrapped(withCode('57P01'))],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a missing table', withCode('42P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', undefined],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops following causes after a few levels (a cycle cannot hang it)', () => {
    const loop = new Error('outer') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 directly or wrapped', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped(withCode('23505')))).toBe(true);
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
  });
});

describe('isRefusedData', () => {
  it.each([
    ['a check violation', withCode('23514'), true],
    ['a not-null violation, wrapped by Drizzle', wrapped(withCode('23502')), true],
    ['a value out of range (class 22)', withCode('22003'), true],
    ['a lost connection, after which the statement may have committed', withCode('08006'), false],
    ['a statement cancelled by its timeout', withCode('57014'), false],
    ['a plain error', new Error('the stored leads do not match the batch that stored them'), false],
  ])('%s: %s', (_name, error, refused) => {
    expect(isRefusedData(error)).toBe(refused);
  });
});
