import { formatShortDate } from '@shared/dates';
import { GARDA_VETTED_REQUIRED_LABEL } from '@shared/leads/garda-vetting';
import { formatPeople } from '@shared/leads/leads';
import { VAT_LABELS } from '@shared/marketplace/vat';
import type { LeadRow } from '../leads';
import {
  type Line,
  type RenderedEmail,
  button,
  escapeHtml,
  formatDate,
  layout,
  oneLine,
  staffLeadAlert,
  subjectLine,
  table,
  textLines,
  toE164,
  tripLines,
} from '../outbox';

/**
 * What bus companies receive when invited to quote, and the staff's no-quote alert. A company
 * sees the journey only: never the customer's name, email or phone, until the customer chooses it.
 */

/** A phone number a text message can reach: an Irish (08x) or UK (07…) mobile, in E.164. */
export function mobileNumberFor(phone: string): string | null {
  const number = toE164(phone);
  return number && /^(\+3538[3-9]\d{7}|\+447\d{9})$/.test(number) ? number : null;
}

/**
 * The customer's free-text notes without contact details they may have typed into them: email
 * addresses, and numbers written as phone numbers are: starting with + or 0, with 9 or more
 * digits (every Irish or UK number has; a date has 8 and does not start with 0).
 */
export function withoutContactDetails(text: string): string {
  return text
    .replace(/[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/g, '[email removed]')
    .replace(/(?:\+|\(?\b0)[\d\s().-]*\d/g, (run) =>
      run.replace(/\D/g, '').length >= 9 ? '[phone removed]' : run,
    );
}

/** The first part of a place ("Croke Park, Drumcondra, Co. Dublin" → "Croke Park"). */
export const placeName = (value: string) => oneLine(value).split(',')[0]!.trim().slice(0, 40);

export function journeyForCompanies(lead: LeadRow): Line[] {
  const lines = tripLines(lead);
  if (lead.distance > 0) lines.push(['Distance', `${lead.distance.toFixed(0)} km`]);
  if (lead.vehicle_selected) lines.push(['Vehicle asked for', lead.vehicle_selected]);
  if (lead.garda_vetted_required) lines.push(['Drivers', GARDA_VETTED_REQUIRED_LABEL]);
  const notes = withoutContactDetails(lead.additional_info).trim();
  if (notes) lines.push(["Customer's notes", notes]);
  return lines;
}

/** The invitation email: the journey, the company's own link, and what happens next. */
export function renderInviteEmail(
  lead: LeadRow,
  company: { company_name: string; contact_name: string },
  respondUrl: string,
): RenderedEmail {
  const subject = subjectLine(
    `Quote request: ${placeName(lead.pickup_location)} to ${placeName(lead.dropoff_location)}, ${formatDate(lead.date_of_travel)}, ${formatPeople(lead.number_of_people)}`,
  );
  const details = journeyForCompanies(lead);
  const terms = [
    `This link is for ${company.company_name} only. It works until the travel date, unless the request closes earlier.`,
    `You can revise your quote until the customer chooses. The price is the total in euro for the whole hire. Coach hire with a driver is VAT-exempt, so customers read "${VAT_LABELS.exempt}" unless you tell us your prices include or add VAT.`,
    "We share the customer's contact details with you if they choose your quote.",
  ];
  const text = [
    `Hello ${company.contact_name},`,
    '',
    'A customer is looking for a coach. You are one of up to 5 verified companies invited to quote:',
    ...textLines(details),
    '',
    `Send your quote, or decline, here: ${respondUrl}`,
    '',
    ...terms,
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">New quote request</h1>
<p>Hello ${escapeHtml(company.contact_name)}, a customer is looking for a coach. You are one of up to 5 verified companies invited to quote:</p>${table(details)}
<p>${button(respondUrl, 'Send your quote')}</p>
${terms.map((term) => `<p style="font-size:13px;color:#4b5563">${escapeHtml(term)}</p>`).join('\n')}`,
  );
  return { subject, text, html };
}

/** The invitation by text message: where, when, how many, and the link. */
export function renderInviteSms(lead: LeadRow, respondUrl: string): string {
  return oneLine(
    `Coach Hire Ireland: quote request ${lead.reference} ${placeName(lead.pickup_location).slice(0, 25)} to ${placeName(lead.dropoff_location).slice(0, 25)}, ${formatShortDate(lead.date_of_travel)}, ${formatPeople(lead.number_of_people)}. Quote or decline: ${respondUrl}`,
  );
}

/** The staff alert for a lead with no quote yet, linking to it in the back office. */
export function renderNoQuoteAlert(
  lead: LeadRow,
  publicUrl: string,
  facts: { minutes: number; invited: number; declined: number },
): RenderedEmail {
  const invited =
    facts.invited === 0
      ? 'No bus company matched this request.'
      : `${facts.invited} bus ${facts.invited === 1 ? 'company was' : 'companies were'} invited; ${facts.declined} declined.`;
  const news = `No bus company has quoted for this request after ${facts.minutes} minutes.`;
  return staffLeadAlert(lead, publicUrl, {
    subject: subjectLine(
      `No quote yet after ${facts.minutes} minutes: ${placeName(lead.pickup_location)} to ${placeName(lead.dropoff_location)} (${formatDate(lead.date_of_travel)})`,
    ),
    heading: 'No quote yet',
    text: [`${news} ${invited}`],
    html: `<p>${news} ${escapeHtml(invited)}</p>`,
    lines: [
      ['Reference', lead.reference],
      ['Customer', `${lead.full_name}, ${lead.mobile_number}, ${lead.email}`],
      ['Journey', `${lead.pickup_location} to ${lead.dropoff_location}`],
      ['Date of travel', `${formatDate(lead.date_of_travel)} at ${lead.pickup_time}`],
      ['Group', `${lead.group_type}, ${formatPeople(lead.number_of_people)}`],
    ],
  });
}
