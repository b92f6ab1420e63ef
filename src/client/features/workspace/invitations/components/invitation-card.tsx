import { ArrowRight, CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { WorkspaceInvitation } from '@shared/workspace/invitations';
import { formatDistanceKm } from '@shared/places/places';
import { formatEuro, formatTravelDate } from '@/features/marketplace';
import { isAwaitingQuote } from '@/features/workspace/invitations/format';
import { InvitationStatusBadge } from '@/features/workspace/invitations/components/invitation-status-badge';
import { TimeLeft } from '@/features/workspace/invitations/components/time-left';
import { paths } from '@/lib/paths';

/** One invitation in the list: the journey at a glance, its status and the time left to quote. */
export function InvitationCard({ invitation }: { invitation: WorkspaceInvitation }) {
  const { journey, quote } = invitation;
  const headingId = `invitation-${invitation.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="flex min-w-0 flex-col text-base font-semibold text-gray-900">
          <span className="text-sm font-medium text-gray-600">{journey.reference}</span>
          <Link
            to={paths.operator.invitation(invitation.id)}
            className="break-words after:absolute after:inset-0 focus-visible:outline-none"
          >
            {journey.pickup_location} <ArrowRight aria-hidden="true" className="inline size-4" />
            <span className="sr-only">to</span> {journey.dropoff_location}
          </Link>
        </h2>
        <InvitationStatusBadge status={invitation.status} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatTravelDate(journey.date_of_travel)} at {journey.pickup_time}
          {journey.is_return_trip ? ' · Return' : ' · One way'}
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {journey.number_of_people} people
        </li>
        {journey.distance > 0 && (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {formatDistanceKm(journey.distance)} km
          </li>
        )}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isAwaitingQuote(invitation) ? <TimeLeft deadline={invitation.deadline} /> : <span />}
        {quote && (
          <p className="text-sm text-gray-700">
            Your quote <span className="font-semibold">{formatEuro(quote.price_eur)}</span> ·
            Revision {quote.revision}
          </p>
        )}
      </div>
    </article>
  );
}
