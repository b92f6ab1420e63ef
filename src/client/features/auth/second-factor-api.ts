import type {
  AuthSettings,
  PasswordAndCode,
  TotpSetup,
  TotpSignIn,
  TotpStatus,
} from '@shared/auth/second-factor';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

/** docs/product.md#two-step-verification: the second step of signing in, and one's own TOTP. */

/** The session for a challenge and a code (the raw body, read like the login's). */
export function requestTotpSignIn(body: TotpSignIn): Promise<unknown> {
  return apiPost<unknown>('/auth/login/totp', body);
}

/** An account that must use TOTP sets it up during sign-in, with its challenge. */
export function requestTotpSetupAtSignIn(challengeToken: string): Promise<TotpSetup> {
  return apiPost<TotpSetup>('/auth/login/totp-setup', { challenge_token: challengeToken });
}

export type SessionWithCodes = { token: string; user: unknown; recovery_codes: string[] };

export function confirmTotpSetupAtSignIn(body: TotpSignIn): Promise<SessionWithCodes> {
  return apiPost<SessionWithCodes>('/auth/login/totp-setup/confirm', body);
}

export const totpStatusKey = ['auth', 'totp'] as const;
export const authSettingsKey = ['auth', 'settings'] as const;

export function fetchTotpStatus(signal?: AbortSignal): Promise<TotpStatus> {
  return apiGet<TotpStatus>('/auth/totp', { signal });
}

export function startTotpSetup(): Promise<TotpSetup> {
  return apiPost<TotpSetup>('/auth/totp/setup');
}

export async function confirmTotpSetup(code: string): Promise<string[]> {
  const answer = await apiPost<{ recovery_codes: string[] }>('/auth/totp/confirm', { code });
  return answer.recovery_codes;
}

export async function disableTotp(body: PasswordAndCode): Promise<void> {
  await apiPost<undefined>('/auth/totp/disable', body);
}

/** New recovery codes, shown this once; the old ones stop working. */
export async function renewRecoveryCodes(body: PasswordAndCode): Promise<string[]> {
  const answer = await apiPost<{ recovery_codes: string[] }>('/auth/totp/recovery-codes', body);
  return answer.recovery_codes;
}

export function fetchAuthSettings(signal?: AbortSignal): Promise<AuthSettings> {
  return apiGet<AuthSettings>('/auth/settings', { signal });
}

export function saveAuthSettings(settings: AuthSettings): Promise<AuthSettings> {
  return apiRequest<AuthSettings>('/auth/settings', { method: 'PUT', body: settings });
}
