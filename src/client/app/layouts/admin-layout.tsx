import {
  BusFront,
  ClipboardList,
  Euro,
  FileText,
  Inbox,
  LayoutDashboard,
  Mail,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { ROLE_IDS } from '@shared/users/users';
import { RequireRole } from '@/features/auth/components/require-role';
import { paths } from '@/lib/paths';
import { StaffShell } from '@/app/layouts/staff-shell';
import type { StaffNavItem } from '@/app/layouts/staff-sidebar';

const adminNav: readonly StaffNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Home Page Management', to: paths.admin.homeEditor, icon: FileText },
  { label: 'Lead Management', to: paths.admin.leads, icon: ClipboardList },
  { label: 'Bus Companies', to: paths.admin.operators, icon: BusFront },
  { label: 'Prices', to: paths.admin.prices, icon: Euro },
  { label: 'User Management', to: paths.admin.users, icon: Users },
  { label: 'Messages', to: paths.admin.messages, icon: Inbox },
  { label: 'Outbox', to: paths.admin.outbox, icon: Mail },
  { label: 'Security', to: paths.admin.security, icon: ShieldCheck },
];

const ADMIN_ONLY = [ROLE_IDS.admin] as const;

/** /admin/* — admins only (docs/product.md#roles). */
export function AdminLayout() {
  return (
    <RequireRole allow={ADMIN_ONLY}>
      <StaffShell panelTitle="Admin Panel" roleLabel="Admin" navItems={adminNav} />
    </RequireRole>
  );
}
