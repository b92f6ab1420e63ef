const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * The days-ago display of docs/product.md#days-ago-display. The starting day counts as 1 (days =
 * elapsed time rounded up), so: 1 → 'Today', 2 → 'Yesterday', up to 7 → '{days - 1} days ago',
 * older → the date.
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

// Built once: constructing a formatter per request was ~7% of a quote POST's CPU (bench/quote-post.ts).
// en-CA writes dates as YYYY-MM-DD.
const IRISH_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' });

// The date changes only on a minute boundary (Irish offsets are whole hours), so one format per
// minute serves every request in it (formatting was still ~1% of a quote POST's CPU).
let cachedToday = { minute: Number.NaN, date: '' };

/**
 * Today's date in Ireland as YYYY-MM-DD: "not in the past", a quote's validity and an operator's
 * insurance are judged by the Irish calendar, wherever the server or the browser runs.
 */
export function irishToday(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cachedToday.minute) cachedToday = { minute, date: IRISH_DATE.format(now) };
  return cachedToday.date;
}
