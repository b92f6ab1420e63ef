import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * The primary button's look, written out: `Button` would bring its class merger (tailwind-merge,
 * ~11 KB gzipped) into every page's first load for a page that is almost never shown.
 */
const BUTTON_CLASSES =
  'inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium whitespace-nowrap text-primary-foreground shadow-xs transition-colors outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/**
 * Router-level fallback for errors thrown by loaders, actions, lazy imports and rendering. It
 * replaces the root layout, so it renders a complete page including the `main` landmark.
 */
export function RouteError() {
  const error = useRouteError();

  return (
    <main
      id="main"
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted px-6 text-center text-foreground"
    >
      <h1 className="text-2xl font-bold sm:text-3xl">Unexpected Application Error!</h1>
      <p className="max-w-prose text-muted-foreground italic">{describeError(error)}</p>
      {/* A full reload recovers from broken client state, e.g. a stale chunk after a deploy. */}
      <Link to={paths.home} reloadDocument className={BUTTON_CLASSES}>
        Return to Home
      </Link>
    </main>
  );
}
