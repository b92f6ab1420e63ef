import type { RouteObject } from 'react-router';

/** Public pages (home, landing pages, how it works, about, thank-you, privacy). Each is lazy. */
export const publicRoutes: RouteObject[] = [];
