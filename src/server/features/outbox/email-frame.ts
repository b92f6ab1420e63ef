import { formatDate } from '@shared/dates';
import { formatPeople } from '@shared/leads/leads';
import type { LeadRow } from '../leads';

/**
 * The parts every email is built from, whichever feature sends it: the HTML frame, label/value
 * tables and their text form, links, subjects, and the trip summary. HTML parts escape every value
 * a customer or a company typed.
 */

export type RenderedEmail = { subject: string; text: string; html: string };

/** A label and its value, one line of a table (HTML) or of a list (text). */
export type Line = [label: string, value: string];

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Header values must be one line, whatever the customer typed. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** A subject made of what people typed: one line, and short enough for every mail client. */
export const subjectLine = (value: string) => oneLine(value).slice(0, 200);

export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** Dates in emails read as on screen, `Sun 14 Mar 2027` (docs/product.md#dates). */
export { formatDate };

/** The trip itself — reference, places, dates, group — as label/value lines, for any email about a lead. */
export function tripLines(lead: LeadRow): Line[] {
  const lines: Line[] = [
    ['Reference', lead.reference],
    ['Pick-up', lead.pickup_location],
    ['Drop-off', lead.dropoff_location],
    ['Date of travel', `${formatDate(lead.date_of_travel)} at ${lead.pickup_time}`],
    ['Group', `${lead.group_type}, ${formatPeople(lead.number_of_people)}`],
  ];
  if (lead.is_return_trip && lead.return_date) {
    lines.push(['Return', `${formatDate(lead.return_date)} at ${lead.return_time ?? ''}`.trim()]);
  }
  return lines;
}

/**
 * The request's reference as a sentence, for the emails about a lead that carry no trip lines
 * (docs/product.md#references): every email and SMS about a lead names it.
 */
export const referenceSentence = (lead: Pick<LeadRow, 'reference'>) =>
  `Your reference: ${lead.reference}`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-IE"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px">${body}</div></body></html>`;
}

export function table(lines: Line[]): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
}

/** The same lines in the text part: indented under a heading, or flush for staff. */
export const textLines = (lines: Line[], indent = '  ') =>
  lines.map(([label, value]) => `${indent}${label}: ${value}`);

export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The one link the reader is meant to follow, drawn as a button. */
export const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;

/** An email to staff about a lead: what happened, the lead's lines, and a link to it. */
export function staffLeadAlert(
  lead: { id: number },
  publicUrl: string,
  alert: { subject: string; heading: string; text: string[]; html: string; lines: Line[] },
): RenderedEmail {
  const leadUrl = `${publicUrl}/admin/leads/${lead.id}`;
  const text = [...alert.text, '', ...textLines(alert.lines, ''), '', `Open it: ${leadUrl}`];
  const html = layout(
    alert.subject,
    `<h1 style="font-size:20px">${alert.heading}</h1>${alert.html}${table(alert.lines)}<p>${link(leadUrl, 'Open the lead')}</p>`,
  );
  return { subject: alert.subject, text: text.join('\n'), html };
}
