import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { publicRoutes } from '@/app/routes/public-routes';
import { staffRoutes } from '@/app/routes/staff-routes';
import { workspaceRoutes } from '@/app/routes/workspace-routes';

/**
 * The route table, exported separately so tests can mount it in a memory router. Pages are
 * code-split via `lazy` so the landing page bundle doesn't carry the admin area.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      ...staffRoutes,
      ...workspaceRoutes,
      {
        path: '*',
        lazy: async () => {
          const { Component } = await import('@/routes/not-found');
          return { Component };
        },
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
