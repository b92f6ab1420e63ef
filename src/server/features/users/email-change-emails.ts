import { EMAIL_CHANGE_LINK_HOURS } from '@shared/users/users';
import {
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  layout,
  subjectLine,
} from '../outbox';

type Change = { name: string; oldEmail: string; newEmail: string };

const SIGN_OFF = 'Coach Hire Ireland';

/** To the new address: the link that makes it the account's email. */
export function renderEmailChangeConfirmation(change: Change, confirmUrl: string): RenderedEmail {
  const subject = subjectLine('Confirm your new email address for Coach Hire Ireland');
  const firstName = firstNameOf(change.name);
  const why = `You asked to use this address, ${change.newEmail}, to sign in to your Coach Hire Ireland staff account instead of ${change.oldEmail}.`;
  const how = `Open this link within ${EMAIL_CHANGE_LINK_HOURS} hours to confirm it (you will be asked to sign in first). The link works once.`;
  const notYou = 'If you did not ask for this, ignore this email: nothing changes.';
  const text = [`Hi ${firstName},`, '', why, how, confirmUrl, '', notYou, '', SIGN_OFF].join('\n');
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p>
<p>${button(confirmUrl, 'Confirm my new email address')}</p><p>${escapeHtml(notYou)}</p>`,
  );
  return { subject, text, html };
}

/** To the old address: what was asked, so the owner notices a change they did not make. */
export function renderEmailChangeNotice(change: Change): RenderedEmail {
  const subject = subjectLine('Your Coach Hire Ireland sign-in email is being changed');
  const firstName = firstNameOf(change.name);
  const what = `Someone signed in to your Coach Hire Ireland staff account asked to change its email address to ${change.newEmail}. It changes only when the link sent to that address is opened; until then you still sign in with ${change.oldEmail}.`;
  const notYou =
    'If this was not you, sign in and change your password now, then tell another administrator.';
  const text = [`Hi ${firstName},`, '', what, '', notYou, '', SIGN_OFF].join('\n');
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(what)}</p><p><strong>${escapeHtml(notYou)}</strong></p>`,
  );
  return { subject, text, html };
}
