import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { publicRoutes } from '@/app/routes/public-routes';
import { isSectionPath } from '@/app/routes/section-paths';

/** The app's root route (layout, error screen, not-found page) around `children`. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteError />,
    children: [
      ...children,
      {
        path: '*',
        lazy: async () => {
          const { Component } = await import('@/routes/not-found');
          return { Component };
        },
      },
    ],
  };
}

let sectionRoutes: Promise<RouteObject[]> | undefined;

/** The back office's and the workspace's route tables, loaded once. */
function loadSectionRoutes(): Promise<RouteObject[]> {
  sectionRoutes ??= Promise.all([
    import('@/app/routes/staff-routes'),
    import('@/app/routes/workspace-routes'),
  ]).then(([staff, workspace]) => [...staff.staffRoutes, ...workspace.workspaceRoutes]);
  return sectionRoutes;
}

/**
 * The browser's router. The public pages' routes are in the first load; the back office's and
 * the workspace's route tables (`app-routes.tsx` has them all, for tests) are added when a
 * navigation heads for one of their paths (decision 036), so no staff or company route enters
 * the public first load, however many they grow to. Their pages were lazy already.
 */
export function createAppRouter() {
  return createBrowserRouter([rootRoute(publicRoutes)], {
    async patchRoutesOnNavigation({ path, patch }) {
      if (isSectionPath(path)) patch('root', await loadSectionRoutes());
    },
  });
}
