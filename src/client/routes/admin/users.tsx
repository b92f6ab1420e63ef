import { UserManagement } from '@/features/users/components/user-management';

/** /admin/users — the shell (title, guard) comes from the admin layout. */
export function AdminUsersPage() {
  return <UserManagement />;
}

export { AdminUsersPage as Component };
