const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * Spec §9 days-ago display. The spec counts the starting day as 1 (days = elapsed time rounded
 * up), so: 1 → 'Today', 2 → 'Yesterday', up to 7 → '{days - 1} days ago', older → the date.
 * A moment in the future (clock skew) reads as 'Today'; an unreadable value as '—'.
 */
export function formatDaysAgo(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  const days = Math.ceil((now.getTime() - date.getTime()) / DAY_MS);
  if (days <= 1) return 'Today';
  if (days === 2) return 'Yesterday';
  if (days <= 7) return `${days - 1} days ago`;
  return dateFormat.format(date);
}
