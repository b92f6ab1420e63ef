import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BookingView } from '@shared/bookings/booking';
import {
  type BookingChange,
  CHANGE_STATUS_LABELS,
  type ChangeAction,
  type ChangeSide,
  changeSummary,
} from '@shared/bookings/changes';
import { formatDateTime } from '@shared/dates';
import { Button } from '@/components/ui/button';
import { bookingChangesQueryOptions, useAnswerChange } from '../api';
import { RequestChangeForm } from './request-change-form';

const DONE: Record<ChangeAction, string> = {
  accept: 'Change accepted. The booking is updated.',
  decline: 'Change declined. The booking stays as it was.',
  withdraw: 'Change request withdrawn',
};

function askerName(change: BookingChange, side: ChangeSide, booking: BookingView) {
  if (change.requested_by === side) return 'You';
  return change.requested_by === 'company' ? booking.company.name : 'The customer';
}

function ChangeDetails({
  change,
  side,
  booking,
}: {
  change: BookingChange;
  side: ChangeSide;
  booking: BookingView;
}) {
  return (
    <>
      <p className="text-sm text-gray-700">
        {askerName(change, side, booking)} asked on {formatDateTime(change.created_at)}
        {change.answered_at &&
          ` · ${CHANGE_STATUS_LABELS[change.status]} on ${formatDateTime(change.answered_at)}`}
      </p>
      <p className="whitespace-pre-line text-gray-900">{change.message}</p>
      <ul className="list-disc pl-5 text-gray-800">
        {changeSummary(change, booking, change.status === 'pending').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

function PendingChange({
  change,
  side,
  token,
  booking,
}: {
  change: BookingChange;
  side: ChangeSide;
  token: string;
  booking: BookingView;
}) {
  const answer = useAnswerChange(side, token);
  const [acting, setActing] = useState<ChangeAction | null>(null);
  const mine = change.requested_by === side;

  async function act(action: ChangeAction) {
    setActing(action);
    try {
      await answer.mutateAsync({ id: change.id, action });
      toast.success(DONE[action]);
    } catch (failure) {
      toast.error(
        failure instanceof Error ? failure.message : 'Could not answer the change request',
      );
    } finally {
      setActing(null);
    }
  }

  return (
    <div
      role="region"
      aria-label="Change request waiting for an answer"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <p className="font-semibold text-amber-950">
        {mine ? 'Your change request is waiting for an answer' : 'A change is asked for'}
      </p>
      <ChangeDetails change={change} side={side} booking={booking} />
      <div className="flex flex-wrap gap-2">
        {mine ? (
          <Button
            variant="outline"
            disabled={answer.isPending}
            onClick={() => void act('withdraw')}
          >
            {acting === 'withdraw' ? 'Withdrawing...' : 'Withdraw the request'}
          </Button>
        ) : (
          <>
            <Button disabled={answer.isPending} onClick={() => void act('accept')}>
              {acting === 'accept' ? 'Accepting...' : 'Accept the change'}
            </Button>
            <Button
              variant="outline"
              disabled={answer.isPending}
              onClick={() => void act('decline')}
            >
              {acting === 'decline' ? 'Declining...' : 'Decline'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * A booking's change requests on either side's page (docs/product.md#booking-changes): the
 * pending one with Accept / Decline for the other side and Withdraw for its asker, the form to
 * ask for one when none is pending, and the history.
 */
export function BookingChanges({
  side,
  token,
  booking,
}: {
  side: ChangeSide;
  token: string;
  booking: BookingView;
}) {
  const query = useQuery(bookingChangesQueryOptions(side, token));
  const [asking, setAsking] = useState(false);
  const changes = query.data ?? [];
  const pending = changes.find((change) => change.status === 'pending');
  const history = changes.filter((change) => change.status !== 'pending');
  const open = booking.status === 'confirmed' || booking.status === 'changed';

  return (
    <section aria-labelledby={`changes-${side}`} className="flex flex-col gap-3">
      <h3 id={`changes-${side}`} className="text-lg font-semibold text-gray-900">
        Changes
      </h3>
      {query.isError && (
        <p role="alert" className="text-gray-800">
          The change requests could not be loaded. {query.error.message}
        </p>
      )}
      {pending && open && (
        <PendingChange change={pending} side={side} token={token} booking={booking} />
      )}
      {open &&
        !pending &&
        query.isSuccess &&
        (asking ? (
          <RequestChangeForm
            side={side}
            token={token}
            booking={booking}
            onDone={() => setAsking(false)}
          />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
            Request a change
          </Button>
        ))}
      {history.length > 0 && (
        <ul aria-label="Earlier change requests" className="flex flex-col gap-2">
          {history.map((change) => (
            <li key={change.id} className="flex flex-col gap-1 rounded-md border p-3">
              <p className="font-medium text-gray-900">{CHANGE_STATUS_LABELS[change.status]}</p>
              <ChangeDetails change={change} side={side} booking={booking} />
            </li>
          ))}
        </ul>
      )}
      {query.isSuccess && changes.length === 0 && !open && (
        <p className="text-gray-700">No changes were asked for.</p>
      )}
    </section>
  );
}
