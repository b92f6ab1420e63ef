import { z } from 'zod';
import { PASSWORD_MAX } from '../users/users';

/** TOTP as every authenticator app reads it: RFC 6238, SHA-1, 6 digits, 30 s (decision 025). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const CODE_REQUIRED = 'Enter the code from your authenticator app';
export const CODE_WRONG = 'The code is not correct';
export const CHALLENGE_EXPIRED = 'This sign-in step has expired. Sign in again.';
export const SECOND_FACTOR_REQUIRED_FOR_ADMINS =
  'Two-step verification is required for administrators';

/**
 * A code typed at sign-in or to confirm a change: the authenticator's 6 digits or a recovery
 * code (`xxxx-xxxx-xxxx`); spaces and dashes are ignored, and the server tells which it is.
 */
export const secondFactorCodeSchema = z.string().trim().min(1, CODE_REQUIRED).max(40);

/** The short-lived proof of a right password that the second step exchanges (not a session). */
export const challengeTokenSchema = z.string().min(1).max(2048);

/** What the password step answers when a second factor must follow. */
export const signInChallengeSchema = z.object({
  /** `totp`: ask for a code. `totp_setup`: the account must set TOTP up before it gets a session. */
  second_factor: z.enum(['totp', 'totp_setup']),
  challenge_token: z.string(),
  /** Seconds the challenge works for. */
  expires_in: z.number().int(),
});
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

export const totpSignInSchema = z.object({
  challenge_token: challengeTokenSchema,
  code: secondFactorCodeSchema,
});
export type TotpSignIn = z.infer<typeof totpSignInSchema>;

export const challengeOnlySchema = z.object({ challenge_token: challengeTokenSchema });

/** A new authenticator's details, shown once while setting it up; never again after. */
export const totpSetupSchema = z.object({
  /** The base32 key, for typing into an app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The `otpauth_url` as a QR code image (an SVG data URL). */
  qr_code: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmSchema = z.object({ code: secondFactorCodeSchema });
export type TotpConfirm = z.infer<typeof totpConfirmSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** Whether the account may not turn it off (an admin while the setting requires it). */
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/**
 * The current password and a code: what turning TOTP off, or getting new recovery codes, asks
 * for, so a stolen session alone can do neither.
 */
export const passwordAndCodeSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  code: secondFactorCodeSchema,
});
export type PasswordAndCode = z.infer<typeof passwordAndCodeSchema>;

export const authSettingsSchema = z.object({ require_totp_for_admins: z.boolean() });
export type AuthSettings = z.infer<typeof authSettingsSchema>;
