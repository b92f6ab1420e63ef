import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

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
      <Button asChild>
        <Link to={paths.home} reloadDocument>
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
