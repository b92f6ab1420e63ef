import { formatPeople } from '@shared/leads/leads';
import type { StaffLead } from '@shared/leads/management';
import { formatDistance, formatTravelDate } from '@/features/leads/format';

type ContactFields = Pick<StaffLead, 'email' | 'mobile_number'>;

/** RFC 6068: the address is the path of a mailto URL; escape what would end or split it. */
const mailtoAddress = (email: string) => email.replace(/[%?#&\s]/g, encodeURIComponent);

export function mailtoHref(lead: ContactFields, subject?: string, body?: string): string {
  const parts: string[] = [];
  if (subject !== undefined) parts.push(`subject=${encodeURIComponent(subject)}`);
  if (body !== undefined) parts.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${mailtoAddress(lead.email)}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/** A dialable number: digits and a leading +, as `tel:` links want. */
export function telHref(lead: ContactFields): string {
  const trimmed = lead.mobile_number.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

type QuoteFields = Pick<
  StaffLead,
  | 'full_name'
  | 'pickup_location'
  | 'dropoff_location'
  | 'date_of_travel'
  | 'pickup_time'
  | 'is_return_trip'
  | 'return_date'
  | 'return_time'
  | 'group_type'
  | 'number_of_people'
  | 'vehicle_selected'
  | 'distance'
>;

/** The journey as the customer described it, one line per fact. */
export function journeySummary(lead: QuoteFields): string[] {
  const lines = [
    `Pick-up: ${lead.pickup_location}`,
    `Drop-off: ${lead.dropoff_location}`,
    `Date of travel: ${formatTravelDate(lead.date_of_travel)} at ${lead.pickup_time}`,
    lead.is_return_trip && lead.return_date
      ? `Return: ${formatTravelDate(lead.return_date)} at ${lead.return_time ?? ''}`.trim()
      : 'Return: one way',
    `Group: ${lead.group_type}, ${formatPeople(lead.number_of_people)}`,
  ];
  if (lead.vehicle_selected) lines.push(`Vehicle: ${lead.vehicle_selected}`);
  if (lead.distance > 0) lines.push(`Distance: ${formatDistance(lead.distance)}`);
  return lines;
}

/**
 * 'Send Quote': an email to the customer, addressed and summarising the journey, with a place
 * for the price. It opens in the staff member's own mail program.
 */
export function quoteEmailHref(
  lead: QuoteFields & ContactFields & Pick<StaffLead, 'reference'>,
): string {
  const subject = `Your coach hire quote: ${lead.pickup_location} to ${lead.dropoff_location}, ${formatTravelDate(lead.date_of_travel)}`;
  const body = [
    `Dear ${lead.full_name},`,
    '',
    'Thank you for your coach hire request. Here is your journey as you described it:',
    '',
    `Reference: ${lead.reference}`,
    ...journeySummary(lead),
    '',
    'Our quote: €',
    '',
    'Reply to this email or call us to confirm your booking.',
    '',
    'Kind regards,',
  ].join('\r\n');
  return mailtoHref(lead, subject, body);
}
