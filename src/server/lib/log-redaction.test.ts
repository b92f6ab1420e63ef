import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLeads } from '../test/leads';
import { inviteOperator, quotesToken, seedOperator } from '../test/marketplace';
import { createTestApp } from '../test/test-app';
import { redactLinkTokens } from './log-redaction';

describe('redactLinkTokens', () => {
  it.each([
    ['/api/respond/12.abcDEF_-/quote', '/api/respond/[token]/quote'],
    ['/api/quotes/7.xyz?rate=5', '/api/quotes/[token]?rate=5'],
    ['/respond/12.abc', '/respond/[token]'],
    ['/quotes/7.xyz/', '/quotes/[token]/'],
    ['/api/%72espond/12.abc', '/api/respond/[token]'],
    ['/API/QUOTES/7.xyz', '/API/QUOTES/[token]'],
    ['/admin/confirm-email/3.abc', '/admin/confirm-email/[token]'],
    ['/api/auth/email-change/3.abc', '/api/auth/email-change/[token]'],
    ['/reset-password/Zm9vYmFy_-x', '/reset-password/[token]'],
    ['/api/auth/password-reset/Zm9vYmFy_-x', '/api/auth/password-reset/[token]'],
    ['/api/bus-quote/12/quotes', '/api/bus-quote/12/quotes'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
  ])('%s → %s', (url, expected) => {
    expect(redactLinkTokens(url)).toBe(expected);
  });
});

describe('the request log', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ app, cleanup } = await createTestApp({ LOG_LEVEL: 'info', JOB_POLL_MS: '0' }));
    // Capture what pino writes: request loggers are children of app.log and share its stream.
    const streamSymbol = Object.getOwnPropertySymbols(app.log).find(
      (symbol) => symbol.description === 'pino.stream',
    )!;
    (app.log as unknown as Record<symbol, unknown>)[streamSymbol] = {
      write: (line: string) => lines.push(line),
    };
  });
  afterAll(async () => cleanup());

  it('shows [token] where the link token was, for API calls and pages alike', async () => {
    const [lead] = await seedLeads(app, [{}]);
    const operator = await seedOperator(app.db);
    const { token } = await inviteOperator(app, lead!.id, operator.id);
    const customerToken = quotesToken(app, lead!.id);
    const urls = [
      `/api/respond/${token}`,
      `/api/respond/${token}/decline`,
      `/api/quotes/${customerToken}`,
      `/respond/${token}`,
      `/quotes/${customerToken}?rate=4`,
    ];
    for (const url of urls) {
      const method = url.endsWith('/decline') ? 'POST' : 'GET';
      const response = await app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const incoming = lines.filter((line) => line.includes('incoming request'));
    expect(incoming).toHaveLength(urls.length);
    expect(incoming.map((line) => JSON.parse(line).req.url)).toEqual([
      '/api/respond/[token]',
      '/api/respond/[token]/decline',
      '/api/quotes/[token]',
      '/respond/[token]',
      '/quotes/[token]?rate=4',
    ]);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(customerToken);
      expect(line).not.toContain(token.split('.')[1]!);
    }
  });
});
