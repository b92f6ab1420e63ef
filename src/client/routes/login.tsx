import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { STAFF_ROLE_IDS } from '@shared/users/users';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/components/login-form';
import { destinationAfterLogin } from '@/features/auth/destinations';
import { useAuth } from '@/features/auth/use-auth';
import { paths } from '@/lib/paths';

const PAGE_TITLE = 'Sign in — Coach Hire Ireland';

function isStaffRole(roleId: number | null): boolean {
  return STAFF_ROLE_IDS.some((staffRoleId) => staffRoleId === roleId);
}

export function LoginPage() {
  const { user, token } = useAuth();
  const [searchParams] = useSearchParams();
  const [signedInHere, setSignedInHere] = useState(false);

  useEffect(() => {
    const previousTitle = document.title;
    document.title = PAGE_TITLE;
    return () => {
      document.title = previousTitle;
    };
  }, []);

  // One redirect for both cases: just signed in, or opened /login while signed in as staff. A
  // plain user (role 3) arriving signed in has no area, so they keep the form to switch account.
  if (token && user && (signedInHere || isStaffRole(user.role_id))) {
    const destination = destinationAfterLogin(user.role_id, searchParams.get('redirectTo'));
    return <Navigate to={destination} replace />;
  }

  return (
    <main id="main" className="flex min-h-svh items-center justify-center bg-muted px-4 py-16">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">Sign In</h1>
            </CardTitle>
            <CardDescription>Staff access to the Coach Hire Ireland back office.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm onSignedIn={() => setSignedInHere(true)} />
          </CardContent>
        </Card>
        <Link
          to={paths.home}
          className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Back to Home
        </Link>
      </div>
    </main>
  );
}

export { LoginPage as Component };
