import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { type TokenClaims, tokenClaimsSchema } from '@shared/auth/session';

const ALGORITHM = 'HS256';

export type TokenSubject = {
  id: number;
  role_id: number;
  email: string;
  name: string;
  session_version: number;
};

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A short-lived staff token: the user id as `sub`, a unique `jti` so logout can revoke it. */
export async function signToken(
  subject: TokenSubject,
  secret: string,
  ttlHours: number,
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  const token = await new SignJWT({
    role_id: subject.role_id,
    email: subject.email,
    name: subject.name,
    sv: subject.session_version,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.id))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
  return { token, jti, expiresAt };
}

/** The token's claims, or null when it is malformed, tampered with, expired or not HS256. */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const claims = tokenClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
