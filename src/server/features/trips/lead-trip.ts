import type { DriverVerdict } from '@shared/trips/itinerary';
import type { LeadRow } from '../leads';
import type { TripFacts } from './estimate-bands';

/**
 * A plain one-way or return lead as the estimate sees it, for leads sent without an itinerary:
 * the outward day, and the return as a second day when it is on a later date. Driving time is
 * the stored distance at PLAIN_LEAD_SPEED_KMH; duty adds the 30 minutes before and after, and on
 * a same-day return the time between the pick-up and the return departure.
 */
export const PLAIN_LEAD_SPEED_KMH = 65;
const BEFORE_AND_AFTER_MINUTES = 60;
const BREAK_DUE_AFTER_MINUTES = 270;
const MAX_DAILY_DRIVING_MINUTES = 540;

const minutesOf = (time: string | null) =>
  time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null;

/** What one driver can do by driving time alone; the trip planner gives the full check. */
function verdictFor(drivingMinutes: number): DriverVerdict {
  if (drivingMinutes > MAX_DAILY_DRIVING_MINUTES) return 'second_driver';
  return drivingMinutes > BREAK_DUE_AFTER_MINUTES ? 'breaks' : 'one_driver';
}

function day(date: string, km: number, extraMinutes: number) {
  const driving = (km / PLAIN_LEAD_SPEED_KMH) * 60;
  return {
    date,
    distance_km: km,
    duty_minutes: Math.round(driving + BEFORE_AND_AFTER_MINUTES + extraMinutes),
    verdict: verdictFor(driving),
  };
}

export function leadTripFacts(lead: LeadRow): TripFacts {
  const pickup =
    lead.pickup_lat == null || lead.pickup_lng == null
      ? null
      : { lat: lead.pickup_lat, lng: lead.pickup_lng };
  const dropoff =
    lead.dropoff_lat == null || lead.dropoff_lng == null
      ? null
      : { lat: lead.dropoff_lat, lng: lead.dropoff_lng };
  const base = { number_of_people: lead.number_of_people, vehicles: [], start: pickup };
  if (!lead.is_return_trip) {
    return { ...base, end: dropoff, days: [day(lead.date_of_travel, lead.distance, 0)] };
  }
  const returnDate = lead.return_date ?? lead.date_of_travel;
  if (returnDate > lead.date_of_travel) {
    const half = lead.distance / 2;
    return {
      ...base,
      end: pickup,
      days: [day(lead.date_of_travel, half, 0), day(returnDate, half, 0)],
    };
  }
  // Same day: the coach waits from arrival until the return departure.
  const oneWay = (lead.distance / 2 / PLAIN_LEAD_SPEED_KMH) * 60;
  const away = (minutesOf(lead.return_time) ?? 0) - (minutesOf(lead.pickup_time) ?? 0);
  const wait = Math.max(away - oneWay, 0);
  return { ...base, end: pickup, days: [day(lead.date_of_travel, lead.distance, wait)] };
}
