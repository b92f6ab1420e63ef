import type { PasswordReset, PasswordResetRequest } from '@shared/auth/password-reset';
import { apiGet, apiPost } from '@/lib/api-client';

/** docs/product.md#password-reset */

export async function requestPasswordReset(body: PasswordResetRequest): Promise<string> {
  return (await apiPost<{ message: string }>('/auth/password-reset', body)).message;
}

/** Resolves while the link works; rejects with the server's reason (404 used, 410 expired). */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<void> {
  await apiGet<unknown>(`/auth/password-reset/${encodeURIComponent(token)}`, { signal });
}

export async function resetPassword(token: string, body: PasswordReset): Promise<void> {
  await apiPost<undefined>(`/auth/password-reset/${encodeURIComponent(token)}`, body);
}

/** A new company account's first password (docs/product.md#company-accounts). */
export async function setPassword(token: string, body: PasswordReset): Promise<void> {
  await apiPost<undefined>('/auth/set-password', { token, ...body });
}
