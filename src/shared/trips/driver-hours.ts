import type { DriverVerdict } from './itinerary';

/**
 * The driver-hours check of a trip under EU Regulation 561/2006 (docs/product.md#driver-hours):
 * what each day needs in drivers, with the reasons in plain words. Pure: the legs' driving times
 * come from the trip plan. Times are the itinerary's local clock (a change to or from summer time
 * inside a trip moves a rest by an hour; not counted).
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
  /** A gap this long between two days of the trip is a (regular) weekly rest. */
  weeklyRestMinutes: 45 * 60,
  weeklyDrivingMinutes: 56 * 60,
  /** With two drivers, each needs 9 h of rest within 30 h of starting. */
  twoDriverWindowMinutes: 30 * 60,
} as const;

const DAY_MINUTES = 24 * 60;

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
export type DutyVerdict = {
  driving_minutes: number;
  /** Driving + waits + the margins before and after. */
  duty_minutes: number;
  /** From the start of duty to its end, with the breaks the day needs on the road. */
  spread_minutes: number;
  breaks_needed: number;
  verdict: DriverVerdict;
  reasons: string[];
};

const SEVERITY: Record<DriverVerdict, number> = {
  one_driver: 0,
  breaks: 1,
  overnight: 2,
  second_driver: 3,
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
const weekOf = (date: string) => Math.floor((daysSinceEpoch(date) + 3) / 7);

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

type DayFigures = {
  driving: number;
  duty: number;
  spread: number;
  breaks: number;
  start: number;
  coveredByWait: string | undefined;
};

function figuresOf(day: DutyDay): DayFigures {
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
    coveredByWait,
  };
}

/** The verdict of each day of a trip, in the days' order (which the itinerary guarantees). */
export function checkDriverHours(days: readonly DutyDay[]): DutyVerdict[] {
  const figures = days.map(figuresOf);
  const verdicts: DutyVerdict[] = figures.map((day) => ({
    driving_minutes: day.driving,
    duty_minutes: day.duty,
    spread_minutes: day.spread,
    breaks_needed: day.breaks,
    verdict: 'one_driver',
    reasons: [],
  }));
  const raise = (index: number, verdict: DriverVerdict, reason: string) => {
    const target = verdicts[index]!;
    if (SEVERITY[verdict] > SEVERITY[target.verdict]) target.verdict = verdict;
    target.reasons.push(reason);
  };

  const extendedDaysByWeek = new Map<number, number>();
  const drivingByWeek = new Map<number, number>();
  let reducedRests = 0;

  figures.forEach((day, index) => {
    const source = days[index]!;
    const week = weekOf(source.date);

    if (day.driving > DRIVER_RULES.extendedDailyDrivingMinutes) {
      raise(
        index,
        'second_driver',
        `${formatMinutes(day.driving)} of driving: one driver may drive at most 10 h a day.`,
      );
    } else if (day.driving > DRIVER_RULES.dailyDrivingMinutes) {
      const extended = (extendedDaysByWeek.get(week) ?? 0) + 1;
      extendedDaysByWeek.set(week, extended);
      if (extended > DRIVER_RULES.extendedDaysPerWeek) {
        raise(
          index,
          'second_driver',
          `${formatMinutes(day.driving)} of driving: over 9 h is allowed on only two days a week, and this is the third.`,
        );
      } else {
        raise(
          index,
          'breaks',
          `${formatMinutes(day.driving)} of driving: over 9 h, which one driver may do on at most two days a week.`,
        );
      }
    }

    const weekDriving = (drivingByWeek.get(week) ?? 0) + day.driving;
    drivingByWeek.set(week, weekDriving);
    if (
      weekDriving > DRIVER_RULES.weeklyDrivingMinutes &&
      weekDriving - day.driving <= DRIVER_RULES.weeklyDrivingMinutes
    ) {
      raise(
        index,
        'second_driver',
        `The week's driving reaches ${formatMinutes(weekDriving)}: one driver may drive at most 56 h a week.`,
      );
    }

    if (day.breaks > 0) {
      const breaks = day.breaks === 1 ? 'a 45-minute break' : `${day.breaks} breaks of 45 minutes`;
      raise(
        index,
        'breaks',
        `More than 4 h 30 of driving without a long enough stop: the driver takes ${breaks} on the way.`,
      );
    } else if (day.coveredByWait) {
      verdicts[index]!.reasons.push(
        `The wait at ${day.coveredByWait} is the driver's 45-minute break.`,
      );
    }

    // Rest: within 24 h of starting, one driver needs 11 h off (9 h at most three times between
    // weekly rests); it is cut short by the day's own length or by the next day's early start.
    const next = figures[index + 1];
    const gap = next ? next.start - (day.start + day.spread) : Number.POSITIVE_INFINITY;
    if (next && gap >= DRIVER_RULES.weeklyRestMinutes) {
      reducedRests = 0;
    }
    const rest = Math.min(DAY_MINUTES - day.spread, gap);
    const blamed = gap < DAY_MINUTES - day.spread ? index + 1 : index;
    const because =
      blamed === index
        ? `The day lasts ${formatMinutes(day.spread)} with the checks before and after`
        : `Day ${index + 2} starts ${formatMinutes(Math.max(gap, 0))} after day ${index + 1} ends`;
    if (rest < DRIVER_RULES.reducedDailyRestMinutes) {
      const twoDriverRest = Math.min(DRIVER_RULES.twoDriverWindowMinutes - day.spread, gap);
      const beyondTwo = twoDriverRest < DRIVER_RULES.reducedDailyRestMinutes;
      raise(
        blamed,
        'second_driver',
        beyondTwo
          ? `${because}: too long even for two drivers, who need 9 h of rest — split it.`
          : `${because}: one driver cannot get 9 h of rest, so a second driver is needed.`,
      );
    } else if (rest < DRIVER_RULES.dailyRestMinutes) {
      reducedRests += 1;
      if (reducedRests > DRIVER_RULES.reducedRestsBetweenWeeklyRests) {
        raise(
          blamed,
          'second_driver',
          `${because}: the driver's rest is under 11 h for the fourth time without a weekly rest, so a second driver is needed.`,
        );
      } else {
        verdicts[blamed]!.reasons.push(
          `${because}: the driver's rest is cut to ${formatMinutes(rest)}, which is allowed three times between weekly rests.`,
        );
      }
    }

    if (source.stays_away) {
      const last = source.stops[source.stops.length - 1]!.place;
      raise(
        index,
        'overnight',
        `The group stays away overnight: the driver needs a room near ${last}.`,
      );
    }
  });

  verdicts.forEach((verdict) => {
    if (verdict.reasons.length === 0 || verdict.verdict === 'one_driver') {
      verdict.reasons.unshift(
        `${formatMinutes(verdict.driving_minutes)} of driving: one driver is enough.`,
      );
    }
  });
  return verdicts;
}
