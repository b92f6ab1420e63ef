import { isSameSitePath } from '@shared/safe-redirect';
import { ROLE_IDS } from '@shared/users/users';
import { paths } from '@/lib/paths';

/**
 * Admin → /admin, manager → /manager, a bus-company user → /operator, any other role → /
 * (docs/product.md#roles).
 */
export function homePathForRole(roleId: number | null): string {
  if (roleId === ROLE_IDS.admin) return paths.admin.dashboard;
  if (roleId === ROLE_IDS.manager) return paths.manager.dashboard;
  if (roleId === ROLE_IDS.company) return paths.operator.home;
  return paths.home;
}

/** Roles with an area of their own to land in after signing in. */
export function hasOwnArea(roleId: number | null): boolean {
  return homePathForRole(roleId) !== paths.home;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The signed-in areas (back office and the company workspace): where a 401 means "sign in again"
 * (docs/product.md#route-guards).
 */
export function isStaffAreaPath(pathname: string): boolean {
  return (
    isUnder(pathname, paths.admin.dashboard) ||
    isUnder(pathname, paths.manager.dashboard) ||
    isUnder(pathname, paths.operator.home)
  );
}

/** Whether a role may open a path; paths outside the signed-in areas are open to everyone. */
export function canRoleVisit(roleId: number | null, pathname: string): boolean {
  if (isUnder(pathname, paths.admin.dashboard)) return roleId === ROLE_IDS.admin;
  if (isUnder(pathname, paths.manager.dashboard)) return roleId === ROLE_IDS.manager;
  if (isUnder(pathname, paths.operator.home)) return roleId === ROLE_IDS.company;
  return true;
}

/**
 * Where a freshly signed-in user goes: the remembered page when it is safe and their role may
 * open it (a manager bounced from /admin shouldn't land on a forbidden page), else their area.
 */
export function destinationAfterLogin(
  roleId: number | null,
  redirectTo: string | null | undefined,
): string {
  // Same rule as every other redirect parameter in the product (no open redirect).
  if (!isSameSitePath(redirectTo)) return homePathForRole(roleId);
  // Lower-cased because the router matches paths case-insensitively (/ADMIN is /admin).
  const pathname = new URL(redirectTo, 'http://same-site.invalid').pathname.toLowerCase();
  if (pathname === paths.login() || !canRoleVisit(roleId, pathname)) return homePathForRole(roleId);
  return redirectTo;
}
