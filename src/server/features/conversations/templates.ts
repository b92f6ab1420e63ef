import type { LeadRow } from '../leads';
import {
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  formatDate,
  layout,
  oneLine,
  referenceSentence,
} from '../outbox';

/**
 * The notice of a new message to the other side (docs/product.md#questions-before-choosing). The
 * message is quoted as the thread shows it, so before the choice it carries no contact details;
 * the SMS carries only the news and the link.
 */

export type MessageNotice = {
  lead: LeadRow;
  companyName: string;
  /** The message as the recipient's thread shows it (masked before the choice). */
  shownBody: string;
  url: string;
};

const route = (lead: LeadRow) =>
  `${lead.pickup_location} to ${lead.dropoff_location} on ${formatDate(lead.date_of_travel)}`;

const quoted = (body: string) => body.split(/\r?\n/).map((line) => `> ${line}`);

function render(
  subject: string,
  greeting: string,
  intro: string,
  { lead, shownBody, url }: MessageNotice,
  action: string,
): RenderedEmail {
  const text = [
    greeting,
    '',
    intro,
    '',
    ...quoted(shownBody),
    '',
    `${action}: ${url}`,
    '',
    referenceSentence(lead),
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<blockquote style="margin:12px 0;padding:8px 12px;border-left:4px solid #1e3a8a;white-space:pre-line">${escapeHtml(shownBody)}</blockquote>
<p>${button(url, action)}</p><p style="font-size:13px;color:#4b5563">${escapeHtml(referenceSentence(lead))}</p>`,
  );
  return { subject, text, html };
}

/** To the company: the customer asked a question about the quote it sent. */
export function renderCustomerMessageEmail(notice: MessageNotice): RenderedEmail {
  return render(
    `New message from the customer about ${notice.lead.reference}`,
    `Hello ${notice.companyName},`,
    `The customer who asked for a coach from ${route(notice.lead)} has sent you a message about your quote.`,
    notice,
    'Read and answer',
  );
}

/** To the customer: a company answered (or wrote first) about its quote. */
export function renderCompanyMessageEmail(notice: MessageNotice): RenderedEmail {
  return render(
    `New message from ${oneLine(notice.companyName).slice(0, 80)} about your coach quote`,
    `Hi ${firstNameOf(notice.lead.full_name)},`,
    `${notice.companyName} has sent you a message about its quote for your trip from ${route(notice.lead)}.`,
    notice,
    'Read and reply',
  );
}

export const renderCustomerMessageSms = ({ lead, url }: MessageNotice) =>
  `Coach Hire Ireland: new message from the customer about ${lead.reference}. Read and answer: ${url}`;

export const renderCompanyMessageSms = ({ lead, companyName, url }: MessageNotice) =>
  oneLine(
    `Coach Hire Ireland: new message from ${companyName.slice(0, 40)} about your quote ${lead.reference}. Read and reply: ${url}`,
  );
