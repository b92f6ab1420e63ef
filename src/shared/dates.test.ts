import { describe, expect, it } from 'vitest';
import { formatDaysAgo, irishToday } from './dates';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatDaysAgo (the first day counts as 1)', () => {
  it('reads "Today" within the first day', () => {
    expect(formatDaysAgo(now, now)).toBe('Today');
    expect(formatDaysAgo(ago(1), now)).toBe('Today');
    expect(formatDaysAgo(ago(23 * HOUR), now)).toBe('Today');
    expect(formatDaysAgo(ago(DAY), now)).toBe('Today');
    expect(formatDaysAgo('2025-06-14T12:00:00Z', now)).toBe('Today');
  });

  it('reads "Yesterday" on the second day', () => {
    expect(formatDaysAgo(ago(DAY + 1), now)).toBe('Yesterday');
    expect(formatDaysAgo(ago(2 * DAY), now)).toBe('Yesterday');
  });

  it('counts the third to the seventh day as N-1 days ago', () => {
    expect(formatDaysAgo(ago(2 * DAY + 1), now)).toBe('2 days ago');
    expect(formatDaysAgo(ago(3 * DAY), now)).toBe('2 days ago');
    expect(formatDaysAgo(ago(5 * DAY + HOUR), now)).toBe('5 days ago');
    expect(formatDaysAgo(ago(7 * DAY), now)).toBe('6 days ago');
  });

  it('shows the date once more than seven days have begun', () => {
    expect(formatDaysAgo(ago(7 * DAY + 1), now)).toBe('8 Jun 2025');
    expect(formatDaysAgo('2024-12-25T12:00:00Z', now)).toBe('25 Dec 2024');
  });

  it('treats a future moment (clock skew) as today and an unreadable one as a dash', () => {
    expect(formatDaysAgo('2025-06-16T09:00:00Z', now)).toBe('Today');
    expect(formatDaysAgo('not a date', now)).toBe('—');
  });
});

describe('irishToday', () => {
  it('is the date in Dublin: summer time (UTC+1) turns the day an hour before UTC does', () => {
    expect(irishToday(new Date('2025-06-15T22:59:59Z'))).toBe('2025-06-15');
    expect(irishToday(new Date('2025-06-15T23:00:00Z'))).toBe('2025-06-16');
  });

  it('follows UTC in winter, including across the end of a year', () => {
    expect(irishToday(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31');
    expect(irishToday(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });

  it('matches a fresh Dublin formatter at every moment, in any order (the per-minute cache never goes stale)', () => {
    const dublin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' });
    // Every 7 minutes through both 2025 clock changes, walked forwards then backwards.
    const moments = ['2025-03-29T22:00:00Z', '2025-10-25T22:00:00Z'].flatMap((start) =>
      Array.from({ length: 600 }, (_, step) => new Date(Date.parse(start) + step * 7 * 60_000)),
    );
    for (const now of [...moments, ...moments.reverse()])
      expect(irishToday(now), now.toISOString()).toBe(dublin.format(now));
  });
});
