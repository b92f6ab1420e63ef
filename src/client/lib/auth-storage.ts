import '@/lib/zod-setup';
import { z } from 'zod';

/** Local storage key for the signed-in session; short and product-scoped on purpose. */
export const AUTH_STORAGE_KEY = 'unauth';

const storedAuthSchema = z.object({
  // Validate without trimming: the token must be sent back exactly as the server issued it.
  token: z.string().refine((token) => token.trim().length > 0),
  // The user shape belongs to the auth feature; storage only guarantees it round-trips.
  user: z.unknown(),
});

export type StoredAuth = { token: string; user: unknown };

/**
 * Returns the stored session, or null. Anything malformed (bad JSON, missing or blank token) is
 * removed so a corrupted value can't keep sending a broken Authorization header.
 */
export function readStoredAuth(): StoredAuth | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can throw when blocked (e.g. privacy modes); treat as signed out.
    return null;
  }
  if (raw === null) return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    clearStoredAuth();
    return null;
  }

  const result = storedAuthSchema.safeParse(parsed);
  if (!result.success) {
    clearStoredAuth();
    return null;
  }
  return { token: result.data.token, user: result.data.user };
}

export function writeStoredAuth(value: StoredAuth): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
}

export function clearStoredAuth(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to clear if storage is unavailable.
  }
}

export function readStoredToken(): string | null {
  return readStoredAuth()?.token ?? null;
}
