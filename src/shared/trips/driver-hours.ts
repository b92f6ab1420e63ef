import type { DriverVerdict } from './itinerary';
import {
  DAY_MINUTES,
  DRIVER_RULES,
  type DayFigures,
  type DutyDay,
  figuresOf,
  formatMinutes,
  weekOf,
} from './duty-day';

/**
 * The driver-hours check of a trip under EU Regulation 561/2006 (docs/product.md#driver-hours):
 * what each day needs in drivers, with the reasons in plain words. Pure: the legs' driving times
 * come from the trip plan.
 */
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

type Raise = (index: number, verdict: DriverVerdict, reason: string) => void;
type Note = (index: number, reason: string) => void;

/**
 * Over 9 h of driving twice in a Monday-to-Sunday week, never over 10 h; at most 56 h a week and
 * 90 h in two weeks running.
 */
function checkDriving(figures: readonly DayFigures[], days: readonly DutyDay[], raise: Raise) {
  const extendedDaysByWeek = new Map<number, number>();
  const drivingByWeek = new Map<number, number>();
  figures.forEach(({ driving }, index) => {
    const week = weekOf(days[index]!.date);
    const driven = formatMinutes(driving);
    if (driving > DRIVER_RULES.extendedDailyDrivingMinutes) {
      raise(
        index,
        'second_driver',
        `${driven} of driving: one driver may drive at most 10 h a day.`,
      );
    } else if (driving > DRIVER_RULES.dailyDrivingMinutes) {
      const extended = (extendedDaysByWeek.get(week) ?? 0) + 1;
      extendedDaysByWeek.set(week, extended);
      if (extended > DRIVER_RULES.extendedDaysPerWeek) {
        raise(
          index,
          'second_driver',
          `${driven} of driving: over 9 h is allowed on only two days a week, and this is the third.`,
        );
      } else {
        raise(
          index,
          'breaks',
          `${driven} of driving: over 9 h, which one driver may do on at most two days a week.`,
        );
      }
    }
    const before = drivingByWeek.get(week) ?? 0;
    drivingByWeek.set(week, before + driving);
    const limit = DRIVER_RULES.weeklyDrivingMinutes;
    if (before + driving > limit && before <= limit) {
      raise(
        index,
        'second_driver',
        `The week's driving reaches ${formatMinutes(before + driving)}: one driver may drive at most 56 h a week.`,
      );
    }
    const fortnight = (drivingByWeek.get(week - 1) ?? 0) + before + driving;
    const fortnightLimit = DRIVER_RULES.fortnightDrivingMinutes;
    if (fortnight > fortnightLimit && fortnight - driving <= fortnightLimit) {
      raise(
        index,
        'second_driver',
        `Driving over this week and the last reaches ${formatMinutes(fortnight)}: one driver may drive at most 90 h in two weeks.`,
      );
    }
  });
}

function checkBreaks(figures: readonly DayFigures[], raise: Raise, note: Note) {
  figures.forEach((day, index) => {
    if (day.breaks > 0) {
      const breaks = day.breaks === 1 ? 'a 45-minute break' : `${day.breaks} breaks of 45 minutes`;
      raise(
        index,
        'breaks',
        `More than 4 h 30 of driving without a long enough stop: the driver takes ${breaks} on the way.`,
      );
    } else if (day.coveredByWait) {
      note(index, `The wait at ${day.coveredByWait} is the driver's 45-minute break.`);
    }
  });
}

/**
 * Within 24 h of starting, one driver needs 11 h off (9 h at most three times between weekly
 * rests); the rest is cut short by the day's own length (blamed on it) or by the next day's
 * early start (blamed on that day).
 */
function checkRests(figures: readonly DayFigures[], raise: Raise, note: Note) {
  let reducedRests = 0;
  figures.forEach((day, index) => {
    const next = figures[index + 1];
    const gap = next ? next.start - (day.start + day.spread) : Number.POSITIVE_INFINITY;
    const rest = Math.min(DAY_MINUTES - day.spread, gap);
    const blamed = gap < DAY_MINUTES - day.spread ? index + 1 : index;
    const because =
      blamed === index
        ? `The day lasts ${formatMinutes(day.spread)} with the checks before and after`
        : `Day ${index + 2} starts ${formatMinutes(Math.max(gap, 0))} after day ${index + 1} ends`;
    if (rest < DRIVER_RULES.reducedDailyRestMinutes) {
      // Another driver can take the next day, but no crew can share a day this long.
      const beyondTwo =
        DRIVER_RULES.twoDriverWindowMinutes - day.spread < DRIVER_RULES.reducedDailyRestMinutes;
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
        note(
          blamed,
          `${because}: the driver's rest is cut to ${formatMinutes(rest)}, which is allowed three times between weekly rests.`,
        );
      }
    }
    // A weekly rest (24 h or more off): the reduced rests are counted afresh.
    if (next && gap >= DRIVER_RULES.weeklyRestMinutes) reducedRests = 0;
  });
}

/** Six working days, then a weekly rest of at least 24 h; a trip that goes on needs another driver. */
function checkWeeklyRest(figures: readonly DayFigures[], raise: Raise) {
  let daysInRow = 0;
  figures.forEach((day, index) => {
    const before = figures[index - 1];
    const gap = before ? day.start - (before.start + before.spread) : Number.POSITIVE_INFINITY;
    daysInRow = gap >= DRIVER_RULES.weeklyRestMinutes ? 1 : daysInRow + 1;
    if (daysInRow > DRIVER_RULES.daysBeforeWeeklyRest) {
      raise(
        index,
        'second_driver',
        `${daysInRow} working days in a row: after six the driver needs a weekly rest of at least 24 h, so another driver is needed.`,
      );
    }
  });
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
  const note: Note = (index, reason) => verdicts[index]!.reasons.push(reason);
  const raise: Raise = (index, verdict, reason) => {
    const target = verdicts[index]!;
    if (SEVERITY[verdict] > SEVERITY[target.verdict]) target.verdict = verdict;
    note(index, reason);
  };
  checkDriving(figures, days, raise);
  checkBreaks(figures, raise, note);
  checkRests(figures, raise, note);
  checkWeeklyRest(figures, raise);
  days.forEach((day, index) => {
    if (!day.stays_away) return;
    const last = day.stops[day.stops.length - 1]!.place;
    raise(
      index,
      'overnight',
      `The group stays away overnight: the driver needs a room near ${last}.`,
    );
  });
  verdicts.forEach((verdict) => {
    if (verdict.verdict === 'one_driver') {
      verdict.reasons.unshift(
        `${formatMinutes(verdict.driving_minutes)} of driving: one driver is enough.`,
      );
    }
  });
  return verdicts;
}
