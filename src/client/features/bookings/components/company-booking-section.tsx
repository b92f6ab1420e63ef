import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, FileDown } from 'lucide-react';
import { BOOKING_STATUS_LABELS } from '@shared/bookings/booking';
import { formatBookingEuro } from '@shared/bookings/terms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { bookingDownloads, companyBookingQueryOptions } from '../api';
import { BookingChanges } from './booking-changes';
import { CancelBooking } from './cancel-booking';
import { TripDetailsForm } from './trip-details-form';

/**
 * The chosen company's booking on its link page (docs/product.md#bookings): reference, status,
 * the confirmation and calendar downloads, the driver and vehicle it gives for the trip, change
 * requests either way, and its own cancellation (docs/product.md#booking-changes).
 */
export function CompanyBookingSection({ token }: { token: string }) {
  const query = useQuery(companyBookingQueryOptions(token));
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border bg-white p-5 text-gray-800">
        The booking could not be loaded. {query.error.message}
      </p>
    );
  }
  if (!query.data) return <Spinner className="py-6">Loading the booking...</Spinner>;
  const booking = query.data;
  const downloads = bookingDownloads(token, 'company');
  return (
    <section
      aria-labelledby="company-booking-heading"
      className="flex flex-col gap-5 rounded-xl border bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="company-booking-heading" className="text-2xl font-semibold text-gray-900">
          Booking {booking.reference}
        </h2>
        <Badge variant={booking.status === 'cancelled' ? 'destructive' : 'secondary'}>
          {BOOKING_STATUS_LABELS[booking.status]}
        </Badge>
      </div>
      <p className="text-gray-700">
        {booking.vehicle_type}, {booking.seats} seats, for {booking.number_of_people} people. Total{' '}
        {formatBookingEuro(booking.total_eur)}.
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
      <TripDetailsForm token={token} booking={booking} />
      <BookingChanges side="company" token={token} booking={booking} />
      <CancelBooking side="company" token={token} booking={booking} />
    </section>
  );
}
