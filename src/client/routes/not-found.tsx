import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const PAGE_TITLE = 'Page not found — Coach Hire Ireland';

function NotFoundPage() {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = PAGE_TITLE;
    // Restore on leave so a page that doesn't set its own title never inherits "not found".
    return () => {
      document.title = previousTitle;
    };
  }, []);

  return (
    <main
      id="main"
      className="flex min-h-svh items-center justify-center bg-muted px-6 py-16 text-foreground"
    >
      <div className="flex max-w-md flex-col items-center gap-6 text-center">
        {/* One h1 holding both lines, so screen readers announce "404 Oops! Page not found". */}
        <h1 className="flex flex-col gap-3">
          <span className="text-7xl font-extrabold tracking-tight sm:text-8xl">404</span>{' '}
          <span className="text-xl font-semibold sm:text-2xl">Oops! Page not found</span>
        </h1>
        <p className="text-muted-foreground">
          The page you were looking for doesn’t exist or may have moved.
        </p>
        <Button asChild size="lg">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}

/** React Router's `lazy` convention picks up the `Component` export. */
export { NotFoundPage as Component };
