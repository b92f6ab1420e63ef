import { Link } from 'react-router';
import { formatShortDate } from '@shared/dates';
import type { ManagerDashboard } from '@shared/leads/management';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';

const STATUS_WORDS = { new: 'New', contacted: 'Contacted', quoted: 'Quoted' } as const;

type TodaysTasksProps = {
  tasks: ManagerDashboard['todays_tasks'];
  leadHref: (id: number) => string;
};

/** The signed-in user's open leads, soonest journey first: what to work on today. */
export function TodaysTasks({ tasks, leadHref }: TodaysTasksProps) {
  return (
    <DashboardSection title="Today's Tasks">
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open leads assigned to you.</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {tasks.map((lead) => {
            const status = lead.status in STATUS_WORDS ? lead.status : 'new';
            const next =
              status === 'new'
                ? 'Make contact'
                : status === 'contacted'
                  ? 'Send a quote'
                  : 'Follow up the quote';
            return (
              <li key={lead.id} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
                <Link
                  to={leadHref(lead.id)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {lead.full_name}
                </Link>
                <span className="text-sm">
                  {next}: {lead.pickup_location} to {lead.dropoff_location}
                </span>
                <span className="text-xs text-muted-foreground">
                  Travels {formatShortDate(lead.date_of_travel)} ·{' '}
                  {STATUS_WORDS[status as keyof typeof STATUS_WORDS]}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
