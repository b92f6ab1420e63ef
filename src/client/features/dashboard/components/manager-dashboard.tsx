import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, Inbox, ListChecks, Percent, PhoneCall, Send } from 'lucide-react';
import { managerDashboardQueryOptions } from '@/features/dashboard/api';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { LeadsPerDayChart } from '@/features/dashboard/components/leads-per-day-chart';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { TodaysTasks } from '@/features/dashboard/components/todays-tasks';
import { paths } from '@/lib/paths';

type ManagerDashboardProps = { leadHref: (id: number) => string };

const leadsList = paths.manager.leads();

/** /manager (docs/product.md#manager-dashboard): the signed-in manager's own live figures. */
export function ManagerDashboard({ leadHref }: ManagerDashboardProps) {
  const dashboard = useQuery(managerDashboardQueryOptions());
  const data = dashboard.data;
  const week = data?.this_week;

  return (
    <div className="flex flex-col gap-6">
      <DashboardOverview
        error={dashboard.error?.message}
        onRetry={() => void dashboard.refetch()}
        label="My figures"
        stats={[
          { label: 'My Leads', value: data?.my_leads, icon: Inbox, hint: 'Assigned to you' },
          {
            label: 'Pending Response',
            value: data?.pending_response,
            icon: Clock,
            hint: 'New leads awaiting first contact',
          },
          { label: 'Converted', value: data?.converted, icon: CircleCheck, hint: 'Booked' },
          {
            label: 'Success Rate',
            value: data && `${data.success_rate}%`,
            icon: Percent,
            hint: 'Converted out of your leads',
          },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <QuickActions
          actions={[
            { label: 'View All Leads', icon: ListChecks, to: leadsList },
            { label: 'Follow Up Leads', icon: PhoneCall, to: paths.manager.leads('followup') },
            {
              label: 'Send Quotes',
              icon: Send,
              to: `${leadsList}?status=contacted&assigned_to=me`,
            },
          ]}
        />
        {data ? (
          <TodaysTasks tasks={data.todays_tasks} leadHref={leadHref} />
        ) : (
          <DashboardSection title="Today's Tasks">
            <div className="h-24" />
          </DashboardSection>
        )}
        <DashboardSection title="This Week's Performance">
          <dl className="grid grid-cols-3 gap-3 text-center">
            {[
              { label: 'New Leads', value: week?.new_leads },
              { label: 'Contacted', value: week?.contacted },
              { label: 'Converted', value: week?.converted },
            ].map(({ label, value }) => (
              <div key={label} className="flex flex-col-reverse gap-1 rounded-md bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-bold">{value ?? '–'}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            Your leads received, and the leads you contacted or converted, in the last 7 days.
          </p>
        </DashboardSection>
      </div>
      <DashboardSection title="My Leads per Day (last 30 days)">
        {data ? <LeadsPerDayChart days={data.leads_per_day} /> : <div className="h-40" />}
      </DashboardSection>
    </div>
  );
}
