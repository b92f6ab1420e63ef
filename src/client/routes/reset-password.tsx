import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import {
  type PasswordLinkKind,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';
import { checkResetLink } from '@/features/auth/password-reset-api';
import { paths } from '@/lib/paths';

const TEXTS = {
  reset: {
    pageTitle: 'Choose a new password — Coach Hire Ireland',
    title: 'Choose a new password',
    description: 'Every device signed in to your account is signed out when it changes.',
  },
  set: {
    pageTitle: 'Set your password — Coach Hire Ireland',
    title: 'Set your password',
    description: "Choose the password for your company's account. You will then sign in with it.",
  },
} as const;

/**
 * /reset-password/{token}: the link in the reset email (docs/product.md#password-reset); and
 * /set-password/{token}: a new company account's first password (docs/product.md#company-accounts).
 */
export function ResetPasswordPage({ kind = 'reset' }: { kind?: PasswordLinkKind }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const link = useQuery({
    queryKey: ['auth', 'password-reset', token],
    queryFn: ({ signal }) => checkResetLink(token, signal).then(() => true),
    retry: false,
    gcTime: 0,
  });
  const reason = failure ?? (link.isError ? link.error.message : null);

  return (
    <AuthCardPage {...TEXTS[kind]}>
      {link.isPending && <p>Checking your link...</p>}
      {reason !== null && (
        <div className="flex flex-col gap-4">
          <p role="alert" className="text-destructive">
            {reason}
          </p>
          <Button asChild variant="outline">
            <Link to={paths.forgotPassword}>Ask for a new link</Link>
          </Button>
        </div>
      )}
      {link.isSuccess && reason === null && (
        <ResetPasswordForm
          token={token}
          kind={kind}
          onDone={() => void navigate(paths.login(), { replace: true })}
          onLinkFailed={setFailure}
        />
      )}
    </AuthCardPage>
  );
}

export function Component() {
  return <ResetPasswordPage />;
}
