import { ROLE_IDS } from '@shared/users/users';
import { SecuritySettings } from '@/features/auth/components/security-settings';
import { SignInSettings } from '@/features/auth/components/sign-in-settings';
import { useAuth } from '@/features/auth/use-auth';

/** /admin/security and /manager/security: one's own second factor; admins also the setting. */
function SecurityPage() {
  const { user } = useAuth();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <SecuritySettings />
      {user?.role_id === ROLE_IDS.admin && <SignInSettings />}
    </div>
  );
}

export { SecurityPage as Component };
