import { VAT_LABELS } from '@shared/marketplace/vat';
import type { LeadRow } from '../leads';
import {
  type Line,
  type RenderedEmail,
  escapeHtml,
  firstNameOf,
  formatDate,
  layout,
  link,
  referenceSentence,
  subjectLine,
  table,
  textLines,
  tripLines,
} from '../outbox';
import type { OperatorRow } from './quotes-repository';

/**
 * The customer's news of a first quote, the emails that follow the customer's choice (to the
 * chosen company, the customer and the companies not chosen) and the rating request after the
 * trip, built from the outbox's email frame.
 */

const EUR = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
export const formatEur = (cents: number) => EUR.format(cents / 100);

const route = (lead: LeadRow) => `${lead.pickup_location} to ${lead.dropoff_location}`;

/** The text part of an email to the customer: greeting, `body`, their quotes link, signature. */
const customerText = (lead: LeadRow, body: string[], quotesUrl: string) =>
  [
    `Hi ${firstNameOf(lead.full_name)},`,
    '',
    ...body,
    '',
    referenceSentence(lead),
    `Your quotes: ${quotesUrl}`,
    '',
    'Coach Hire Ireland',
  ].join('\n');

/** To the customer, once, when the first company quotes: where to compare and choose. */
export function renderFirstQuoteEmail(lead: LeadRow, quotesUrl: string): RenderedEmail {
  const subject = 'Your first coach quote has arrived';
  const news = `A bus company has sent the first quote for your trip from ${route(lead)} on ${formatDate(lead.date_of_travel)}. Others may follow: your quotes page shows each one as it arrives, and you can compare them and choose there.`;
  const text = customerText(lead, [news], quotesUrl);
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">Your first quote is in</h1><p>${escapeHtml(news)}</p>${table(tripLines(lead))}
<p>${link(quotesUrl, 'Compare your quotes')}</p>`,
  );
  return { subject, text, html };
}

/** The same news by SMS, when the customer gave a mobile number. */
export function renderFirstQuoteSms(lead: LeadRow, quotesUrl: string): string {
  return `Coach Hire Ireland: your first coach quote for ${lead.reference} has arrived. Compare quotes: ${quotesUrl}`;
}

/** To the chosen company: the customer's contact details, so they can confirm the booking. */
export function renderChosenCompanyEmail(
  lead: LeadRow,
  operator: OperatorRow,
  priceCents: number,
  respondUrl: string,
): RenderedEmail {
  const subject = subjectLine(
    `Your quote was chosen: ${route(lead)} on ${formatDate(lead.date_of_travel)}`,
  );
  const contact: Line[] = [
    ['Name', lead.full_name],
    ['Email', lead.email],
    ['Mobile', lead.mobile_number],
  ];
  const intro = `Good news: the customer chose your quote of ${formatEur(priceCents)}. ${VAT_LABELS[operator.vat_status]}. Please contact them to confirm the booking.`;
  const text = [
    `Hello ${operator.contact_name},`,
    '',
    intro,
    '',
    'The customer:',
    ...textLines(contact),
    '',
    'The journey:',
    ...textLines(tripLines(lead)),
    '',
    `Your quote and these details stay on your link: ${respondUrl}`,
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">Your quote was chosen</h1><p>${escapeHtml(intro)}</p>
<h2 style="font-size:16px">The customer</h2>${table(contact)}
<h2 style="font-size:16px">The journey</h2>${table(tripLines(lead))}
<p>${link(respondUrl, 'Open your quote')}</p>`,
  );
  return { subject, text, html };
}

/** To the customer: who they chose and how to reach them. */
export function renderChosenCustomerEmail(
  lead: LeadRow,
  operator: OperatorRow,
  priceCents: number,
  quotesUrl: string,
): RenderedEmail {
  const subject = subjectLine(`You chose ${operator.company_name} — their contact details`);
  const company: Line[] = [
    ['Company', operator.company_name],
    ['Contact', operator.contact_name],
    ['Phone', operator.phone],
    ['Email', operator.email],
    ...(operator.website ? ([['Website', operator.website]] as Line[]) : []),
    ['Operator licence', operator.licence_number],
  ];
  const intro = `You chose the quote from ${operator.company_name}: ${formatEur(priceCents)} for ${route(lead)} on ${formatDate(lead.date_of_travel)}. ${VAT_LABELS[operator.vat_status]}. We have sent them your contact details; they will be in touch to confirm the booking.`;
  const text = customerText(lead, [intro, '', ...textLines(company)], quotesUrl);
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">Thank you, ${escapeHtml(firstNameOf(lead.full_name))}</h1><p>${escapeHtml(intro)}</p>${table(company)}
<p>${escapeHtml(referenceSentence(lead))}</p>
<p>${link(quotesUrl, 'See your quotes')}</p>`,
  );
  return { subject, text, html };
}

/** To every other company still in the running: a polite close. */
export function renderNotChosenEmail(lead: LeadRow, operator: OperatorRow): RenderedEmail {
  const subject = subjectLine(
    `Quote request closed: ${route(lead)} on ${formatDate(lead.date_of_travel)}`,
  );
  const body = `Thank you for your time on this request. The customer has chosen another quote, so it is now closed. We will keep sending you requests that match your fleet and area.`;
  const text = [
    `Hello ${operator.contact_name},`,
    '',
    body,
    '',
    ...textLines(tripLines(lead)),
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px">The customer chose another quote</h1><p>${escapeHtml(body)}</p>${table(tripLines(lead))}`,
  );
  return { subject, text, html };
}

/** After the trip: one link per star, so rating is a single click. */
export function renderRatingRequest(
  lead: LeadRow,
  operator: OperatorRow,
  quotesUrl: string,
): RenderedEmail {
  const subject = subjectLine(`How was your trip with ${operator.company_name}?`);
  const stars = [1, 2, 3, 4, 5].map((score) => ({
    score,
    label: `${score} star${score === 1 ? '' : 's'}`,
    href: `${quotesUrl}?rate=${score}`,
  }));
  const ask = `We hope your trip from ${route(lead)} went well. How would you rate ${operator.company_name}? One click is enough; you can add a comment if you like. Your rating helps other groups choose.`;
  const text = [
    `Hi ${firstNameOf(lead.full_name)},`,
    '',
    ask,
    '',
    ...stars.map((star) => `  ${star.label}: ${star.href}`),
    '',
    referenceSentence(lead),
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">How was your trip?</h1><p>${escapeHtml(ask)}</p>
<p style="font-size:18px">${stars.map((star) => link(star.href, `${'★'.repeat(star.score)} ${star.label}`)).join('<br>')}</p>
<p style="font-size:12px;color:#4b5563">${escapeHtml(referenceSentence(lead))}</p>`,
  );
  return { subject, text, html };
}
