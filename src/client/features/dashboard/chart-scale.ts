import { formatDayMonth } from '@shared/dates';

/** A round top for the y axis at or above `max`: 1, 2, 5, 10, 20, 50, … (at least 1). */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10;
  return step * magnitude;
}

export type DailyCount = { date: string; count: number };

/** '2025-06-03' → '3 Jun'. */
export const shortDay = formatDayMonth;

/** One sentence for assistive tech: the total and the busiest day. */
export function chartSummary(days: readonly DailyCount[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const span = `over the last ${days.length} day${days.length === 1 ? '' : 's'}`;
  if (total === 0) return `No leads ${span}.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  return `${total} lead${total === 1 ? '' : 's'} ${span}; the busiest day was ${shortDay(busiest.date)} with ${busiest.count}.`;
}
