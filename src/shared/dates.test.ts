import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDaysAgo,
  formatMomentDate,
  formatShortDate,
  formatTime,
  irishToday,
  isRealDate,
  parseInputDate,
  toInputDate,
} from './dates';

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
    expect(formatDaysAgo(ago(7 * DAY + 1), now)).toBe('Sun 8 Jun 2025');
    expect(formatDaysAgo('2024-12-25T12:00:00Z', now)).toBe('Wed 25 Dec 2024');
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

/** Any real calendar day from year 1000 to 9999, as YYYY-MM-DD. */
const isoDays = fc
  .date({
    min: new Date('1000-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar dates for people (docs/product.md#dates)', () => {
  it('shows a travel date as weekday, day, short month and year, with no comma', () => {
    expect(formatDate('2027-03-14')).toBe('Sun 14 Mar 2027');
    expect(formatDate('2025-06-01')).toBe('Sun 1 Jun 2025');
    expect(formatDate('2024-02-29')).toBe('Thu 29 Feb 2024');
  });

  it('shortens it to weekday, day and month for SMS, and day and month for a chart', () => {
    expect(formatShortDate('2027-03-14')).toBe('Sun 14 Mar');
    expect(formatDayMonth('2025-06-03')).toBe('3 Jun');
  });

  it('gives back text that is not a real date unchanged', () => {
    for (const raw of ['', 'soon', '2026-02-30', '14/03/2027']) {
      expect(formatDate(raw)).toBe(raw);
      expect(formatShortDate(raw)).toBe(raw);
      expect(toInputDate(raw)).toBe(raw);
    }
  });

  it('agrees with the day of the week JavaScript computes, on any day', () => {
    fc.assert(
      fc.property(isoDays, (iso) => {
        const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
        expect(formatDate(iso).slice(0, 3)).toBe(
          ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekday],
        );
      }),
    );
  });
});

describe('dates typed into forms as dd/mm/yyyy', () => {
  it('writes an API date as dd/mm/yyyy', () => {
    expect(toInputDate('2027-03-14')).toBe('14/03/2027');
    expect(toInputDate('2025-01-05')).toBe('05/01/2025');
  });

  it('reads day first, with or without leading zeros and with / . or - between the parts', () => {
    expect(parseInputDate('14/03/2027')).toBe('2027-03-14');
    expect(parseInputDate('5/1/2025')).toBe('2025-01-05');
    expect(parseInputDate(' 05-01-2025 ')).toBe('2025-01-05');
    expect(parseInputDate('05.01.2025')).toBe('2025-01-05');
    expect(parseInputDate('3/12/2026')).toBe('2026-12-03');
  });

  it('also takes a pasted YYYY-MM-DD date', () => {
    expect(parseInputDate('2027-03-14')).toBe('2027-03-14');
  });

  it('refuses what is not a real day/month/year date', () => {
    for (const text of [
      '',
      '14/03',
      '14/03/27',
      '30/02/2026',
      '31/04/2026',
      '00/01/2026',
      '12/13/2026',
      '14 March 2027',
      '2027/03/14',
      '1/2/3/2027',
      'abc',
    ])
      expect(parseInputDate(text), text).toBeNull();
  });

  it('reads back every date it writes (round trip), and writes back every date it reads', () => {
    fc.assert(
      fc.property(isoDays, (iso) => {
        expect(parseInputDate(toInputDate(iso))).toBe(iso);
      }),
    );
    fc.assert(
      fc.property(
        isoDays,
        fc.constantFrom('/', '-', '.'),
        fc.boolean(),
        (iso, separator, padded) => {
          const [year, month, day] = iso.split('-');
          const strip = (part = '') => (padded ? part : String(Number(part)));
          const typed = [strip(day), strip(month), year].join(separator);
          expect(parseInputDate(typed)).toBe(iso);
          expect(toInputDate(iso)).toBe([day, month, year].join('/'));
        },
      ),
    );
  });

  it('accepts exactly the dates isRealDate accepts, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const parsed = parseInputDate(text);
        if (parsed !== null) expect(isRealDate(parsed)).toBe(true);
      }),
    );
  });
});

describe('moments in Irish time', () => {
  it('shows date and 24-hour time in Dublin: summer time is UTC+1, winter is UTC', () => {
    expect(formatDateTime('2027-03-14T13:05:00Z')).toBe('Sun 14 Mar 2027, 13:05');
    expect(formatDateTime('2025-06-15T22:30:00Z')).toBe('Sun 15 Jun 2025, 23:30');
    expect(formatDateTime(new Date('2025-12-31T23:59:00Z'))).toBe('Wed 31 Dec 2025, 23:59');
    expect(formatTime('2025-06-15T23:30:00Z')).toBe('00:30');
    expect(formatMomentDate('2025-06-15T23:30:00Z')).toBe('Mon 16 Jun 2025');
  });

  it('is empty for a moment it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatMomentDate('x')).toBe('');
  });
});
