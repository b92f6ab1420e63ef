import { LogOut } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { useAuth, useLogout } from '@/features/auth/use-auth';
import { StaffSidebar, type StaffNavItem } from '@/app/layouts/staff-sidebar';

/** What a staff route puts in its `handle` to name itself in the shell's header. */
export type StaffRouteHandle = { title: string };

function hasTitle(handle: unknown): handle is StaffRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<StaffRouteHandle>).title === 'string'
  );
}

/** The deepest matched route's `handle.title`, so each page names itself in the route table. */
function usePageTitle(fallback: string): string {
  const matches = useMatches();
  const titled = matches.findLast((match) => hasTitle(match.handle));
  return titled && hasTitle(titled.handle) ? titled.handle.title : fallback;
}

type StaffShellProps = {
  panelTitle: string;
  roleLabel: string;
  navItems: readonly StaffNavItem[];
  /** A notice above every page of the area (the workspace's insurance banner). */
  banner?: ReactNode;
};

/**
 * The admin and manager frame (docs/product.md#staff-shell): sidebar, and a header with the page
 * title, the role badge and Logout. Only rendered behind `RequireRole`, so a user is always
 * present.
 */
export function StaffShell({ panelTitle, roleLabel, navItems, banner }: StaffShellProps) {
  const { user, loading } = useAuth();
  const logout = useLogout();
  const title = usePageTitle(panelTitle);

  useEffect(() => {
    document.title = `${title} — ${panelTitle} — Coach Hire Ireland`;
  }, [title, panelTitle]);

  return (
    <SidebarProvider>
      <StaffSidebar
        title={panelTitle}
        items={navItems}
        userName={user?.name ?? ''}
        userEmail={user?.email ?? ''}
      />
      <SidebarInset id="main" tabIndex={-1} className="outline-none">
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-3 border-b bg-background px-4">
          <SidebarTrigger className="-ml-1" />
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h1>
          <Badge variant="secondary">{roleLabel}</Badge>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={loading}
            onClick={() => void logout()}
          >
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </header>
        <div className="flex flex-1 flex-col gap-6 p-4 md:p-6">
          {banner}
          <Outlet />
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
