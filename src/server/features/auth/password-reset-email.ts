import { PASSWORD_RESET_MINUTES } from '@shared/auth/password-reset';
import {
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  layout,
  subjectLine,
} from '../outbox';

/** The email with the reset link (docs/product.md#password-reset). */
export function renderPasswordResetEmail(name: string, resetUrl: string): RenderedEmail {
  const subject = subjectLine('Reset your Coach Hire Ireland password');
  const firstName = firstNameOf(name);
  const why = 'Someone asked to reset the password of your Coach Hire Ireland staff account.';
  const how = `Open this link within ${PASSWORD_RESET_MINUTES} minutes to choose a new password. The link works once, and every device signed in to your account is signed out.`;
  const notYou = 'If you did not ask for this, ignore this email: your password stays as it is.';
  const text = [
    `Hi ${firstName},`,
    '',
    why,
    how,
    resetUrl,
    '',
    notYou,
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p>
<p>${button(resetUrl, 'Choose a new password')}</p><p>${escapeHtml(notYou)}</p>`,
  );
  return { subject, text, html };
}
