import { queryOptions } from '@tanstack/react-query';
import { adminDashboardSchema, managerDashboardSchema } from '@shared/leads/management';
import { apiGet } from '@/lib/api-client';

/** Every dashboard query starts with this, so a change to any lead can mark them all stale. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  admin: ['dashboard', 'admin'] as const,
  manager: ['dashboard', 'manager'] as const,
};

/** `GET /dashboard/admin`: the whole business's figures (admin only). */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.admin,
    queryFn: async ({ signal }) =>
      adminDashboardSchema.parse(await apiGet<unknown>('/dashboard/admin', { signal })),
  });
}

/** `GET /dashboard/manager`: the signed-in staff member's own figures. */
export function managerDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.manager,
    queryFn: async ({ signal }) =>
      managerDashboardSchema.parse(await apiGet<unknown>('/dashboard/manager', { signal })),
  });
}
