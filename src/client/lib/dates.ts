/** Dates as the back office and the marketplace pages show them, in Irish English. */

const travelDateFormat = new Intl.DateTimeFormat('en-IE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Dublin',
});

/** A calendar date (YYYY-MM-DD) as 'Sat 14 Jun 2025'; the raw text if it isn't one. */
export function formatTravelDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : travelDateFormat.format(date);
}

/** A moment as '5 Mar 2025, 14:30' in Irish time; empty when unreadable. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
