import { ClipboardList, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { ROLE_IDS } from '@shared/users/users';
import { RequireRole } from '@/features/auth/components/require-role';
import { paths } from '@/lib/paths';
import { StaffShell } from '@/app/layouts/staff-shell';
import type { StaffNavItem } from '@/app/layouts/staff-sidebar';

const managerNav: readonly StaffNavItem[] = [
  { label: 'Dashboard', to: paths.manager.dashboard, icon: LayoutDashboard, end: true },
  { label: 'My Leads', to: paths.manager.leads(), icon: ClipboardList },
  { label: 'Security', to: paths.manager.security, icon: ShieldCheck },
];

const MANAGER_ONLY = [ROLE_IDS.manager] as const;

/** /manager/* — managers only (docs/product.md#roles). */
export function ManagerLayout() {
  return (
    <RequireRole allow={MANAGER_ONLY}>
      <StaffShell panelTitle="Manager Panel" roleLabel="Manager" navItems={managerNav} />
    </RequireRole>
  );
}
