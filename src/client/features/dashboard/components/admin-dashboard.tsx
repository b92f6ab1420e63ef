import { useQuery } from '@tanstack/react-query';
import {
  CalendarRange,
  Clock,
  Download,
  Inbox,
  ListChecks,
  Percent,
  SearchX,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { adminDashboardQueryOptions } from '@/features/dashboard/api';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { LeadsPerDayChart } from '@/features/dashboard/components/leads-per-day-chart';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
import { paths } from '@/lib/paths';

type AdminDashboardProps = {
  leadHref: (id: number) => string;
  /** Staff names by id, for assignment events. */
  staffNames: ReadonlyMap<number, string>;
  /** Downloads every lead as CSV (the list's filtered export with no filters). */
  onExport: () => void;
  exporting: boolean;
  /** Further sections the route adds (staff accounts). */
  children?: ReactNode;
};

/** /admin (docs/product.md#admin-dashboard): the cards, computed from the stored leads. */
export function AdminDashboard(props: AdminDashboardProps) {
  const { leadHref, staffNames, onExport, exporting, children } = props;
  const dashboard = useQuery(adminDashboardQueryOptions());
  const data = dashboard.data;
  const [now] = useState(() => new Date());

  return (
    <div className="flex flex-col gap-6">
      <DashboardOverview
        error={dashboard.error?.message}
        onRetry={() => void dashboard.refetch()}
        label="Lead figures"
        stats={[
          {
            label: 'Total Leads',
            value: data?.total_leads,
            icon: Inbox,
            hint: 'All quote requests',
          },
          {
            label: 'This Month',
            value: data?.this_month,
            icon: CalendarRange,
            hint: 'Received since the 1st',
          },
          {
            label: 'Conversion Rate',
            value: data && `${data.conversion_rate}%`,
            icon: Percent,
            hint: 'Converted out of all leads',
          },
          {
            label: 'Pending Quotes',
            value: data?.pending,
            icon: Clock,
            hint: 'New, contacted or quoted',
          },
          {
            label: 'Unmatched Requests',
            value: data?.unmatched,
            icon: SearchX,
            hint: 'Open, no company invited yet',
          },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <DashboardSection title="Leads per Day (last 30 days)" className="gap-4 xl:col-span-2">
          {data ? <LeadsPerDayChart days={data.leads_per_day} /> : <div className="h-40" />}
        </DashboardSection>
        <QuickActions
          actions={[
            { label: 'View All Leads', icon: ListChecks, to: paths.admin.leads },
            { label: 'Pending Leads', icon: Clock, to: `${paths.admin.leads}?status=pending` },
            {
              label: 'Unmatched Requests',
              icon: SearchX,
              to: `${paths.admin.leads}?unmatched=true`,
            },
            {
              label: 'Export Leads',
              icon: Download,
              onClick: onExport,
              pending: exporting,
              pendingLabel: 'Exporting...',
            },
            { label: 'Manage Users', icon: Users, to: paths.admin.users },
          ]}
        />
      </div>
      {data && (
        <RecentActivity
          events={data.recent_activity}
          names={staffNames}
          leadHref={leadHref}
          now={now}
        />
      )}
      {children}
    </div>
  );
}
