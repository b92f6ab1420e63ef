import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { fetchCurrentUser } from '@/features/auth/api';
import { authStore, registerUnauthorizedHandler } from '@/features/auth/auth-store';
import { NoAccess } from '@/features/auth/components/no-access';
import { useAuth } from '@/features/auth/use-auth';
import { paths } from '@/lib/paths';

/** How long a confirmed profile is trusted before the guard asks the server again. */
const PROFILE_STALE_MS = 5 * 60 * 1000;

/**
 * The stored user may be stale (role changed, account deactivated, token revoked elsewhere):
 * ask the server once per visit. A 401 ends the session through the unauthorized handler.
 */
function useProfileRefresh(token: string | null): void {
  const { data } = useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    enabled: token !== null,
    staleTime: PROFILE_STALE_MS,
  });
  useEffect(() => {
    if (data) authStore.setUser(data);
  }, [data]);
}

type RequireRoleProps = {
  /** role_id values allowed through (docs/product.md#roles). */
  allow: readonly number[];
  /** What to render when allowed; defaults to the child routes. */
  children?: ReactNode;
};

/**
 * Route guard (docs/product.md#route-guards). Navigation only — the server checks every request.
 * No session → /login remembering this page; a role that may not enter → "You don't have access
 * to this page" with a link to its own dashboard.
 */
export function RequireRole({ allow, children }: RequireRoleProps) {
  const { token, user, signedOut } = useAuth();
  const location = useLocation();

  useEffect(() => registerUnauthorizedHandler(), []);
  useProfileRefresh(token);

  if (!token || !user) {
    const origin = `${location.pathname}${location.search}`;
    return <Navigate to={signedOut ? paths.login() : paths.login(origin)} replace />;
  }
  if (user.role_id === null || !allow.includes(user.role_id)) {
    return <NoAccess roleId={user.role_id} />;
  }
  return children ?? <Outlet />;
}
