import type { Database } from '../../db/client';
import { tooManyRequests } from '../../lib/http-errors';
import { countSignInAttempt, forgiveSignInAttempt, normaliseEmail } from './throttle';

export function tooManySignInAttempts(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    retryAfterSeconds,
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Checks a password typed for the account `email` from `ip` — at sign-in, or as the current
 * password before a change to one's own account — under the sign-in throttle: counted before
 * `verify` runs, 429 when the throttle refuses, and taken back when the password is right, so
 * neither way can be used to guess faster than the other.
 */
export async function checkPasswordAttempt(
  db: Database,
  email: string,
  ip: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const account = normaliseEmail(email);
  const attempt = await countSignInAttempt(db, account, ip);
  if (!attempt.allowed) throw tooManySignInAttempts(attempt.retryAfterSeconds);
  const isRight = await verify();
  if (isRight) await forgiveSignInAttempt(db, account, ip);
  return isRight;
}
