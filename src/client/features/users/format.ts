import type { RoleId, UserStatus } from '@shared/users/users';
import { formatDateTime } from '@shared/dates';

export { formatDateTime };

/** Last login: the date and time, or 'Never' for someone who has not signed in yet. */
export function formatLastLogin(value: string | null): string {
  return (value && formatDateTime(value)) || 'Never';
}

export const roleLabels = {
  1: 'Admin',
  2: 'Manager',
  3: 'User',
  4: 'Bus company',
} as const satisfies Record<RoleId, string>;

export const statusLabels = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
} as const satisfies Record<UserStatus, string>;
