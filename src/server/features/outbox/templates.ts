import { formatShortDate } from '@shared/dates';
import type { LeadRow } from '../leads';
import {
  type Line,
  type RenderedEmail,
  button,
  escapeHtml,
  firstNameOf,
  formatDate,
  layout,
  link,
  oneLine,
  staffLeadAlert,
  subjectLine,
  table,
  textLines,
  tripLines,
} from './email-frame';

function journeyLines(lead: LeadRow): Line[] {
  const lines = tripLines(lead);
  if (lead.distance > 0) lines.push(['Distance', `${lead.distance.toFixed(2)} km`]);
  if (lead.additional_info) lines.push(['Your notes', lead.additional_info]);
  return lines;
}

/** Said instead of any reply time while no company can take the request. */
export const FINDING_COMPANIES = 'We are finding bus companies for your area and will be in touch.';

/** The confirmation's promise: the reply time only when companies are being invited. */
function promiseOf(matched: boolean) {
  if (!matched) {
    return {
      subject: 'We have your coach hire request',
      steps: [
        'We look for verified bus companies that cover your journey.',
        'As companies reply, their quotes appear on your private page.',
        'You compare the quotes and choose. There is no charge and no obligation.',
      ],
      text: FINDING_COMPANIES,
      html: escapeHtml(FINDING_COMPANIES),
    };
  }
  return {
    subject: 'We have your coach hire request — quotes within 2 hours',
    steps: [
      'We send your journey to up to 5 verified bus companies that cover it.',
      'They reply with their prices, usually within 2 hours.',
      'You compare the quotes and choose. There is no charge and no obligation.',
    ],
    text: 'Quotes are guaranteed within 2 hours; the first usually arrives in about 45 minutes.',
    html: '<strong>Quotes guaranteed within 2 hours</strong> — the first usually arrives in about 45 minutes.',
  };
}

/**
 * The customer's confirmation: their journey, what happens next, the 2-hour promise (only when
 * companies qualify: `matched`), their private comparison page (`quotesUrl`), contact, privacy.
 */
export function renderCustomerConfirmation(
  lead: LeadRow,
  publicUrl: string,
  contactEmail: string,
  quotesUrl: string,
  matched = true,
): RenderedEmail {
  const firstName = firstNameOf(lead.full_name);
  const promise = promiseOf(matched);
  const subject = subjectLine(promise.subject);
  const { steps } = promise;
  const details = journeyLines(lead);
  const text = [
    `Hi ${firstName},`,
    '',
    'Thank you — we have received your request:',
    ...textLines(details),
    '',
    'What happens next:',
    ...steps.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    promise.text,
    `Compare your quotes as they arrive (this link is private to you): ${quotesUrl}`,
    '',
    `Questions? Reply to this email or write to ${contactEmail}.`,
    `How we use your information: ${publicUrl}/privacy`,
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:22px;color:#1e3a8a">Thank you, ${escapeHtml(firstName)}!</h1>
<p>We have received your coach hire request:</p>${table(details)}
<h2 style="font-size:18px">What happens next</h2><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p style="background:#dcfce7;padding:12px;border-radius:6px">${promise.html}</p>
<p>${button(quotesUrl, 'Compare your quotes')}</p>
<p style="font-size:12px;color:#4b5563">This link is private to you: anyone with it can see and choose your quotes.</p>
<p>Questions? Reply to this email or write to ${link(`mailto:${contactEmail}`, contactEmail)}.</p>
<p style="font-size:12px;color:#4b5563">${link(`${publicUrl}/privacy`, 'How we use your information')}</p>`,
  );
  return { subject, text, html };
}

export const UNMATCHED_ALERT =
  'No bus company matches this request yet: verify or update a company that serves its area.';

/** The staff alert for a new lead, linking to it in the back office; flagged when unmatched. */
export function renderStaffAlert(lead: LeadRow, publicUrl: string, matched = true): RenderedEmail {
  const contact: Line[] = [
    ['Name', lead.full_name],
    ['Email', lead.email],
    ['Mobile', lead.mobile_number],
    ['Came from', lead.slug],
  ];
  return staffLeadAlert(lead, publicUrl, {
    subject: subjectLine(
      `${matched ? 'New lead' : 'New lead (unmatched)'}: ${lead.full_name} — ${lead.pickup_location} to ${lead.dropoff_location} (${formatDate(lead.date_of_travel)})`,
    ),
    heading: 'New quote request',
    text: ['A new quote request has arrived.', ...(matched ? [] : ['', UNMATCHED_ALERT])],
    html: matched
      ? ''
      : `<p style="background:#fef3c7;padding:12px;border-radius:6px"><strong>${escapeHtml(UNMATCHED_ALERT)}</strong></p>`,
    lines: [...contact, ...journeyLines(lead)],
  });
}

/** A short SMS confirmation (kept near one 160-character segment). */
export function renderCustomerSms(lead: LeadRow, matched = true): string {
  const firstName = firstNameOf(lead.full_name).slice(0, 20);
  const place = (value: string) => oneLine(value).split(',')[0]!.slice(0, 25);
  return oneLine(
    `Coach Hire Ireland: thanks ${firstName}, we have your request ${lead.reference} for ${formatShortDate(lead.date_of_travel)} (${place(lead.pickup_location)} to ${place(lead.dropoff_location)}). ${matched ? 'Quotes by email within 2 hours.' : 'We will be in touch by email.'}`,
  );
}
