import { formatDate } from '@shared/dates';
import { formatBookingEuro } from '@shared/bookings/terms';
import { centsToEur } from '@shared/marketplace/quotes';
import { VAT_LABELS } from '@shared/marketplace/vat';
import {
  type Line,
  type OutgoingMessage,
  type RenderedEmail,
  escapeHtml,
  layout,
  link,
  subjectLine,
  table,
  textLines,
} from '../outbox';
import type { BookingRow } from './repository';
import type { BookingLinks } from './links';
import { bookingAttachments } from './attachments';

/**
 * The booking's confirmation to the customer and to the company (docs/product.md#bookings), with
 * the PDF and the calendar file attached and linked.
 */

const bookingLines = (booking: BookingRow): Line[] => [
  ['Reference', booking.reference],
  ['First day', formatDate(booking.itinerary[0]?.date ?? '')],
  [
    'Pick-up',
    `${booking.itinerary[0]?.stops[0]?.place ?? ''} at ${booking.itinerary[0]?.start_time ?? ''}`,
  ],
  ['Days', String(booking.itinerary.length)],
  ['Vehicle', `${booking.vehicle_type}, ${booking.seats} seats`],
  [
    'Total',
    `${formatBookingEuro(centsToEur(booking.price_cents))} (${VAT_LABELS[booking.vat_status]})`,
  ],
];

function render(
  greeting: string,
  intro: string,
  booking: BookingRow,
  documents: { page: [string, string]; pdf: string; ics: string },
): RenderedEmail {
  const subject = subjectLine(`Booking confirmed: ${booking.reference}`);
  const details = bookingLines(booking);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...textLines(details),
    '',
    `${documents.page[1]}: ${documents.page[0]}`,
    `Confirmation (PDF): ${documents.pdf}`,
    `Calendar file (.ics): ${documents.ics}`,
    '',
    'Coach Hire Ireland',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px;color:#1e3a8a">Booking ${escapeHtml(booking.reference)} is confirmed</h1>
<p>${escapeHtml(intro)}</p>${table(details)}
<p>${link(documents.page[0], documents.page[1])}</p>
<p>${link(documents.pdf, 'Download the confirmation (PDF)')} · ${link(documents.ics, 'Add the trip to your calendar (.ics)')}</p>`,
  );
  return { subject, text, html };
}

export function bookingConfirmedMessages(
  booking: BookingRow,
  links: BookingLinks,
): OutgoingMessage[] {
  const email = (
    key: 'customer' | 'company',
    recipient: string,
    rendered: RenderedEmail,
  ): OutgoingMessage => ({
    message_key: `lead:${booking.lead_id}:booking:confirmed:${key}`,
    lead_id: booking.lead_id,
    channel: 'email',
    recipient,
    subject: rendered.subject,
    body_text: rendered.text,
    body_html: rendered.html,
    // By reference: rendered when sent, so the row stays small (decision 050).
    attachments: bookingAttachments(booking.id, key),
  });
  return [
    email(
      'customer',
      booking.customer.email,
      render(
        `Hi ${booking.customer.name.trim().split(/\s+/)[0] ?? ''},`,
        `Your booking with ${booking.company.name} is confirmed. Please read and accept its terms on your booking page. The confirmation (PDF) and the calendar file (.ics) are attached, and can be downloaded again below.`,
        booking,
        {
          page: [links.customerPage, 'Your booking'],
          pdf: links.customerPdf,
          ics: links.customerIcs,
        },
      ),
    ),
    email(
      'company',
      booking.company.email,
      render(
        `Hello ${booking.company.contact_name ?? booking.company.name},`,
        `The booking for ${booking.customer.name} is confirmed at the price you quoted. Add the driver and vehicle from your link before the trip. The confirmation (PDF) and the calendar file (.ics) are attached.`,
        booking,
        { page: [links.companyPage, 'Your link'], pdf: links.companyPdf, ics: links.companyIcs },
      ),
    ),
  ];
}
