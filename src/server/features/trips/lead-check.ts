import { TIME_PATTERN } from '@shared/dates';
import type { ItineraryDay } from '@shared/trips/itinerary';
import { type LeadItinerary, leadItinerary } from '@shared/trips/lead-itinerary';
import { likelyTolledRoads } from '@shared/trips/tolls';
import type { TripCheck } from '@shared/trips/trip-check';
import type { LeadRow } from '../leads';
import { planTripDays } from './plan';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The stored days as the planner takes them, or null where a place or a start time is missing. */
function plannable(itinerary: LeadItinerary): ItineraryDay[] | null {
  const days: ItineraryDay[] = [];
  for (const day of itinerary) {
    if (!TIME_PATTERN.test(day.start_time)) return null;
    const stops: ItineraryDay['stops'] = [];
    for (const stop of day.stops) {
      if (stop.lat === null || stop.lng === null) return null;
      stops.push({
        place: stop.place,
        lat: stop.lat,
        lng: stop.lng,
        wait_minutes: stop.wait_minutes,
      });
    }
    days.push({ date: day.date, start_time: day.start_time, stops });
  }
  return days;
}

/**
 * A same-day return says when the group leaves the destination, not how long it waits there:
 * the wait is that time less the arrival, the planner's own driving time after the start.
 */
function waitsFromLeavingTimes(
  itinerary: LeadItinerary,
  days: ItineraryDay[],
  legsMinutes: number[][],
): ItineraryDay[] {
  return days.map((day, dayIndex) => {
    let clock = minutesOf(day.start_time);
    return {
      ...day,
      stops: day.stops.map((stop, stopIndex) => {
        if (stopIndex > 0) clock += legsMinutes[dayIndex]![stopIndex - 1]!;
        const leavesAt = itinerary[dayIndex]!.stops[stopIndex]!.leaves_at;
        const wait =
          leavesAt && TIME_PATTERN.test(leavesAt)
            ? Math.max(minutesOf(leavesAt) - clock, 0)
            : stop.wait_minutes;
        clock += wait;
        return { ...stop, wait_minutes: wait };
      }),
    };
  });
}

/**
 * What a stored request's trip needs (docs/product.md#trip-check): the driver-hours verdict per
 * day from the same planner as `POST /trips/plan`, and the tolled roads its legs likely use.
 * Null when the planner cannot follow the request (decision 041).
 */
export function leadTripCheck(lead: LeadRow): TripCheck | null {
  const itinerary = leadItinerary(lead);
  const days = plannable(itinerary);
  if (!days || days.length === 0 || days.some((day) => day.stops.length < 2)) return null;
  const request = { number_of_people: lead.number_of_people, days };
  const first = planTripDays(request);
  const withWaits = waitsFromLeavingTimes(
    itinerary,
    days,
    first.map((day) => day.legs.map((leg) => leg.driving_minutes)),
  );
  const planned = planTripDays({ ...request, days: withWaits });
  return {
    days: planned.map((day) => ({ date: day.date, verdict: day.verdict, reasons: day.reasons })),
    tolled_roads: likelyTolledRoads(days),
  };
}
