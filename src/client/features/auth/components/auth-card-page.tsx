import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

type AuthCardPageProps = {
  /** The browser tab's title. */
  pageTitle: string;
  title: string;
  description: string;
  children: ReactNode;
  /** The links under the card; `Back to sign in` unless given. */
  links?: readonly { to: string; label: string }[];
};

const BACK_TO_SIGN_IN = [{ to: paths.login(), label: 'Back to sign in' }] as const;

/** The frame of the sign-in page and the pages beside it (forgotten password, reset). */
export function AuthCardPage({
  pageTitle,
  title,
  description,
  children,
  links = BACK_TO_SIGN_IN,
}: AuthCardPageProps) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previousTitle;
    };
  }, [pageTitle]);

  return (
    <main id="main" className="flex min-h-svh items-center justify-center bg-muted px-4 py-16">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {links.map(({ to, label }) => (
          <Link
            key={label}
            to={to}
            className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {label}
          </Link>
        ))}
      </div>
    </main>
  );
}
