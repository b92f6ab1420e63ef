import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@shared/auth/session';
import { type UserRow, findUserById, recordLogin, toUser } from '../users';
import { CHALLENGE_EXPIRED } from '@shared/auth/second-factor';
import { unauthorized } from '../../lib/http-errors';
import {
  type ChallengeClaims,
  type ChallengeStep,
  isChallengeUsed,
  verifyChallenge,
} from './challenge';
import { signToken } from './tokens';

/** The end of a sign-in: the login is recorded and a bearer token signed. */
export async function issueSession(app: FastifyInstance, user: UserRow): Promise<SessionResponse> {
  const signedIn = (await recordLogin(app.db, user.id)) ?? user;
  const { token } = await signToken(signedIn, app.jwtSecret, app.config.TOKEN_TTL_HOURS);
  return { token, user: toUser(signedIn) };
}

/**
 * The user a sign-in challenge names, while it works: signed for `step`, not expired nor used,
 * and the account still active with the same password. Anything else is one 401.
 */
export async function challengedUser(
  app: FastifyInstance,
  key: Uint8Array,
  token: string,
  step: ChallengeStep,
): Promise<{ user: UserRow; claims: ChallengeClaims }> {
  const claims = await verifyChallenge(key, token, step);
  if (!claims || (await isChallengeUsed(app.db, claims))) throw unauthorized(CHALLENGE_EXPIRED);
  const user = await findUserById(app.db, claims.userId);
  if (!user || user.status !== 'active' || user.session_version !== claims.sv) {
    throw unauthorized(CHALLENGE_EXPIRED);
  }
  return { user, claims };
}
