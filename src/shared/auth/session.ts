import { z } from 'zod';
import { userSchema } from '../users/users';
import { signInChallengeSchema } from './second-factor';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A session: the bearer token and its user. */
export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A session, or — for an account with a second factor — the challenge its second step takes. */
export const loginResponseSchema = z.union([sessionResponseSchema, signInChallengeSchema]);

export const meResponseSchema = z.object({ user: userSchema });

/** What a staff token carries besides the standard `sub` (user id), `jti`, `iat` and `exp`. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  role_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** The user's session version when signed (absent in tokens from before it existed: 0). */
  sv: z.number().int().default(0),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
