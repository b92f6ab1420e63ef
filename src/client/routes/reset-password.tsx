import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { checkResetLink } from '@/features/auth/password-reset-api';
import { paths } from '@/lib/paths';

/** /reset-password/{token}: the link in the reset email (docs/product.md#password-reset). */
export function ResetPasswordPage() {
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
    <AuthCardPage
      pageTitle="Choose a new password — Coach Hire Ireland"
      title="Choose a new password"
      description="Every device signed in to your account is signed out when it changes."
    >
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
          onDone={() => void navigate(paths.login(), { replace: true })}
          onLinkFailed={setFailure}
        />
      )}
    </AuthCardPage>
  );
}

export { ResetPasswordPage as Component };
