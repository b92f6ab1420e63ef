import { TIME_PATTERN } from '@shared/dates';
import { type ItineraryDay, MAX_WAIT_MINUTES, type TripPlanRequest } from '@shared/trips/itinerary';
import { type LeadItineraryStop, leadItinerary } from '@shared/trips/lead-itinerary';
import type { LeadRow } from '../leads';
import { estimateRoute } from '../places';
import { estimateDrivingMinutes } from './driving-time';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type PlacedStop = LeadItineraryStop & { lat: number; lng: number };
/** A stop on the map, as stored (`leaves_at` null) or as sent to the plan (left out). */
type MapStop = Omit<PlacedStop, 'leaves_at'> & { leaves_at?: string | null | undefined };
const isPlaced = (stop: LeadItineraryStop): stop is PlacedStop =>
  stop.lat !== null && stop.lng !== null;

/**
 * One day of a stored itinerary as the planner takes it. A stop the group leaves at a given time
 * (a same-day return's destination) waits from its arrival — the day's start plus the driving
 * (the offline estimate, as the plan's) and the waits before it — until then.
 */
function planDay(
  day: { date: string; start_time: string; stops: MapStop[] },
  startTime: string,
): ItineraryDay {
  const legsKm = estimateRoute(day.stops).legs_km;
  let clock = minutesOf(startTime);
  const stops = day.stops.map((stop, index) => {
    if (index > 0) clock += estimateDrivingMinutes(legsKm[index - 1]!);
    const wait =
      stop.leaves_at && TIME_PATTERN.test(stop.leaves_at)
        ? Math.min(Math.max(minutesOf(stop.leaves_at) - clock, 0), MAX_WAIT_MINUTES)
        : stop.wait_minutes;
    clock += wait;
    return { place: stop.place, lat: stop.lat, lng: stop.lng, wait_minutes: wait };
  });
  return { date: day.date, start_time: startTime, stops };
}

/**
 * A stored request as `POST /trips/plan` takes it (docs/product.md#price-estimate): the itinerary
 * the customer sent, or its one-way/return fields told as days (`leadItinerary`). Null when a
 * stop was typed rather than chosen, so is not on a map: such a trip cannot be planned.
 */
export function leadPlanRequest(lead: LeadRow): TripPlanRequest | null {
  const days: ItineraryDay[] = [];
  for (const day of leadItinerary(lead)) {
    const stops = day.stops.filter(isPlaced);
    if (stops.length < day.stops.length) return null;
    // A return day stored without its time departs when the outward day did.
    const startTime = TIME_PATTERN.test(day.start_time) ? day.start_time : lead.pickup_time;
    days.push(planDay({ ...day, stops }, startTime));
  }
  return { number_of_people: lead.number_of_people, days };
}

/**
 * A plan as sent to `POST /trips/plan`, its stops left at a set time (`leaves_at`) given the
 * wait that means, so the form's plan and the recorded estimate wait alike.
 */
export function withWaitsUntilLeaving(plan: TripPlanRequest): TripPlanRequest {
  return { ...plan, days: plan.days.map((day) => planDay(day, day.start_time)) };
}
