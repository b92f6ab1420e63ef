import {
  formatMomentDate,
  formatShortDate,
  formatTime,
  irishToday,
  toInputDate,
} from '@shared/dates';
import type { LeadRow } from '../leads';
import {
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  formatDate,
  layout,
  oneLine,
  subjectLine,
  table,
  textLines,
} from '../outbox';
import { simpleEmail } from './applications-templates';
import { journeyForCompanies, placeName } from './invite-templates';

/**
 * The reminders' words (docs/product.md#reminders): the company's and the admins' insurance
 * reminders, and the one reminder of an unanswered invitation.
 */

type Company = { company_name: string; contact_name: string; email: string };

/** `in 12 days`, `tomorrow`, `today`. */
const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

export function renderInsuranceReminder(
  company: Company,
  expiresOn: string,
  daysLeft: number,
  profileUrl: string,
): RenderedEmail {
  const date = toInputDate(expiresOn);
  return simpleEmail(
    `${company.company_name}: your insurance expires on ${date}`,
    `Hi ${firstNameOf(company.contact_name)},`,
    [
      `The insurance we hold for ${company.company_name} expires on ${date} (${inDays(daysLeft)}).`,
      `From the day after that date, ${company.company_name} will not be sent requests for quotes until we have the renewed insurance.`,
      'When you have renewed it, update it in your company profile: the new expiry date and the new insurance certificate. Or reply to this email with the new certificate.',
    ],
    { url: profileUrl, label: 'Open your company profile' },
  );
}

export function renderAdminInsuranceReminder(
  company: Company,
  expiresOn: string,
  daysLeft: number,
  companiesUrl: string,
): RenderedEmail {
  const date = toInputDate(expiresOn);
  return simpleEmail(
    `Insurance expiring: ${company.company_name} on ${date}`,
    'Hello,',
    [
      `The insurance of ${company.company_name} expires on ${date} (${inDays(daysLeft)}). We have emailed the company (${company.email}) asking it to update it in its company profile.`,
      `From the day after that date it is not matched to requests until its new expiry date is recorded.`,
    ],
    { url: companiesUrl, label: 'Open bus companies' },
  );
}

/** What the invitation reminder says of its deadline: `14:05` today, or with its date. */
function deadlineWords(deadline: Date, now: Date): string {
  const time = formatTime(deadline);
  return irishToday(deadline) === irishToday(now)
    ? time
    : `${time} on ${formatMomentDate(deadline)}`;
}

const route = (lead: LeadRow, length = 40) =>
  `${placeName(lead.pickup_location).slice(0, length)} to ${placeName(lead.dropoff_location).slice(0, length)}`;

/** The one reminder of an unanswered invitation, with the invitation's own link. */
export function renderInviteReminderEmail(
  lead: LeadRow,
  company: { contact_name: string },
  respondUrl: string,
  deadline: Date,
  now: Date,
): RenderedEmail {
  const by = deadlineWords(deadline, now);
  const subject = subjectLine(
    `Reminder: quote by ${by} for ${route(lead)}, ${formatDate(lead.date_of_travel)}`,
  );
  const ask = `You have not answered this request yet. Please send your quote, or decline, by ${by} (Irish time): after that we may invite more companies, and the customer may choose before you quote.`;
  const details = journeyForCompanies(lead);
  const text = [
    `Hello ${company.contact_name},`,
    '',
    ask,
    ...textLines(details),
    '',
    `Send your quote, or decline, here: ${respondUrl}`,
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">Reminder: quote request</h1>
<p>Hello ${escapeHtml(company.contact_name)},</p>
<p>${escapeHtml(ask)}</p>${table(details)}
<p>${button(respondUrl, 'Send your quote')}</p>`,
  );
  return { subject, text, html };
}

export function renderInviteReminderSms(
  lead: LeadRow,
  respondUrl: string,
  deadline: Date,
  now: Date,
): string {
  return oneLine(
    `Coach Hire Ireland: reminder, quote request ${lead.reference} ${route(lead, 25)}, ${formatShortDate(lead.date_of_travel)}. Please quote or decline by ${deadlineWords(deadline, now)}: ${respondUrl}`,
  );
}
