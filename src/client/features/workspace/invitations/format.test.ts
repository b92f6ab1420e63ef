import { describe, expect, it } from 'vitest';
import { describeTimeLeft } from '@/features/workspace/invitations/format';

const DEADLINE = '2030-06-01T12:00:00.000Z';
const before = (ms: number) => Date.parse(DEADLINE) - ms;
const MIN = 60_000;

describe('the time left to quote', () => {
  it('counts hours and whole minutes, rounding down', () => {
    expect(describeTimeLeft(DEADLINE, before(134 * MIN + 59_000))).toBe('2 h 14 min left to quote');
    expect(describeTimeLeft(DEADLINE, before(45 * MIN))).toBe('45 min left to quote');
    expect(describeTimeLeft(DEADLINE, before(120 * MIN))).toBe('2 h left to quote');
  });

  it('counts days and hours for a long deadline', () => {
    expect(describeTimeLeft(DEADLINE, before((24 * 60 + 3 * 60 + 20) * MIN))).toBe(
      '1 day 3 h left to quote',
    );
    expect(describeTimeLeft(DEADLINE, before(2 * 24 * 60 * MIN))).toBe('2 days left to quote');
  });

  it('says less than a minute, then that the deadline passed', () => {
    expect(describeTimeLeft(DEADLINE, before(59_000))).toBe('Less than a minute left to quote');
    expect(describeTimeLeft(DEADLINE, before(0))).toBe('Deadline passed');
    expect(describeTimeLeft(DEADLINE, before(-5 * MIN))).toBe('Deadline passed');
  });
});
