import { ROLE_IDS, type RoleId, type User, type UserStatus } from '@shared/users/users';

export type RoleFilter = 'all' | `${RoleId}`;
export type StatusFilter = 'all' | UserStatus;

export type UserFilters = {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
};

export const defaultUserFilters: UserFilters = { search: '', role: 'all', status: 'all' };

/** The search covers name, email and department, case-insensitive. */
export function filterUsers(users: readonly User[], filters: UserFilters): User[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return users.filter((user) => {
    if (filters.role !== 'all' && String(user.role_id) !== filters.role) return false;
    if (filters.status !== 'all' && user.status !== filters.status) return false;
    if (!needle) return true;
    return [user.name, user.email, user.department ?? ''].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
}

export type UserSummary = { total: number; active: number; admins: number; managers: number };

/** The four summary figures (docs/product.md#user-management), computed from the real list. */
export function summarizeUsers(users: readonly User[]): UserSummary {
  return {
    total: users.length,
    active: users.filter((user) => user.status === 'active').length,
    admins: users.filter((user) => user.role_id === ROLE_IDS.admin).length,
    managers: users.filter((user) => user.role_id === ROLE_IDS.manager).length,
  };
}
