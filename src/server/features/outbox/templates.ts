import type { LeadRow } from '../leads';

export type RenderedEmail = { subject: string; text: string; html: string };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Header values must be one line, whatever the customer typed. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The trip itself — places, dates, group — as label/value lines, for any email about a lead. */
export function tripLines(lead: LeadRow): [string, string][] {
  const lines: [string, string][] = [
    ['Pick-up', lead.pickup_location],
    ['Drop-off', lead.dropoff_location],
    ['Date of travel', `${formatDate(lead.date_of_travel)} at ${lead.pickup_time}`],
    ['Group', `${lead.group_type}, ${lead.number_of_people} people`],
  ];
  if (lead.is_return_trip && lead.return_date) {
    lines.push(['Return', `${formatDate(lead.return_date)} at ${lead.return_time ?? ''}`.trim()]);
  }
  return lines;
}

function journeyLines(lead: LeadRow): [string, string][] {
  const lines = tripLines(lead);
  if (lead.distance > 0) lines.push(['Distance', `${lead.distance.toFixed(2)} km`]);
  if (lead.additional_info) lines.push(['Your notes', lead.additional_info]);
  return lines;
}

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-IE"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px">${body}</div></body></html>`;
}

export function table(lines: [string, string][]): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
}

/**
 * The customer's confirmation: their journey, what happens next, the 2-hour promise, their
 * private comparison page (`quotesUrl`), contact, privacy.
 */
export function renderCustomerConfirmation(
  lead: LeadRow,
  publicUrl: string,
  contactEmail: string,
  quotesUrl: string,
): RenderedEmail {
  const firstName = lead.full_name.split(/\s+/)[0] ?? lead.full_name;
  const subject = oneLine('We have your coach hire request — quotes within 2 hours');
  const steps = [
    'We send your journey to up to 5 verified bus companies that cover it.',
    'They reply with their best prices — most customers receive 3-5 quotes within 2 hours.',
    'You compare the quotes and choose. There is no charge and no obligation.',
  ];
  const details = journeyLines(lead);
  const text = [
    `Hi ${firstName},`,
    '',
    'Thank you — we have received your request:',
    ...details.map(([label, value]) => `  ${label}: ${value}`),
    '',
    'What happens next:',
    ...steps.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    'Quotes are guaranteed within 2 hours; the first usually arrives in about 45 minutes.',
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
<p style="background:#dcfce7;padding:12px;border-radius:6px"><strong>Quotes guaranteed within 2 hours</strong> — the first usually arrives in about 45 minutes.</p>
<p><a href="${escapeHtml(quotesUrl)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Compare your quotes</a></p>
<p style="font-size:12px;color:#4b5563">This link is private to you: anyone with it can see and choose your quotes.</p>
<p>Questions? Reply to this email or write to <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>
<p style="font-size:12px;color:#4b5563"><a href="${escapeHtml(publicUrl)}/privacy">How we use your information</a></p>`,
  );
  return { subject, text, html };
}

/** The staff alert for a new lead, linking to it in the back office. */
export function renderStaffAlert(lead: LeadRow, publicUrl: string): RenderedEmail {
  const subject = oneLine(
    `New lead: ${lead.full_name} — ${lead.pickup_location} to ${lead.dropoff_location} (${lead.date_of_travel})`,
  ).slice(0, 200);
  const link = `${publicUrl}/admin/leads/${lead.id}`;
  const contact: [string, string][] = [
    ['Name', lead.full_name],
    ['Email', lead.email],
    ['Mobile', lead.mobile_number],
    ['Came from', lead.slug],
  ];
  const lines = [...contact, ...journeyLines(lead)];
  const text = [
    'A new quote request has arrived.',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it: ${link}`,
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px">New quote request</h1>${table(lines)}<p><a href="${escapeHtml(link)}">Open the lead</a></p>`,
  );
  return { subject, text, html };
}

/** A short SMS confirmation (kept near one 160-character segment). */
export function renderCustomerSms(lead: LeadRow): string {
  const firstName = (lead.full_name.split(/\s+/)[0] ?? '').slice(0, 20);
  const place = (value: string) => oneLine(value).split(',')[0]!.slice(0, 25);
  return oneLine(
    `Coach Hire Ireland: thanks ${firstName}, we have your request for ${lead.date_of_travel} (${place(lead.pickup_location)} to ${place(lead.dropoff_location)}). Quotes by email within 2 hours.`,
  );
}
