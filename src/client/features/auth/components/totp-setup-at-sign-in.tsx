import { useState } from 'react';
import { toast } from 'sonner';
import type { SignInChallenge, TotpSetup } from '@shared/auth/second-factor';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/features/auth/auth-store';
import {
  type SessionWithCodes,
  confirmTotpSetupAtSignIn,
  requestTotpSetupAtSignIn,
} from '@/features/auth/second-factor-api';
import { RecoveryCodes } from '@/features/auth/components/recovery-codes';
import { TotpSetupForm } from '@/features/auth/components/totp-setup-form';

type TotpSetupAtSignInProps = {
  challenge: SignInChallenge;
  onSignedIn: () => void;
  onRestart: (reason?: string) => void;
};

/**
 * An admin who must use TOTP and has none sets it up here, after the password and before the
 * session (docs/product.md#two-step-verification): required, never a lock-out.
 */
export function TotpSetupAtSignIn({ challenge, onSignedIn, onRestart }: TotpSetupAtSignInProps) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [session, setSession] = useState<SessionWithCodes | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const challengeToken = challenge.challenge_token;

  function failed(error: unknown) {
    if (error instanceof ApiError && error.status === 401) onRestart(error.message);
    else toast.error(error instanceof Error ? error.message : 'Something went wrong');
  }

  async function start() {
    setIsStarting(true);
    try {
      setSetup(await requestTotpSetupAtSignIn(challengeToken));
    } catch (error) {
      failed(error);
    } finally {
      setIsStarting(false);
    }
  }

  async function confirm(code: string) {
    try {
      setSession(await confirmTotpSetupAtSignIn({ challenge_token: challengeToken, code }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onRestart(error.message);
      else throw error;
    }
  }

  async function finish(answer: SessionWithCodes) {
    try {
      await authStore.completeSignIn(async () => answer);
      toast.success('Signed in successfully');
      onSignedIn();
    } catch (error) {
      failed(error);
    }
  }

  if (session) {
    return (
      <RecoveryCodes
        codes={session.recovery_codes}
        doneLabel="I have saved them, continue"
        onDone={() => void finish(session)}
      />
    );
  }
  if (setup) return <TotpSetupForm setup={setup} confirm={confirm} onCancel={() => onRestart()} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Two-step verification is required for administrators. Set it up now to finish signing in:
        you need an authenticator app on your phone.
      </p>
      <Button type="button" size="lg" disabled={isStarting} onClick={() => void start()}>
        {isStarting ? 'Starting...' : 'Set up now'}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={() => onRestart()}>
        Back to sign in
      </Button>
    </div>
  );
}
