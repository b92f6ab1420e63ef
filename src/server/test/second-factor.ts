import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { vi } from 'vitest';
import { TEST_PASSWORD, bearer, tokenFor } from './auth-helpers';
import type { UserRow } from '../features/users';

/** A fixed moment for TOTP tests: codes follow the clock, so the clock is the test's. */
export const FIXED_NOW = new Date('2027-03-01T09:00:10Z');

/** Fakes Date only (timers and the database keep running), from `FIXED_NOW`. */
export function fixClock(at = FIXED_NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** Moves the faked clock on. */
export function advanceClock(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/** The authenticator app's code for `secret` now (by the faked clock). */
export const codeNow = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) });

export const signIn = (app: FastifyInstance, email: string, ip: string, password = TEST_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

export const secondStep = (
  app: FastifyInstance,
  challenge: string,
  code: unknown,
  ip: string,
  url = '/api/auth/login/totp',
) =>
  app.inject({
    method: 'POST',
    url,
    payload: { challenge_token: challenge, code },
    remoteAddress: ip,
  });

/**
 * Turns TOTP on for `user` through the API, as the Security page does; returns the secret, the
 * recovery codes and the user's bearer headers. The code's step is used up, so the clock moves
 * on 30 s afterwards.
 */
export async function enrolTotp(app: FastifyInstance, user: UserRow, ip = '10.9.9.9') {
  const headers = bearer(await tokenFor(app, user));
  const setup = await app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers });
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/totp/confirm',
    headers,
    payload: { code: await codeNow(secret) },
    remoteAddress: ip,
  });
  if (confirm.statusCode !== 200) throw new Error(`enrolment failed: ${confirm.body}`);
  advanceClock(30);
  return {
    secret,
    recoveryCodes: confirm.json<{ recovery_codes: string[] }>().recovery_codes,
    headers,
  };
}
