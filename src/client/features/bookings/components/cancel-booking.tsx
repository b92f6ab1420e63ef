import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type BookingView,
  cancelBookingSchema,
  companyCancelBookingSchema,
} from '@shared/bookings/booking';
import type { ChangeSide } from '@shared/bookings/changes';
import { formatBookingEuro } from '@shared/bookings/terms';
import { formatDateTime } from '@shared/dates';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCancelBooking } from '../api';

const WORDS = {
  customer: {
    schema: cancelBookingSchema,
    told: 'The company is told at once. The charge follows the cancellation terms above.',
    done: 'Your booking is cancelled',
  },
  company: {
    schema: companyCancelBookingSchema,
    told: 'The customer is told at once and is not charged.',
    done: 'The booking is cancelled. The customer has been told.',
  },
} as const;

function CancelledNote({ booking, side }: { booking: BookingView; side: ChangeSide }) {
  const by =
    booking.cancelled_by === null || booking.cancelled_by === side
      ? ''
      : booking.cancelled_by === 'company'
        ? ` by ${booking.company.name}`
        : ' by the customer';
  return (
    <p className="rounded-md bg-red-50 p-3 text-red-950">
      Cancelled{by}
      {booking.cancelled_at ? ` on ${formatDateTime(booking.cancelled_at)}` : ''}.
      {booking.cancel_reason && ` Reason: ${booking.cancel_reason}`}
      {booking.cancellation_charge_eur !== null &&
        ` Charge under the accepted terms: ${formatBookingEuro(booking.cancellation_charge_eur)}.`}
    </p>
  );
}

/**
 * A cancellation by either side (docs/product.md#bookings, #booking-changes): a reason for the
 * other side; the customer's carries the charge under the accepted scale, the company's none.
 * Once cancelled, what was recorded.
 */
export function CancelBooking({
  token,
  booking,
  side = 'customer',
}: {
  token: string;
  booking: BookingView;
  side?: ChangeSide;
}) {
  const cancel = useCancelBooking(side, token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const words = WORDS[side];

  if (booking.status === 'cancelled') return <CancelledNote booking={booking} side={side} />;
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
    const parsed = words.schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    setError(null);
    try {
      await cancel.mutateAsync(parsed.data.reason);
      toast.success(words.done);
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
      <p className="text-sm text-gray-700">{words.told}</p>
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
