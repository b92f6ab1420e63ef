import {
  Building2,
  CalendarCheck,
  CalendarX2,
  ChartNoAxesColumn,
  Inbox,
  ReceiptText,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { ROLE_IDS } from '@shared/users/users';
import { RequireRole } from '@/features/auth/components/require-role';
import { InsuranceBanner } from '@/features/workspace/profile/components/insurance-status';
import { paths } from '@/lib/paths';
import { StaffShell } from '@/app/layouts/staff-shell';
import type { StaffNavItem } from '@/app/layouts/staff-sidebar';

/** One entry per workspace page, in the order a dispatcher uses them. */
const workspaceNav: readonly StaffNavItem[] = [
  { label: 'Invitations', to: paths.operator.home, icon: Inbox, end: true },
  { label: 'Quotes', to: paths.operator.quotes, icon: ReceiptText },
  { label: 'Jobs', to: paths.operator.jobs, icon: CalendarCheck },
  { label: 'Availability', to: paths.operator.availability, icon: CalendarX2 },
  { label: 'Performance', to: paths.operator.performance, icon: ChartNoAxesColumn },
  { label: 'Ratings', to: paths.operator.ratings, icon: Star },
  { label: 'Profile', to: paths.operator.profile, icon: Building2 },
  { label: 'Team', to: paths.operator.team, icon: Users },
  { label: 'Security', to: paths.operator.security, icon: ShieldCheck },
];

const COMPANY_ONLY = [ROLE_IDS.company] as const;

/**
 * /operator/* — a bus company's own workspace, for its users only (docs/product.md#company-accounts).
 * The same frame as the back office: on a phone the navigation folds into a menu.
 */
export function WorkspaceLayout() {
  return (
    <RequireRole allow={COMPANY_ONLY}>
      <StaffShell
        panelTitle="Company Workspace"
        roleLabel="Bus company"
        navItems={workspaceNav}
        banner={<InsuranceBanner />}
      />
    </RequireRole>
  );
}
