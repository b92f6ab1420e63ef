import { useState } from 'react';
import { toast } from 'sonner';
import type { SignInChallenge } from '@shared/auth/second-factor';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { SecondStepForm } from '@/features/auth/components/second-step-form';
import { TotpSetupAtSignIn } from '@/features/auth/components/totp-setup-at-sign-in';
import { destinationAfterLogin, hasOwnArea } from '@/features/auth/destinations';
import { useAuth } from '@/features/auth/use-auth';
import { paths } from '@/lib/paths';

const PAGE_TITLE = 'Sign in — Coach Hire Ireland';

/** The card's heading and line for each step of signing in. */
const STEPS = {
  password: {
    title: 'Sign In',
    description: 'Staff access to the Coach Hire Ireland back office.',
  },
  totp: { title: 'Two-step verification', description: 'One more step to sign in.' },
  totp_setup: {
    title: 'Set up two-step verification',
    description: 'Your account needs a code from an authenticator app at each sign-in.',
  },
} as const;

export function LoginPage() {
  const { user, token } = useAuth();
  const [searchParams] = useSearchParams();
  const [signedInHere, setSignedInHere] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  // One redirect for both cases: just signed in, or opened /login while signed in with an area of
  // one's own (staff, a company). A plain user (role 3) arriving signed in has no area, so they
  // keep the form to switch account.
  if (token && user && (signedInHere || hasOwnArea(user.role_id))) {
    const destination = destinationAfterLogin(user.role_id, searchParams.get('redirectTo'));
    return <Navigate to={destination} replace />;
  }

  const step = STEPS[challenge?.second_factor ?? 'password'];
  const signedIn = () => setSignedInHere(true);
  const restart = (reason?: string) => {
    setChallenge(null);
    if (reason) toast.error(reason);
  };

  const links = [
    ...(challenge === null ? [{ to: paths.forgotPassword, label: 'Forgot your password?' }] : []),
    { to: paths.home, label: 'Back to Home' },
  ];

  return (
    <AuthCardPage
      pageTitle={PAGE_TITLE}
      title={step.title}
      description={step.description}
      links={links}
    >
      {challenge === null && <LoginForm onSignedIn={signedIn} onChallenge={setChallenge} />}
      {challenge?.second_factor === 'totp' && (
        <SecondStepForm challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
      )}
      {challenge?.second_factor === 'totp_setup' && (
        <TotpSetupAtSignIn challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
      )}
    </AuthCardPage>
  );
}

export { LoginPage as Component };
