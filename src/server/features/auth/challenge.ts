import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { revokedTokens } from '../../db/schema';

/**
 * The sign-in challenge (decision 025): what the password step gives an account that has — or
 * must set up — a second factor, instead of a session. A JWT under its own key, so it can never
 * be used as a bearer token (and a bearer token never as a challenge); it names the user and
 * their session version (a password changed meanwhile voids it), lasts minutes, and is used up
 * by the step that turns it into a session (its id joins the revoked tokens).
 */
export type ChallengeStep = 'totp' | 'totp_setup';

export const CHALLENGE_TTL_SECONDS = 10 * 60;

const claimsSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  sv: z.number().int(),
  step: z.enum(['totp', 'totp_setup']),
  exp: z.number(),
});
export type ChallengeClaims = z.infer<typeof claimsSchema> & { userId: number };

const AUDIENCE = 'sign-in-challenge';

export const challengeKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update(AUDIENCE).digest();

export async function signChallenge(
  key: Uint8Array,
  user: { id: number; session_version: number },
  step: ChallengeStep,
): Promise<string> {
  return new SignJWT({ sv: user.session_version, step })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS)
    .sign(key);
}

/** The challenge's claims when it verifies and is for `step`; otherwise null. */
export async function verifyChallenge(
  key: Uint8Array,
  token: string,
  step: ChallengeStep,
): Promise<ChallengeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: new Date(),
    });
    const claims = claimsSchema.safeParse(payload);
    const userId = Number(claims.data?.sub);
    if (!claims.success || claims.data.step !== step || !Number.isSafeInteger(userId)) return null;
    return { ...claims.data, userId };
  } catch {
    return null;
  }
}

/** Whether the challenge was used already. */
export async function isChallengeUsed(db: Database, claims: ChallengeClaims): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, claims.jti));
  return rows.length > 0;
}

/**
 * Uses the challenge up; false when another request used it first (two codes sent at once get
 * one session between them).
 */
export async function useChallenge(db: Database, claims: ChallengeClaims): Promise<boolean> {
  const rows = await db
    .insert(revokedTokens)
    .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return rows.length > 0;
}
