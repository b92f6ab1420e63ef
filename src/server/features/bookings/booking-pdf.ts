import { BOOKING_STATUS_LABELS, type BookingView } from '@shared/bookings/booking';
import { bookingTerms, formatBookingEuro } from '@shared/bookings/terms';
import { formatDate } from '@shared/dates';
import { countsInTotal, quoteLineName } from '@shared/marketplace/quote-lines';
import { describeStop } from '@shared/trips/lead-itinerary';

/**
 * The booking's confirmation as a PDF (docs/product.md#bookings, decision 047): reference,
 * itinerary, price lines, deposit, terms and both contacts, drawn with pdfkit's built-in
 * Helvetica (WinAnsi covers the euro sign and Irish fadas).
 */
export async function renderBookingPdf(booking: BookingView): Promise<Buffer> {
  // Loaded with the first PDF, not with the server: pdfkit and its fonts held ~5 MB of memory
  // that most servers never use (decision 055).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Booking ${booking.reference}`, Author: 'Coach Hire Ireland' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text);
  const body = (text: string) => doc.font('Helvetica').fontSize(10.5).text(text);

  doc.font('Helvetica-Bold').fontSize(20).text('Coach Hire Ireland — booking confirmation');
  doc.moveDown(0.4);
  body(`Reference: ${booking.reference}`);
  body(`Status: ${BOOKING_STATUS_LABELS[booking.status]}`);
  body(
    `Vehicle: ${booking.vehicle_type}, ${booking.seats} seats, for ${booking.number_of_people} people`,
  );

  heading('Itinerary');
  booking.itinerary.forEach((day, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(`Day ${index + 1}: ${formatDate(day.date)}, pick-up at ${day.start_time}`);
    day.stops.forEach((stop, stopIndex) => {
      const note = stopIndex > 0 ? describeStop(stop) : null;
      body(`   ${stopIndex + 1}. ${stop.place}${note ? ` (${note})` : ''}`);
    });
  });

  heading('Price');
  for (const line of booking.lines) {
    const amount = formatBookingEuro(line.amount_eur);
    const where =
      line.kind === 'standby'
        ? `${amount} per hour of waiting beyond the plan`
        : countsInTotal(line)
          ? amount
          : `${amount}, not in the total: charged only if it arises`;
    body(`${quoteLineName(line)}: ${where}`);
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text(`Total: ${formatBookingEuro(booking.total_eur)}`);
  body(
    booking.deposit_eur === null
      ? 'Deposit: none asked'
      : `Deposit: ${formatBookingEuro(booking.deposit_eur)}`,
  );

  heading('Terms');
  for (const term of bookingTerms(booking)) body(`• ${term}`);
  body(
    booking.terms_accepted_at
      ? `Accepted by the customer on ${new Date(booking.terms_accepted_at).toLocaleString('en-IE', { timeZone: 'Europe/Dublin' })}.`
      : 'Not yet accepted by the customer.',
  );

  heading('Contacts');
  body(`Customer: ${booking.customer.name}, ${booking.customer.phone}, ${booking.customer.email}`);
  body(
    `Company: ${booking.company.name}${booking.company.contact_name ? ` (${booking.company.contact_name})` : ''}, ${booking.company.phone}, ${booking.company.email}`,
  );
  if (booking.trip_details) {
    body(
      `Driver: ${booking.trip_details.driver_name}, ${booking.trip_details.driver_mobile}; vehicle ${booking.trip_details.vehicle_registration}`,
    );
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
