/**
 * Dates as people read and write them (docs/product.md#dates): `Sun 14 Mar 2027` on screen and in
 * emails, `Sun 14 Mar` in SMS, `14:05` for times, `dd/mm/yyyy` typed into forms; the API keeps ISO
 * `YYYY-MM-DD`. Fixed to Irish English and Irish time, whatever the browser's or server's locale:
 * names come from the tables below, only the time-zone arithmetic is asked of Intl.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
] as const; // prettier-ignore

/** What a date field says under it, and what it says when it cannot read the date. */
export const DATE_INPUT_HINT = 'As dd/mm/yyyy, for example 14/03/2027.';
export const DATE_INPUT_MESSAGE = 'Enter the date as dd/mm/yyyy';
/** A time of day as the forms and the API write it: HH:MM, 24-hour. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

type CalendarDay = { year: number; month: number; day: number };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day of a YYYY-MM-DD text, or null unless it is a real calendar date (2026-02-30 is not). */
function calendarDay(iso: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return realDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

function realDay(year: number, month: number, day: number): CalendarDay | null {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
}

const weekdayOf = ({ year, month, day }: CalendarDay) => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return WEEKDAYS[date.getUTCDay()];
};

const isoOf = ({ year, month, day }: CalendarDay) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is refused). */
export const isRealDate = (value: string): boolean => calendarDay(value) !== null;

/** A calendar date (YYYY-MM-DD) as `Sun 14 Mar 2027`; the raw text if it isn't one. */
export function formatDate(iso: string): string {
  const day = calendarDay(iso);
  return day ? `${weekdayOf(day)} ${day.day} ${MONTHS[day.month - 1]} ${day.year}` : iso;
}

/** A calendar date as `Sun 14 Mar`, for SMS and short lists; the raw text if it isn't one. */
export function formatShortDate(iso: string): string {
  const day = calendarDay(iso);
  return day ? `${weekdayOf(day)} ${day.day} ${MONTHS[day.month - 1]}` : iso;
}

/** A calendar date as `14 Mar`, for a chart's axis; the raw text if it isn't one. */
export function formatDayMonth(iso: string): string {
  const day = calendarDay(iso);
  return day ? `${day.day} ${MONTHS[day.month - 1]}` : iso;
}

/** A calendar date (YYYY-MM-DD) as typed into a form, `14/03/2027`; the raw text if it isn't one. */
export function toInputDate(iso: string): string {
  const day = calendarDay(iso);
  return day ? `${pad(day.day)}/${pad(day.month)}/${pad(day.year, 4)}` : iso;
}

/**
 * A date a person typed as day/month/year (`14/03/2027`, `14/3/2027`, `14-03-2027`, `14.03.2027`),
 * or pasted as YYYY-MM-DD, as YYYY-MM-DD; null unless it is a real date with a four-digit year.
 */
export function parseInputDate(text: string): string | null {
  const trimmed = text.trim();
  if (calendarDay(trimmed)) return trimmed;
  const match = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const day = realDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return day ? isoOf(day) : null;
}

// Numeric parts only (names come from the tables above), so the result does not depend on ICU data.
const DUBLIN_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

type DublinMoment = CalendarDay & { hour: number; minute: number };

function inDublin(value: Date | string): DublinMoment | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of DUBLIN_PARTS.formatToParts(date)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const timeOf = (moment: DublinMoment) => `${pad(moment.hour)}:${pad(moment.minute)}`;

/** A moment as `Sun 14 Mar 2027, 14:05` in Irish time; empty when unreadable. */
export function formatDateTime(value: Date | string): string {
  const moment = inDublin(value);
  return moment ? `${formatDate(isoOf(moment))}, ${timeOf(moment)}` : '';
}

/** A moment's Irish calendar day as `Sun 14 Mar 2027`; empty when unreadable. */
export function formatMomentDate(value: Date | string): string {
  const moment = inDublin(value);
  return moment ? formatDate(isoOf(moment)) : '';
}

/** A moment's time in Ireland as `14:05` (24-hour); empty when unreadable. */
export function formatTime(value: Date | string): string {
  const moment = inDublin(value);
  return moment ? timeOf(moment) : '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
  return formatMomentDate(date);
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
