import { z } from 'zod';

/**
 * A request's itinerary as staff, the invited companies and the customer read it
 * (docs/product.md#itinerary): the days and stops the customer sent, or, for a plain
 * one-way/return request (every lead before itineraries), the same trip told as days.
 * Coordinates are null where the customer typed a place without choosing it from the list.
 */
export const leadItineraryStopSchema = z.object({
  place: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  wait_minutes: z.number().int(),
  /** When the group leaves this stop, where the customer gave a time rather than a wait. */
  leaves_at: z.string().nullable(),
});
export type LeadItineraryStop = z.infer<typeof leadItineraryStopSchema>;

export const leadItineraryDaySchema = z.object({
  date: z.string(),
  start_time: z.string(),
  stops: z.array(leadItineraryStopSchema),
});

export const leadItinerarySchema = z.array(leadItineraryDaySchema);
export type LeadItinerary = z.infer<typeof leadItinerarySchema>;

/** The one-way/return fields every request has. */
export type SimpleTrip = {
  pickup_location: string;
  dropoff_location: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  date_of_travel: string;
  pickup_time: string;
  is_return_trip: boolean;
  return_date: string | null;
  return_time: string | null;
};

const stop = (
  place: string,
  lat: number | null,
  lng: number | null,
  leavesAt: string | null = null,
): LeadItineraryStop => ({ place, lat, lng, wait_minutes: 0, leaves_at: leavesAt });

/**
 * A one-way or return request as days: out and back on the same day is one day calling back at
 * the pick-up (the group leaves the destination at the return time); a return on a later day is
 * a second day from the destination back to the pick-up.
 */
export function itineraryOfSimpleTrip(trip: SimpleTrip): LeadItinerary {
  const pickup = stop(trip.pickup_location, trip.pickup_lat, trip.pickup_lng);
  const dropoff = stop(trip.dropoff_location, trip.dropoff_lat, trip.dropoff_lng);
  const outbound = { date: trip.date_of_travel, start_time: trip.pickup_time };
  if (!trip.is_return_trip || !trip.return_date) return [{ ...outbound, stops: [pickup, dropoff] }];
  if (trip.return_date === trip.date_of_travel) {
    return [{ ...outbound, stops: [pickup, { ...dropoff, leaves_at: trip.return_time }, pickup] }];
  }
  return [
    { ...outbound, stops: [pickup, dropoff] },
    { date: trip.return_date, start_time: trip.return_time ?? '', stops: [dropoff, pickup] },
  ];
}

/** The itinerary a stored request reads as: the one sent with it, else its one-way/return fields. */
export function leadItinerary(
  trip: SimpleTrip & {
    itinerary:
      | {
          date: string;
          start_time: string;
          stops: (Omit<LeadItineraryStop, 'leaves_at'> & { leaves_at?: string | undefined })[];
        }[]
      | null;
  },
): LeadItinerary {
  if (!trip.itinerary) return itineraryOfSimpleTrip(trip);
  return trip.itinerary.map((day) => ({
    date: day.date,
    start_time: day.start_time,
    stops: day.stops.map((s) => ({
      place: s.place,
      lat: s.lat,
      lng: s.lng,
      wait_minutes: s.wait_minutes,
      leaves_at: s.leaves_at ?? null,
    })),
  }));
}

/** `45 min`, `1 h`, `2 h 30 min`: a wait as people say it. */
export function formatWait(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What happens at a stop after the day's first: `wait 1 h`, `leaves at 18:00`, or nothing. */
export function describeStop(stop: LeadItineraryStop): string | null {
  if (stop.leaves_at) return `leaves at ${stop.leaves_at}`;
  return stop.wait_minutes > 0 ? `wait ${formatWait(stop.wait_minutes)}` : null;
}

const dayWords = (days: LeadItinerary) =>
  JSON.stringify(
    days.map((day) => [
      day.date,
      day.start_time,
      day.stops.map((s) => [s.place, s.wait_minutes, s.leaves_at]),
    ]),
  );

/**
 * Whether the days say more than the one-way/return fields (stops, waits, other days): only then
 * do the pages list them, rather than repeat the pick-up, drop-off and return.
 */
export function hasStopsOrDays(
  trip: Omit<SimpleTrip, 'pickup_lat' | 'pickup_lng' | 'dropoff_lat' | 'dropoff_lng'>,
  itinerary: LeadItinerary,
): boolean {
  const plain = itineraryOfSimpleTrip({
    ...trip,
    pickup_lat: null,
    pickup_lng: null,
    dropoff_lat: null,
    dropoff_lng: null,
  });
  return dayWords(plain) !== dayWords(itinerary);
}
