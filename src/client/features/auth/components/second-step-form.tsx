import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type SignInChallenge,
  type TotpConfirm,
  totpConfirmSchema,
} from '@shared/auth/second-factor';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { authStore } from '@/features/auth/auth-store';
import { requestTotpSignIn } from '@/features/auth/second-factor-api';
import { useAuth } from '@/features/auth/use-auth';
import { CodeField } from '@/features/auth/components/code-field';

type SecondStepFormProps = {
  challenge: SignInChallenge;
  onSignedIn: () => void;
  /** Back to the password step, with the reason when the challenge ran out. */
  onRestart: (reason?: string) => void;
};

/**
 * The second step of signing in (docs/product.md#two-step-verification): the authenticator's
 * code, or one of the recovery codes, for the challenge the password step gave.
 */
export function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const { loading } = useAuth();
  const [isRecovery, setIsRecovery] = useState(false);
  const form = useForm<TotpConfirm>({
    resolver: zodResolver(totpConfirmSchema),
    defaultValues: { code: '' },
  });

  async function onValid({ code }: TotpConfirm) {
    if (loading) return;
    try {
      await authStore.completeSignIn(() =>
        requestTotpSignIn({ challenge_token: challenge.challenge_token, code }),
      );
      toast.success('Signed in successfully');
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onRestart(error.message);
        return;
      }
      if (applyServerErrors(form, error).length > 0) return;
      toast.error(error instanceof Error && error.message ? error.message : 'Login failed');
    }
  }

  function switchKind() {
    setIsRecovery((current) => !current);
    form.reset({ code: '' });
    form.setFocus('code');
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {isRecovery
          ? 'Enter one of your recovery codes. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <CodeField
        id="second-step-code"
        isRecovery={isRecovery}
        error={form.formState.errors.code?.message}
        registration={form.register('code')}
      />
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Button type="button" variant="link" size="sm" onClick={switchKind}>
          {isRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={() => onRestart()}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
