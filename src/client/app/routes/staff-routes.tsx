import type { RouteObject } from 'react-router';

/** Sign-in and the guarded back office (/admin, /manager). Each page is lazy. */
export const staffRoutes: RouteObject[] = [];
