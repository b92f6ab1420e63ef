import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  monthWeeks,
  sameDayIn,
  shiftDay,
  shiftMonth,
  weekdayIndex,
} from './calendar-month';

describe('calendar month', () => {
  it('lays a month out in weeks from Monday, blank around it', () => {
    // 1 March 2031 is a Saturday; the 31st a Monday.
    const weeks = monthWeeks('2031-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, '2031-03-01', '2031-03-02']);
    expect(weeks[5]).toEqual(['2031-03-31', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('knows leap years and a February that starts on a Monday', () => {
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2027-02')[0]![0]).toBe('2027-02-01');
  });

  it('moves between months and days across the year’s end', () => {
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(shiftDay('2031-12-31', 1)).toBe('2032-01-01');
    expect(shiftDay('2031-03-01', -7)).toBe('2031-02-22');
    expect(sameDayIn('2031-01-31', '2031-02')).toBe('2031-02-28');
    expect(sameDayIn('2031-01-15', '2030-12')).toBe('2030-12-15');
  });

  it('names the month and the weekday', () => {
    expect(formatMonth('2031-03')).toBe('March 2031');
    expect(weekdayIndex('2031-03-03')).toBe(0);
    expect(weekdayIndex('2031-03-02')).toBe(6);
  });
});
