import { useAuth } from '@/features/auth/use-auth';
import { UserManagement } from '@/features/users/components/user-management';

/** /admin/users — the shell (title, guard) comes from the admin layout. */
export function AdminUsersPage() {
  const { user } = useAuth();
  return <UserManagement currentUserId={user?.id} />;
}

export { AdminUsersPage as Component };
