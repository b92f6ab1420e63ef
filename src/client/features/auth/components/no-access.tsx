import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { homePathForRole } from '@/features/auth/destinations';
import { paths } from '@/lib/paths';

/**
 * A signed-in user on a page their role may not open, e.g. a manager on an `/admin` link: said
 * plainly, with the way to their own dashboard (docs/product.md#route-guards).
 */
export function NoAccess({ roleId }: { roleId: number | null }) {
  const home = homePathForRole(roleId);
  return (
    <main className="mx-auto flex min-h-svh max-w-lg flex-col items-start justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">You don't have access to this page</h1>
      <p className="text-muted-foreground">
        This page is for another role. Ask an administrator if you think you need it.
      </p>
      <Button asChild>
        <Link to={home}>
          {home === paths.home ? 'Go to the home page' : 'Go to your dashboard'}
        </Link>
      </Button>
    </main>
  );
}
