import { z } from 'zod';

/**
 * The signed-in user as the client keeps it. The role may come under `role_id` or `role`
 * (docs/product.md#api-conventions), and a user rebuilt from a token payload carries only these
 * four fields, so nothing else is assumed here.
 */
export type AuthUser = {
  id: number | string;
  name: string;
  email: string;
  /** The numeric role (1 admin, 2 manager, anything else a plain user); null when unreadable. */
  role_id: number | null;
};

function toRoleId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Lenient on purpose: it reads whatever the server, storage or a token payload provides. */
const looseUserSchema = z.looseObject({
  id: z.union([z.number(), z.string().min(1)]),
  name: z.string().catch(''),
  email: z.string().catch(''),
  role_id: z.unknown().optional(),
  role: z.unknown().optional(),
});

/** Normalises a user-like value into an {@link AuthUser}, or null when it has no id. */
export function toAuthUser(value: unknown): AuthUser | null {
  const result = looseUserSchema.safeParse(value);
  if (!result.success) return null;
  const { id, name, email, role_id, role } = result.data;
  return { id, name, email, role_id: toRoleId(role_id ?? role) };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The token is read from `data.token`, `data.access_token` or `token`. */
export function readLoginToken(response: unknown): string | null {
  const body = asRecord(response);
  const data = asRecord(body.data);
  return nonBlank(data.token) ?? nonBlank(data.access_token) ?? nonBlank(body.token);
}

/** The user is read from `data.user` or `user`. */
export function readLoginUser(response: unknown): AuthUser | null {
  const body = asRecord(response);
  return toAuthUser(asRecord(body.data).user) ?? toAuthUser(body.user);
}

/** `GET /auth/me` returns the user under `data.user`, `user` or as the body itself. */
export function readMeUser(response: unknown): AuthUser | null {
  const body = asRecord(response);
  return toAuthUser(asRecord(body.data).user) ?? toAuthUser(body.user) ?? toAuthUser(body);
}

/** The JSON payload of a JWT-style token (base64url), or null when it isn't one. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The last resort for a login without a user — id from `sub`, email, name, role
 * (docs/product.md#signing-in-and-out).
 */
export function userFromToken(token: string): AuthUser | null {
  const payload = decodeTokenPayload(token);
  if (!payload) return null;
  const sub = payload.sub;
  const id = typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : sub;
  return toAuthUser({ ...payload, id });
}

/** True when the token states an expiry (`exp`, seconds) that has passed. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}
