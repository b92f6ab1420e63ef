import type { LoginRequest } from '@shared/auth/session';
import { apiGet, apiPost } from '@/lib/api-client';
import { readMeUser, type AuthUser } from '@/features/auth/session';

/**
 * The raw login body: the token and user may come in more than one place
 * (docs/product.md#api-conventions), so the store reads it with `readLoginToken`/`readLoginUser`
 * rather than trusting one shape.
 */
export function requestLogin(credentials: LoginRequest): Promise<unknown> {
  return apiPost<unknown>('/auth/login', credentials);
}

type FetchCurrentUserOptions = {
  signal?: AbortSignal;
  /** Asks with this token instead of the stored one (during sign-in, before it is stored). */
  token?: string;
};

/** The current user per the server, or null when the body holds no recognisable user. */
export async function fetchCurrentUser({
  signal,
  token,
}: FetchCurrentUserOptions = {}): Promise<AuthUser | null> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return readMeUser(await apiGet<unknown>('/auth/me', { signal, headers }));
}

/** Revokes the current token on the server. */
export async function requestLogout(): Promise<void> {
  await apiPost<undefined>('/auth/logout');
}
