import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CircleCheck, FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { BOOKING_STATUS_LABELS, type BookingView } from '@shared/bookings/booking';
import { bookingTerms, formatBookingEuro } from '@shared/bookings/terms';
import { formatDateTime } from '@shared/dates';
import { countsInTotal, quoteLineName } from '@shared/marketplace/quote-lines';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ItineraryDays } from '@/features/trips';
import { bookingDownloads, bookingQueryOptions, useAcceptTerms } from '../api';
import { BookingChanges } from './booking-changes';
import { BookingContacts } from './booking-contacts';
import { CancelBooking } from './cancel-booking';

function PriceLines({ booking }: { booking: BookingView }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Price lines</caption>
      <tbody>
        {booking.lines.map((line, index) => (
          <tr key={index} className="border-b align-top">
            <th scope="row" className="py-1 pr-2 text-left font-medium text-gray-900">
              {quoteLineName(line)}
            </th>
            <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">
              {formatBookingEuro(line.amount_eur)}
              {line.kind === 'standby' && ' per hour'}
            </td>
            <td className="py-1 text-gray-700">
              {countsInTotal(line) ? 'in the total' : 'charged only if it arises'}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1 pr-2 text-left font-semibold text-gray-900">
            Total
          </th>
          <td className="py-1 pr-2 text-right font-semibold tabular-nums">
            {formatBookingEuro(booking.total_eur)}
          </td>
          <td />
        </tr>
      </tbody>
    </table>
  );
}

function TermsAcceptance({ token, booking }: { token: string; booking: BookingView }) {
  const accept = useAcceptTerms(token);
  async function onAccept() {
    try {
      await accept.mutateAsync();
      toast.success('You accepted the terms');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not record your acceptance');
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-gray-900">Terms</h3>
      <ul className="list-disc pl-5 text-gray-800">
        {bookingTerms(booking).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {booking.terms_accepted_at ? (
        <p className="flex items-center gap-2 font-medium text-green-900">
          <CircleCheck aria-hidden="true" className="size-5" />
          You accepted the terms on {formatDateTime(booking.terms_accepted_at)}.
        </p>
      ) : (
        booking.status !== 'cancelled' && (
          <Button
            className="self-start"
            onClick={() => void onAccept()}
            disabled={accept.isPending}
          >
            {accept.isPending ? 'Accepting...' : 'Accept the terms'}
          </Button>
        )
      )}
    </div>
  );
}

/**
 * The booking a choice made (docs/product.md#bookings): its status, itinerary, price, terms to
 * accept, both contacts, the driver from 48 h before, and the PDF and calendar downloads.
 */
export function BookingSection({ token }: { token: string }) {
  const query = useQuery(bookingQueryOptions(token));
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border bg-white p-5 text-gray-800">
        Your booking could not be loaded. {query.error.message}
      </p>
    );
  }
  if (!query.data) return <Spinner className="py-6">Loading your booking...</Spinner>;
  const booking = query.data;
  const downloads = bookingDownloads(token);
  return (
    <section
      id="booking"
      aria-labelledby="booking-heading"
      className="flex flex-col gap-5 rounded-xl border bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="booking-heading" className="text-2xl font-semibold text-gray-900">
          Your booking {booking.reference}
        </h2>
        <Badge variant={booking.status === 'cancelled' ? 'destructive' : 'secondary'}>
          {BOOKING_STATUS_LABELS[booking.status]}
        </Badge>
      </div>
      <p className="text-gray-700">
        {booking.vehicle_type}, {booking.seats} seats, with {booking.company.name}, for{' '}
        {booking.number_of_people} people.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={downloads.pdf} download>
            <FileDown aria-hidden="true" /> Download the confirmation (PDF)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={downloads.ics} download>
            <CalendarPlus aria-hidden="true" /> Add to your calendar (.ics)
          </a>
        </Button>
      </div>
      <ItineraryDays itinerary={booking.itinerary} />
      <PriceLines booking={booking} />
      <TermsAcceptance token={token} booking={booking} />
      <BookingContacts booking={booking} />
      <BookingChanges side="customer" token={token} booking={booking} />
      <CancelBooking token={token} booking={booking} />
    </section>
  );
}
