import { Outlet } from 'react-router';
import { ScrollOnNavigation } from '@/app/scroll-on-navigation';

/**
 * The shell every page renders inside. Pages own their `<main id="main">` landmark, so the skip
 * link works on every page without this layout knowing about page structure.
 */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollOnNavigation />
    </>
  );
}

/** The first thing a keyboard reaches on every page, the server's pre-rendered ones included. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      Skip to content
    </a>
  );
}

/**
 * Shown while the first lazily loaded route module downloads; keeps the page blank rather than
 * flashing a spinner on fast connections, and silences React Router's missing-fallback warning.
 */
export function RootHydrateFallback() {
  return <div aria-busy="true" className="min-h-svh" />;
}
