import { useQuery } from '@tanstack/react-query';
import type { LeadEvent } from '@shared/leads/management';
import { Spinner } from '@/components/ui/spinner';
import { leadActivityQueryOptions } from '@/features/leads/api';
import { DetailCard } from '@/features/leads/components/detail-card';
import { actorText, collectStaffNames, eventText } from '@/features/leads/event-text';
import { formatDateTime } from '@/features/leads/format';

type LeadActivityProps = {
  leadId: number;
  /** Names the page already knows (staff accounts, the assignee, the viewer). */
  knownNames: { id: number | null; name: string | null }[];
};

function EventItem({ event, names }: { event: LeadEvent; names: Map<number, string> }) {
  return (
    <li className="relative border-l pl-4">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-1 size-2 rounded-full bg-primary"
      />
      <p className="text-sm">
        <span className="font-medium">{actorText(event)}</span> {eventText(event, names)}
      </p>
      {event.kind === 'note' && event.to_value && (
        <p className="mt-1 text-sm whitespace-pre-wrap text-muted-foreground">“{event.to_value}”</p>
      )}
      <time dateTime={event.created_at} className="text-xs text-muted-foreground">
        {formatDateTime(event.created_at)}
      </time>
    </li>
  );
}

/** The lead's history: who changed what, when (oldest first, as it happened). */
export function LeadActivity({ leadId, knownNames }: LeadActivityProps) {
  const activity = useQuery(leadActivityQueryOptions(leadId));
  const actors = (activity.data ?? []).map((event) => ({
    id: event.actor_id,
    name: event.actor_name,
  }));
  const names = collectStaffNames([...actors, ...knownNames]);
  return (
    <DetailCard title="History">
      {activity.isPending && <Spinner>Loading history...</Spinner>}
      {activity.isError && <p className="text-sm text-destructive">Failed to fetch history</p>}
      {activity.data && (
        <ol aria-label="History" className="flex flex-col gap-4">
          {activity.data.map((event) => (
            <EventItem key={event.id} event={event} names={names} />
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
