import type { LucideIcon } from 'lucide-react';
import { Bus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';

export type StaffNavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (a dashboard), not on everything below it. */
  end?: boolean;
};

function isActive(pathname: string, { to, end }: StaffNavItem): boolean {
  return end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

type StaffSidebarProps = {
  title: string;
  items: readonly StaffNavItem[];
  userName: string;
  userEmail: string;
};

/**
 * The panel's navigation (docs/product.md#staff-shell): collapses to icons, a drawer below 768 px.
 */
export function StaffSidebar({ title, items, userName, userEmail }: StaffSidebarProps) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();

  return (
    <Sidebar collapsible="icon" mobileTitle={title} mobileDescription={`${title} navigation`}>
      <SidebarHeader>
        <div className="flex h-10 items-center gap-2 px-1">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
            <Bus aria-hidden="true" className="size-4" />
          </span>
          <span className="truncate font-semibold group-data-[collapsible=icon]:hidden">
            {title}
          </span>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={title}>
          <SidebarGroup>
            <SidebarGroupContent>
              <SidebarMenu>
                {items.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton
                      asChild
                      isActive={isActive(pathname, item)}
                      tooltip={item.label}
                    >
                      {/* Close the mobile drawer once a destination is chosen. */}
                      <Link to={item.to} onClick={() => setOpenMobile(false)}>
                        <item.icon aria-hidden="true" />
                        <span>{item.label}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <div className="flex min-w-0 flex-col px-2 py-1 text-sm group-data-[collapsible=icon]:hidden">
          <span className="truncate font-medium">{userName}</span>
          <span className="truncate text-xs text-muted-foreground">{userEmail}</span>
        </div>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
