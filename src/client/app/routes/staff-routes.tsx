import type { RouteObject } from 'react-router';
import type { StaffRouteHandle } from '@/app/layouts/staff-shell';

const notFound: RouteObject = {
  path: '*',
  handle: { title: 'Page not found' } satisfies StaffRouteHandle,
  lazy: async () => {
    const { Component } = await import('@/app/layouts/staff-not-found');
    return { Component };
  },
};

/**
 * Sign-in and the guarded back office (/admin, /manager). Each page is lazy, and so is each
 * area's layout (guard + shell), keeping the back office out of the public bundle. A page names
 * itself through `handle.title`, which the shell shows as its heading.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => {
      const { Component } = await import('@/routes/login');
      return { Component };
    },
  },
  {
    path: 'forgot-password',
    lazy: async () => {
      const { Component } = await import('@/routes/forgot-password');
      return { Component };
    },
  },
  {
    // The link in the password reset email (docs/product.md#password-reset).
    path: 'reset-password/:token',
    lazy: async () => {
      const { Component } = await import('@/routes/reset-password');
      return { Component };
    },
  },
  {
    // The link that approval or a teammate invitation emails (docs/product.md#company-accounts).
    path: 'set-password/:token',
    lazy: async () => {
      const { Component } = await import('@/routes/set-password');
      return { Component };
    },
  },
  {
    path: 'admin',
    lazy: async () => {
      const { AdminLayout } = await import('@/app/layouts/admin-layout');
      return { Component: AdminLayout };
    },
    children: [
      {
        index: true,
        handle: { title: 'Dashboard' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/dashboard');
          return { Component };
        },
      },
      {
        path: 'users',
        handle: { title: 'User Management' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/users');
          return { Component };
        },
      },
      {
        // The link sent to one's own new email (docs/product.md#staff-account-rules).
        path: 'confirm-email/:token',
        handle: { title: 'Confirm Email' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/confirm-email');
          return { Component };
        },
      },
      {
        path: 'home-editor',
        handle: { title: 'Home Page Management' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/home-editor');
          return { Component };
        },
      },
      {
        path: 'home-editor/edit/:slug',
        handle: { title: 'Page Editor' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/page-editor');
          return { Component };
        },
      },
      {
        path: 'leads',
        handle: { title: 'Lead Management' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/leads');
          return { Component };
        },
      },
      {
        path: 'leads/:id',
        handle: { title: 'Lead Details' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/lead-detail');
          return { Component };
        },
      },
      {
        path: 'operators',
        handle: { title: 'Bus Companies' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/operators');
          return { Component };
        },
      },
      {
        path: 'prices',
        handle: { title: 'Prices' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/prices');
          return { Component };
        },
      },
      {
        path: 'messages',
        handle: { title: 'Messages' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/messages');
          return { Component };
        },
      },
      {
        path: 'outbox',
        handle: { title: 'Outbox' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/admin/outbox');
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
      notFound,
    ],
  },
  {
    path: 'manager',
    lazy: async () => {
      const { ManagerLayout } = await import('@/app/layouts/manager-layout');
      return { Component: ManagerLayout };
    },
    children: [
      {
        index: true,
        handle: { title: 'Dashboard' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/manager/dashboard');
          return { Component };
        },
      },
      {
        path: 'leads',
        handle: { title: 'My Leads' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/manager/leads');
          return { Component };
        },
      },
      {
        path: 'leads/:id',
        handle: { title: 'Lead Details' } satisfies StaffRouteHandle,
        lazy: async () => {
          const { Component } = await import('@/routes/manager/lead-detail');
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
      notFound,
    ],
  },
];
