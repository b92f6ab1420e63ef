/**
 * A month as a calendar shows it: weeks from Monday (the Irish convention), days as ISO dates,
 * blanks before the 1st and after the last day. Pure date arithmetic on UTC, so the browser's
 * time zone never shifts a day.
 */

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const; // prettier-ignore

export const WEEKDAY_HEADERS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const DAY_MS = 86_400_000;

const parseMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { year, monthNumber };
};

const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** `2031-03` → `March 2031`. */
export function formatMonth(month: string): string {
  const { year, monthNumber } = parseMonth(month);
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}

/** The month `steps` months after (or before, when negative) the given one. */
export function shiftMonth(month: string, steps: number): string {
  const { year, monthNumber } = parseMonth(month);
  return toIso(new Date(Date.UTC(year, monthNumber - 1 + steps, 1))).slice(0, 7);
}

/** The day `days` days after (or before) an ISO date. */
export function shiftDay(iso: string, days: number): string {
  return toIso(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
}

/** The same day of the month in another month, on its last day when that month is shorter. */
export function sameDayIn(iso: string, month: string): string {
  const { year, monthNumber } = parseMonth(month);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const day = Math.min(Number(iso.slice(8, 10)), lastDay);
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  return (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first; null where a week reaches into the month before or after. */
export function monthWeeks(month: string): (string | null)[][] {
  const { year, monthNumber } = parseMonth(month);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(`${month}-01`) }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
