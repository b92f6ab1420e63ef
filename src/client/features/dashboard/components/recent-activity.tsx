import { Link } from 'react-router';
import { formatDaysAgo, formatTime } from '@shared/dates';
import type { AdminDashboard } from '@shared/leads/management';
import { activityText } from '@/features/dashboard/activity-text';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';

type RecentActivityProps = {
  events: AdminDashboard['recent_activity'];
  names: ReadonlyMap<number, string>;
  leadHref: (id: number) => string;
  now: Date;
};

/** The latest changes to any lead, each linking to the lead. */
export function RecentActivity({ events, names, leadHref, now }: RecentActivityProps) {
  return (
    <DashboardSection title="Recent Activity">
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity yet.</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {events.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
              <Link
                to={leadHref(event.lead_id)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {event.lead_name}
              </Link>
              <span className="text-sm">{activityText(event, names)}</span>
              <time dateTime={event.created_at} className="text-xs text-muted-foreground">
                {formatDaysAgo(event.created_at, now)}, {formatTime(event.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
