import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const AREA_HOMES = [paths.manager.dashboard, paths.operator.home];

/** An unknown path under /admin, /manager or /operator: said inside the shell, with a way back. */
export function StaffNotFound() {
  const { pathname } = useLocation();
  const home = AREA_HOMES.find((area) => pathname.startsWith(`${area}/`)) ?? paths.admin.dashboard;
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <p className="text-5xl font-extrabold tracking-tight">404</p>
      <h2 className="text-xl font-semibold">Oops! Page not found</h2>
      <p className="text-muted-foreground">
        There is no page at <code className="break-all">{pathname}</code> in this area.
      </p>
      <Button asChild>
        <Link to={home}>Back to Dashboard</Link>
      </Button>
    </div>
  );
}

export { StaffNotFound as Component };
