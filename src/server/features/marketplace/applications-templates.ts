import { SET_PASSWORD_LINK_DAYS } from '@shared/auth/password-reset';
import { CONFIRM_LINK_HOURS } from '@shared/marketplace/applications';
import {
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  layout,
  subjectLine,
} from '../outbox';

/**
 * The emails of a company's application (docs/product.md#notifications): the confirmation link,
 * the staff alert once confirmed, and each decision.
 */

type Applicant = { company_name: string; contact_name: string };

const SIGN_OFF = 'Coach Hire Ireland';

/** An email of paragraphs, with an optional button under them. */
export function simpleEmail(
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: { url: string; label: string },
): RenderedEmail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [action.url, ''] : []),
    SIGN_OFF,
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${
      action ? `<p>${button(action.url, action.label)}</p>` : ''
    }`,
  );
  return { subject: subjectLine(subject), text, html };
}

export const hi = (applicant: Applicant) => `Hi ${firstNameOf(applicant.contact_name)},`;

export function renderConfirmApplication(applicant: Applicant, confirmUrl: string): RenderedEmail {
  return simpleEmail(
    'Confirm your bus company application',
    hi(applicant),
    [
      `Thank you for applying to join Coach Hire Ireland as ${applicant.company_name}.`,
      `Open this link within ${CONFIRM_LINK_HOURS} hours to confirm your email address. Our team sees your application only once it is confirmed. The link works once.`,
      'If you did not apply, ignore this email: the application is deleted when the link expires.',
    ],
    { url: confirmUrl, label: 'Confirm my application' },
  );
}

export function renderStaffApplicationAlert(
  applicant: Applicant & { base_location: string },
  queueUrl: string,
): RenderedEmail {
  return simpleEmail(
    `New bus company application: ${applicant.company_name}`,
    'Hello,',
    [
      `${applicant.company_name} (${applicant.base_location}) has applied to join and confirmed its email address.`,
      'Check its operator licence and insurance certificate, then approve, reject or ask for more information.',
    ],
    { url: queueUrl, label: 'Open pending applications' },
  );
}

/**
 * The approval, with the link that sets the company account's first password (or, when the
 * address already had an account, without one).
 */
export function renderApplicationApproved(
  applicant: Applicant,
  setPasswordUrl: string | null,
): RenderedEmail {
  const intro = `${applicant.company_name} is now a verified Coach Hire Ireland partner. We will email you requests for quotes that match your counties and fleet.`;
  if (setPasswordUrl === null)
    return simpleEmail('Your bus company is approved', hi(applicant), [intro]);
  return simpleEmail(
    'Your bus company is approved',
    hi(applicant),
    [
      intro,
      `Your company also has its own workspace, where you see every invitation, your quotes and your jobs, and mark the days you are fully booked. Choose your password to open it; the link works for ${SET_PASSWORD_LINK_DAYS} days, once. You then sign in with this email address.`,
    ],
    { url: setPasswordUrl, label: 'Choose my password' },
  );
}

export function renderApplicationRejected(applicant: Applicant, reason: string): RenderedEmail {
  return simpleEmail('Your bus company application', hi(applicant), [
    `We are sorry: we cannot accept the application of ${applicant.company_name}.`,
    `Reason: ${reason}`,
    'If you think this is a mistake, reply to this email.',
  ]);
}

export function renderInfoRequested(applicant: Applicant, message: string): RenderedEmail {
  return simpleEmail('More information needed for your bus company application', hi(applicant), [
    `Before we can decide on the application of ${applicant.company_name}, we need more information:`,
    message,
    'Please reply to this email with the information or documents.',
  ]);
}
