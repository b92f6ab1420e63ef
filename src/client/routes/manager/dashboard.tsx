import { useAuth } from '@/features/auth/use-auth';
import { ManagerDashboard } from '@/features/dashboard/components/manager-dashboard';
import { leadPath } from '@/features/leads/lead-paths';

const managerLeadHref = (id: number) => leadPath('manager', id);

/** /manager. The signed-in manager's own live figures (docs/product.md#manager-dashboard). */
export function ManagerDashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <p className="text-muted-foreground">
        Welcome back, <span className="font-medium text-foreground">{user?.name}</span>. Here is
        where your leads stand.
      </p>
      <ManagerDashboard leadHref={managerLeadHref} />
    </>
  );
}

export { ManagerDashboardPage as Component };
