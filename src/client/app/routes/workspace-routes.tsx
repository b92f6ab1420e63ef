import type { RouteObject } from 'react-router';
import type { StaffRouteHandle } from '@/app/layouts/staff-shell';

/**
 * A bus company's workspace (/operator, docs/product.md#company-accounts): lazy like the back
 * office, so none of it enters the public bundle. Each page names itself through `handle.title`.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: 'operator',
    lazy: async () => {
      const { WorkspaceLayout } = await import('@/app/layouts/workspace-layout');
      return { Component: WorkspaceLayout };
    },
    children: [
      {
        index: true,
        handle: { title: 'Invitations' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/invitations');
          return { Component };
        },
      },
      {
        path: 'invitations/:id',
        handle: { title: 'Invitation' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/invitation');
          return { Component };
        },
      },
      {
        path: 'quotes',
        handle: { title: 'Quotes' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/quotes');
          return { Component };
        },
      },
      {
        path: 'jobs',
        handle: { title: 'Jobs' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/jobs');
          return { Component };
        },
      },
      {
        path: 'availability',
        handle: { title: 'Availability' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/availability');
          return { Component };
        },
      },
      {
        path: 'performance',
        handle: { title: 'Performance' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/performance');
          return { Component };
        },
      },
      {
        path: 'ratings',
        handle: { title: 'Ratings' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/ratings');
          return { Component };
        },
      },
      {
        path: 'profile',
        handle: { title: 'Company profile' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/profile');
          return { Component };
        },
      },
      {
        path: 'team',
        handle: { title: 'Team' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/operator/team');
          return { Component };
        },
      },
      {
        path: 'security',
        handle: { title: 'Security' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/staff-security');
          return { Component };
        },
      },
      {
        path: '*',
        handle: { title: 'Page not found' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/app/layouts/staff-not-found');
          return { Component };
        },
      },
    ],
  },
];
