import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';
import { useExportLeads } from '@/features/leads/export';
import { leadPath } from '@/features/leads/lead-paths';
import { usersQueryOptions } from '@/features/users/api';
import { UserSummaryCards } from '@/features/users/components/user-summary-cards';
import { summarizeUsers } from '@/features/users/filter-users';

const adminLeadHref = (id: number) => leadPath('admin', id);

/**
 * /admin. Live figures only (docs/product.md#admin-dashboard): the lead dashboard from the server,
 * with the staff account counts beneath it.
 */
export function AdminDashboardPage() {
  const { user } = useAuth();
  const usersQuery = useQuery(usersQueryOptions());
  const exporter = useExportLeads();
  const users = usersQuery.data;
  const summary = users ? summarizeUsers(users) : undefined;
  const staffNames = useMemo(
    () => new Map((users ?? []).map((account) => [account.id, account.name])),
    [users],
  );

  return (
    <>
      <p className="text-muted-foreground">
        Welcome back, <span className="font-medium text-foreground">{user?.name}</span>. Here is how
        the leads are doing.
      </p>
      <AdminDashboard
        leadHref={adminLeadHref}
        staffNames={staffNames}
        onExport={() => exporter.mutate({ filters: {} })}
        exporting={exporter.isPending}
      >
        <section aria-labelledby="accounts-heading" className="flex flex-col gap-4">
          <h2 id="accounts-heading" className="text-lg font-semibold">
            Staff accounts
          </h2>
          {usersQuery.isError ? (
            <p role="alert" className="text-destructive">
              Failed to fetch users
            </p>
          ) : (
            <UserSummaryCards summary={summary} headingLevel="h3" />
          )}
        </section>
      </AdminDashboard>
    </>
  );
}

export { AdminDashboardPage as Component };
