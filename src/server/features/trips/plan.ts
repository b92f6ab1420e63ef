import { irishToday } from '@shared/dates';
import { isWithinIreland } from '@shared/places/places';
import { checkDriverHours } from '@shared/trips/driver-hours';
import type { TripPlanRequest } from '@shared/trips/itinerary';
import { PLAN_ERRORS, type TripPlanDay } from '@shared/trips/plan';
import { chooseVehicles } from '@shared/trips/vehicles';
import { type FieldErrors, unprocessable } from '../../lib/http-errors';
import { estimateRoute, haversineKm } from '../places';
import { estimateDrivingMinutes } from './driving-time';
import type { TripFacts } from './estimate-bands';

/**
 * A next day starting farther than this from where the trip began means the coach and its
 * driver stay away overnight (docs/product.md#driver-hours); nearer, the driver goes home.
 */
export const HOME_RADIUS_KM = 30;

/**
 * What the request checks beyond its schema: no day in the past (Irish calendar) and every stop
 * in Ireland or Northern Ireland. 422 on the field, as the request form names it.
 */
export function checkTripPlan(plan: TripPlanRequest, today = irishToday()): void {
  const errors: FieldErrors = {};
  plan.days.forEach((day, dayIndex) => {
    if (day.date < today) errors[`days.${dayIndex}.date`] = [PLAN_ERRORS.dayInThePast];
    day.stops.forEach((stop, stopIndex) => {
      if (!isWithinIreland(stop)) {
        errors[`days.${dayIndex}.stops.${stopIndex}.place`] = [PLAN_ERRORS.outsideIreland];
      }
    });
  });
  if (Object.keys(errors).length > 0) throw unprocessable('The given data was invalid.', errors);
}

/** Per day: legs from the offline distance estimate, then the driver-hours check over the trip. */
export function planTripDays(plan: TripPlanRequest): TripPlanDay[] {
  const home = plan.days[0]!.stops[0]!;
  const routes = plan.days.map((day) => estimateRoute(day.stops));
  const legs = routes.map((route) =>
    route.legs_km.map((km) => ({ distance_km: km, driving_minutes: estimateDrivingMinutes(km) })),
  );
  const verdicts = checkDriverHours(
    plan.days.map((day, index) => {
      const nextStart = plan.days[index + 1]?.stops[0];
      return {
        date: day.date,
        start_time: day.start_time,
        stops: day.stops,
        legs_minutes: legs[index]!.map((leg) => leg.driving_minutes),
        stays_away: nextStart !== undefined && haversineKm(home, nextStart) > HOME_RADIUS_KM,
      };
    }),
  );
  return plan.days.map((day, index) => {
    const verdict = verdicts[index]!;
    return {
      date: day.date,
      distance_km: routes[index]!.distance_km,
      driving_minutes: verdict.driving_minutes,
      duty_minutes: verdict.duty_minutes,
      spread_minutes: verdict.spread_minutes,
      legs: legs[index]!,
      verdict: verdict.verdict,
      reasons: verdict.reasons,
    };
  });
}

/**
 * What the price estimate takes of a planned trip: the planned days, the vehicles for the group
 * (in the sizes the verified fleets have, docs/product.md#large-groups),
 * the first day's first stop and the last day's last. The trip plan and the estimate recorded
 * for a lead (estimate-job.ts) both build it here, so they agree for the same days.
 */
export function plannedTripFacts(
  plan: TripPlanRequest,
  days: TripPlanDay[],
  vehicleSizes: readonly number[],
): TripFacts {
  const lastDay = plan.days[plan.days.length - 1]!;
  return {
    number_of_people: plan.number_of_people,
    days,
    vehicles: chooseVehicles(plan.number_of_people, vehicleSizes),
    start: plan.days[0]!.stops[0]!,
    end: lastDay.stops[lastDay.stops.length - 1]!,
  };
}
