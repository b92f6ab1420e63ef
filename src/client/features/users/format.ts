import type { RoleId, UserStatus } from '@shared/users/users';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCALE = 'en-IE';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * Spec §9 days-ago display. The spec counts the starting day as 1 (days = elapsed time rounded
 * up), so: 1 → 'Today', 2 → 'Yesterday', up to 7 → '{days - 1} days ago', older → the date.
 * A moment in the future (clock skew) reads as 'Today'.
 */
export function formatDaysAgo(value: Date | string, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  const days = Math.ceil((now.getTime() - date.getTime()) / DAY_MS);
  if (days <= 1) return 'Today';
  if (days === 2) return 'Yesterday';
  if (days <= 7) return `${days - 1} days ago`;
  return dateFormat.format(date);
}

/** A date and time such as '5 Mar 2025, 14:30'; empty for an unreadable value. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** Last login: the date and time, or 'Never' for someone who has not signed in yet. */
export function formatLastLogin(value: string | null): string {
  return (value && formatDateTime(value)) || 'Never';
}

export const roleLabels = { 1: 'Admin', 2: 'Manager', 3: 'User' } as const satisfies Record<
  RoleId,
  string
>;

export const statusLabels = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
} as const satisfies Record<UserStatus, string>;
