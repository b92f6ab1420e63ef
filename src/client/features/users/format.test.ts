import { describe, expect, it } from 'vitest';
import { formatDaysAgo, formatLastLogin } from '@/features/users/format';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatDaysAgo (spec §9: the first day counts as 1)', () => {
  it('reads "Today" within the first day', () => {
    expect(formatDaysAgo(now, now)).toBe('Today');
    expect(formatDaysAgo(ago(1), now)).toBe('Today');
    expect(formatDaysAgo(ago(23 * HOUR), now)).toBe('Today');
    expect(formatDaysAgo(ago(DAY), now)).toBe('Today');
  });

  it('reads "Yesterday" on the second day', () => {
    expect(formatDaysAgo(ago(DAY + 1), now)).toBe('Yesterday');
    expect(formatDaysAgo(ago(2 * DAY), now)).toBe('Yesterday');
  });

  it('counts days from the third to the seventh as N-1 days ago', () => {
    expect(formatDaysAgo(ago(2 * DAY + 1), now)).toBe('2 days ago');
    expect(formatDaysAgo(ago(3 * DAY), now)).toBe('2 days ago');
    expect(formatDaysAgo(ago(5 * DAY + HOUR), now)).toBe('5 days ago');
    expect(formatDaysAgo(ago(7 * DAY), now)).toBe('6 days ago');
  });

  it('shows the date once more than seven days have begun', () => {
    expect(formatDaysAgo(ago(7 * DAY + 1), now)).toBe('8 Jun 2025');
    expect(formatDaysAgo('2024-12-25T12:00:00Z', now)).toBe('25 Dec 2024');
  });

  it('accepts ISO strings and treats a future moment (clock skew) as today', () => {
    expect(formatDaysAgo('2025-06-14T12:00:00Z', now)).toBe('Today');
    expect(formatDaysAgo('2025-06-16T09:00:00Z', now)).toBe('Today');
  });

  it('shows a dash for an unreadable date', () => {
    expect(formatDaysAgo('not a date', now)).toBe('—');
  });
});

describe('formatLastLogin', () => {
  it('reads "Never" without a login', () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('garbage')).toBe('Never');
  });

  it('shows the date and time of the last login', () => {
    const text = formatLastLogin('2025-03-05T12:30:00Z');
    expect(text).toMatch(/5 Mar 2025/);
    expect(text).toMatch(/\d{2}:30/);
  });
});
