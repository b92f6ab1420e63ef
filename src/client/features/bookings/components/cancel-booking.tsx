import { useId, useState } from 'react';
import { toast } from 'sonner';
import { type BookingView, cancelBookingSchema } from '@shared/bookings/booking';
import { formatBookingEuro } from '@shared/bookings/terms';
import { formatDateTime } from '@shared/dates';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCancelBooking } from '../api';

/**
 * The customer's cancellation (docs/product.md#bookings): a reason for the company, then the
 * charge under the accepted scale; once cancelled, what was recorded.
 */
export function CancelBooking({ token, booking }: { token: string; booking: BookingView }) {
  const cancel = useCancelBooking(token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  if (booking.status === 'cancelled') {
    return (
      <p className="rounded-md bg-red-50 p-3 text-red-950">
        Cancelled{booking.cancelled_at ? ` on ${formatDateTime(booking.cancelled_at)}` : ''}.
        {booking.cancellation_charge_eur !== null &&
          ` Charge under the accepted terms: ${formatBookingEuro(booking.cancellation_charge_eur)}.`}
      </p>
    );
  }
  if (booking.status === 'completed') return null;
  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Cancel the booking
      </Button>
    );
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = cancelBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    setError(null);
    try {
      await cancel.mutateAsync(parsed.data.reason);
      toast.success('Your booking is cancelled');
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not cancel the booking');
    }
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Label htmlFor={fieldId}>Why are you cancelling?</Label>
      <Textarea
        id={fieldId}
        value={reason}
        maxLength={1000}
        aria-invalid={error !== null}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="text-sm text-gray-700">
        The company is told at once. The charge follows the cancellation terms above.
      </p>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Confirm the cancellation'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Keep the booking
        </Button>
      </div>
    </form>
  );
}
