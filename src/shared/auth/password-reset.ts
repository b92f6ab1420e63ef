import { z } from 'zod';
import { passwordSchema } from '../users/users';

/** How long a reset link works, and what every request is told (docs/product.md#password-reset). */
export const PASSWORD_RESET_MINUTES = 30;
export const RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_NOT_VALID = 'This link is not valid or has already been used';
export const RESET_LINK_EXPIRED = 'This link has expired. Ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email')
    .max(254)
    .pipe(z.email('Enter a valid email address')),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The link's token: 32 random bytes in base64url. */
export const resetTokenParamsSchema = z.object({ token: z.string().max(200) });

export const passwordResetSchema = z.object({ password: passwordSchema });

/**
 * A new company account's first password (docs/product.md#company-accounts): the approval or
 * teammate email carries a link that works for 7 days, once.
 */
export const SET_PASSWORD_LINK_DAYS = 7;
export const setPasswordSchema = z.object({ token: z.string().max(200), password: passwordSchema });
export const PASSWORD_SET = 'Your password is set. Sign in with your email and new password.';
export type PasswordReset = z.infer<typeof passwordResetSchema>;
