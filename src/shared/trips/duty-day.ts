/**
 * One day of a trip as the driver works it (docs/product.md#driver-hours): driving, duty, spread
 * and the breaks the road needs, under the EU Regulation 561/2006 limits checked by
 * driver-hours.ts. Times are the itinerary's local clock (a change to or from summer time inside a
 * trip moves a rest by an hour; not counted).
 */
export const DRIVER_RULES = {
  /** Minutes on duty before the first departure and after the last arrival (checks, cleaning). */
  dutyMarginMinutes: 30,
  dailyDrivingMinutes: 9 * 60,
  extendedDailyDrivingMinutes: 10 * 60,
  extendedDaysPerWeek: 2,
  continuousDrivingMinutes: 4 * 60 + 30,
  breakMinutes: 45,
  dailyRestMinutes: 11 * 60,
  reducedDailyRestMinutes: 9 * 60,
  reducedRestsBetweenWeeklyRests: 3,
  /** A gap this long between two days of the trip is a weekly rest (a reduced one; 45 h regular). */
  weeklyRestMinutes: 24 * 60,
  /** Working days in a row before a weekly rest is due (six 24-hour periods). */
  daysBeforeWeeklyRest: 6,
  weeklyDrivingMinutes: 56 * 60,
  fortnightDrivingMinutes: 90 * 60,
  /** With two drivers, each needs 9 h of rest within 30 h of starting. */
  twoDriverWindowMinutes: 30 * 60,
} as const;

export const DAY_MINUTES = 24 * 60;

export type DutyStop = { place: string; wait_minutes: number };
export type DutyDay = {
  date: string;
  start_time: string;
  /** In order; the first is where the day starts (its wait is not counted). */
  stops: DutyStop[];
  /** Driving time of each leg, stop to stop: one fewer than the stops. */
  legs_minutes: number[];
  /** The next day starts away from home: the driver sleeps away. */
  stays_away: boolean;
};

/** `20 min`, `4 h`, `4 h 30`. */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

function daysSinceEpoch(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.round(Date.UTC(year!, month! - 1, day!) / 86_400_000);
}

/** Minutes since 1970-01-01 00:00 of the day's date and time. */
function clockMinutes(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return daysSinceEpoch(date) * DAY_MINUTES + hours! * 60 + minutes!;
}

/** Weeks start on Monday; 1970-01-01 was a Thursday. */
export const weekOf = (date: string) => Math.floor((daysSinceEpoch(date) + 3) / 7);

/**
 * Breaks to add on the road: driving runs up until a stop of at least 45 minutes (which counts as
 * the break); each 4 h 30 of it without one needs a break. The rule's split break (15 + 30) is not
 * assumed: a customer's short stops are not planned as the driver's.
 */
function countBreaks(day: DutyDay): { breaks: number; coveredByWait: string | undefined } {
  let run = 0;
  let breaks = 0;
  let coveredByWait: string | undefined;
  day.legs_minutes.forEach((minutes, index) => {
    run += minutes;
    while (run > DRIVER_RULES.continuousDrivingMinutes) {
      breaks += 1;
      run -= DRIVER_RULES.continuousDrivingMinutes;
    }
    const stop = day.stops[index + 1];
    if (
      stop &&
      stop.wait_minutes >= DRIVER_RULES.breakMinutes &&
      index < day.legs_minutes.length - 1
    ) {
      if (run > 0 && day.legs_minutes.slice(index + 1).some((next) => next > 0)) {
        coveredByWait ??= stop.place;
      }
      run = 0;
    }
  });
  return { breaks, coveredByWait };
}

export type DayFigures = {
  driving: number;
  duty: number;
  spread: number;
  breaks: number;
  start: number;
  coveredByWait: string | undefined;
};

export function figuresOf(day: DutyDay): DayFigures {
  const driving = day.legs_minutes.reduce((sum, minutes) => sum + minutes, 0);
  const waits = day.stops.slice(1).reduce((sum, stop) => sum + stop.wait_minutes, 0);
  const duty = driving + waits + 2 * DRIVER_RULES.dutyMarginMinutes;
  const { breaks, coveredByWait } = countBreaks(day);
  const start = clockMinutes(day.date, day.start_time) - DRIVER_RULES.dutyMarginMinutes;
  return {
    driving,
    duty,
    spread: duty + breaks * DRIVER_RULES.breakMinutes,
    breaks,
    start,
    // Named only when the day drives long enough to need a break at all.
    coveredByWait: driving > DRIVER_RULES.continuousDrivingMinutes ? coveredByWait : undefined,
  };
}
