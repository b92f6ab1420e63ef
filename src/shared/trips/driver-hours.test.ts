import { describe, expect, it } from 'vitest';
import { checkDriverHours } from './driver-hours';
import { type DutyDay, formatMinutes } from './duty-day';

/** A day of given legs (minutes) with the given waits at the stops after the first. */
function day(date: string, start_time: string, legs: number[], waits: number[] = []): DutyDay {
  const stops = [{ place: 'Start', wait_minutes: 0 }].concat(
    legs.map((_, index) => ({ place: `Stop ${index + 1}`, wait_minutes: waits[index] ?? 0 })),
  );
  return { date, start_time, stops, legs_minutes: legs, stays_away: false };
}
const verdictsOf = (days: DutyDay[]) => checkDriverHours(days).map((result) => result.verdict);

describe('checkDriverHours', () => {
  it('needs a second driver for over 10 h of driving in a day', () => {
    // 610 min driving, waits 60 at each stop: no break on the road (each run ≤ 270).
    const [result] = checkDriverHours([day('2027-06-14', '06:00', [250, 250, 110], [60, 60])]);
    expect(result!.verdict).toBe('second_driver');
    expect(result!.reasons[0]).toBe('10 h 10 of driving: one driver may drive at most 10 h a day.');
  });

  it('allows over 9 h twice in a Monday-to-Sunday week, not a third time', () => {
    // 560 min a day; duty 560 + 120 + 60 = 740 (07:30–19:50), then 11 h 40 off: full rests.
    const long = (date: string) => day(date, '08:00', [260, 260, 40], [60, 60]);
    expect(verdictsOf(['2027-06-14', '2027-06-15', '2027-06-16'].map(long))).toEqual([
      'breaks',
      'breaks',
      'second_driver',
    ]);
    // Sunday is in the week before Monday and Tuesday.
    expect(verdictsOf(['2027-06-13', '2027-06-14', '2027-06-15'].map(long))).toEqual([
      'breaks',
      'breaks',
      'breaks',
    ]);
  });

  it('needs a second driver on the day the week passes 56 h of driving', () => {
    // 540 min (not over 9 h) a day, Monday to Sunday: 6 × 540 = 3240 ≤ 3360; the 7th, 3780.
    const dates = ['14', '15', '16', '17', '18', '19', '20'].map((d) => `2027-06-${d}`);
    const week = checkDriverHours(dates.map((date) => day(date, '08:00', [270, 270], [45])));
    expect(week.map((result) => result.verdict)).toEqual([
      ...Array<string>(6).fill('one_driver'),
      'second_driver',
    ]);
    expect(week[6]!.reasons).toContain(
      "The week's driving reaches 63 h: one driver may drive at most 56 h a week.",
    );
  });

  it('allows a rest under 11 h three times between weekly rests, not a fourth', () => {
    // Duty 500 + 280 + 60 = 840, so 1440 − 840 = 600 min of rest within the 24 h: reduced.
    const short = (date: string) => day(date, '07:00', [250, 250], [280]);
    const four = ['2027-06-14', '2027-06-15', '2027-06-16', '2027-06-17'].map(short);
    expect(verdictsOf(four)).toEqual(['one_driver', 'one_driver', 'one_driver', 'second_driver']);
    // Two free days (a gap of 24 h or more) are a weekly rest: the count starts again.
    const withWeekend = ['2027-06-14', '2027-06-15', '2027-06-16', '2027-06-19'].map(short);
    expect(verdictsOf(withWeekend)).toEqual([
      'one_driver',
      'one_driver',
      'one_driver',
      'one_driver',
    ]);
  });

  it('needs another driver on a seventh working day without 24 h off', () => {
    // 2 h a day; each day's duty ends long before the next starts, but never 24 h before.
    const dates = ['14', '15', '16', '17', '18', '19', '20'].map((d) => `2027-06-${d}`);
    const results = checkDriverHours(dates.map((date) => day(date, '09:00', [120])));
    expect(results.map((result) => result.verdict)).toEqual([
      ...Array<string>(6).fill('one_driver'),
      'second_driver',
    ]);
    expect(results[6]!.reasons).toContain(
      '7 working days in a row: after six the driver needs a weekly rest of at least 24 h, so another driver is needed.',
    );
    // A day off before the seventh is the weekly rest.
    const withDayOff = [...dates.slice(0, 6), '2027-06-21'];
    expect(verdictsOf(withDayOff.map((date) => day(date, '09:00', [120]))).at(-1)).toBe(
      'one_driver',
    );
  });

  it('needs a second driver on the day two weeks running pass 90 h of driving', () => {
    // 9 h a day, Monday to Saturday (54 h), Sunday off, then Monday to Friday: 54 + 36 = 90 h
    // on Thursday, 99 h on Friday.
    const dates = ['14', '15', '16', '17', '18', '19', '21', '22', '23', '24', '25'];
    const results = verdictsOf(dates.map((d) => day(`2027-06-${d}`, '08:00', [270, 270], [45])));
    expect(results).toEqual([...Array<string>(10).fill('one_driver'), 'second_driver']);
  });

  it('blames a short night on the day that starts too early', () => {
    // Day 1: duty 14:30–23:15 (driving 420, a 45-minute wait that is the break, + 60); day 2 on
    // duty at 05:30: 6 h 15 off.
    const results = checkDriverHours([
      day('2027-06-14', '15:00', [210, 210], [45]),
      day('2027-06-15', '06:00', [60]),
    ]);
    expect(results.map((result) => result.verdict)).toEqual(['one_driver', 'second_driver']);
    expect(results[1]!.reasons).toContain(
      'Day 2 starts 6 h 15 after day 1 ends: one driver cannot get 9 h of rest, so a second driver is needed.',
    );
  });

  it('says when a day is too long even for two drivers', () => {
    // Duty 600 + 700 + 60 = 1360: within 30 h of starting, 1800 − 1360 = 440 < 540 off.
    const [result] = checkDriverHours([day('2027-06-14', '05:00', [200, 200, 200], [350, 350])]);
    expect(result!.verdict).toBe('second_driver');
    expect(result!.reasons.at(-1)).toBe(
      'The day lasts 22 h 40 with the checks before and after: too long even for two drivers, who need 9 h of rest — split it.',
    );
  });

  it('counts a break for every 4 h 30 driven without a 45-minute stop', () => {
    // 280: a break at 270, 10 to go; a 30-minute stop is not a break: 10 + 30 + 250 = 290 → a
    // second. Driving 560, duty 560 + 30 + 60 = 650, spread 650 + 90 = 740.
    const [short] = checkDriverHours([day('2027-06-14', '08:00', [280, 30, 250], [30, 0])]);
    expect(short).toMatchObject({ breaks_needed: 2, verdict: 'breaks', spread_minutes: 740 });
    // A 45-minute stop before the last leg is the second break: 10 + 30, then 250 afresh.
    const [long] = checkDriverHours([day('2027-06-14', '08:00', [280, 30, 250], [0, 45])]);
    expect(long).toMatchObject({ breaks_needed: 1, spread_minutes: 560 + 45 + 60 + 45 });
  });

  it('names a wait as the break only on a day that needs one', () => {
    // 30 + 30 min around a 60-minute wait: no break needed, none named.
    const [short] = checkDriverHours([day('2027-06-14', '09:00', [30, 30], [60])]);
    expect(short!.reasons).toEqual(['1 h of driving: one driver is enough.']);
    // 200 + 200: 400 > 270, and the 60-minute wait at Stop 1 is the break.
    const [long] = checkDriverHours([day('2027-06-14', '09:00', [200, 200], [60])]);
    expect(long!.reasons).toEqual([
      '6 h 40 of driving: one driver is enough.',
      "The wait at Stop 1 is the driver's 45-minute break.",
    ]);
  });
});

describe('formatMinutes', () => {
  it('writes minutes as people read them', () => {
    expect([5, 60, 270, 605].map(formatMinutes)).toEqual(['5 min', '1 h', '4 h 30', '10 h 05']);
  });
});
