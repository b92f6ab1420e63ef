import type { RouteObject } from 'react-router';
import { rootRoute } from '@/app/router';
import { publicRoutes } from '@/app/routes/public-routes';
import { staffRoutes } from '@/app/routes/staff-routes';
import { workspaceRoutes } from '@/app/routes/workspace-routes';

/**
 * Every route at once, for tests that mount the app in a memory router. The browser's router
 * (`createAppRouter`) starts with the public routes and adds the others on navigation.
 */
export const appRoutes: RouteObject[] = [
  rootRoute([...publicRoutes, ...staffRoutes, ...workspaceRoutes]),
];
