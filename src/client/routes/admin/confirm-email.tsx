import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { User } from '@shared/users/users';
import { authStore } from '@/features/auth/auth-store';
import { toAuthUser } from '@/features/auth/session';
import { ConfirmEmailChange } from '@/features/users/components/confirm-email-change';

/** /admin/confirm-email/{token}: the session shows the new email as soon as it is confirmed. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const showNewEmail = useCallback((user: User) => {
    const signedIn = toAuthUser(user);
    if (signedIn) authStore.setUser(signedIn);
  }, []);
  return <ConfirmEmailChange token={token} onConfirmed={showNewEmail} />;
}

export { ConfirmEmailPage as Component };
