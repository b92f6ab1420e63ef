import { isRealDate, TIME_PATTERN } from '@shared/dates';
import { isRoundTrip, type LeadRequestFormValues } from '@shared/leads/request-form';
import type { ItineraryDay, ItineraryStop } from '@shared/trips/itinerary';
import { ApiError } from '@/lib/api-client';

/**
 * The stops and days the visitor adds to the simple form (docs/product.md#itinerary), as typed.
 * `stops` go between the pick-up and the drop-off on the first day; each of `days` is a later
 * day with its own date, departure time and stops (its first stop is where it starts).
 */
export type DraftStop = {
  key: number;
  place: string;
  lat: number | null;
  lng: number | null;
  wait: string;
};
export type DraftDay = { key: number; date: string; start_time: string; stops: DraftStop[] };
export type ItineraryDraft = { stops: DraftStop[]; days: DraftDay[] };

export const emptyItineraryDraft: ItineraryDraft = { stops: [], days: [] };

let nextKey = 1;
export const newDraftStop = (): DraftStop => ({
  key: nextKey++,
  place: '',
  lat: null,
  lng: null,
  wait: '',
});
export const newDraftDay = (): DraftDay => ({
  key: nextKey++,
  date: '',
  start_time: '',
  stops: [newDraftStop(), newDraftStop()],
});

export const isDraftEmpty = (draft: ItineraryDraft) =>
  draft.stops.length === 0 && draft.days.length === 0;

export type BuiltItinerary = { days: ItineraryDay[]; problems: string[] };

type Where = { place: string; lat: number | null; lng: number | null };

function toStop(where: Where, wait: string, label: string, problems: string[]): ItineraryStop {
  if (!where.place.trim()) problems.push(`${label}: enter a place`);
  else if (where.lat === null || where.lng === null)
    problems.push(`${label}: choose “${where.place.trim()}” from the suggestions`);
  const trimmed = wait.trim();
  if (trimmed !== '' && !/^\d{1,4}$/.test(trimmed))
    problems.push(`${label}: the wait is a whole number of minutes`);
  return {
    place: where.place.trim(),
    lat: where.lat ?? 0,
    lng: where.lng ?? 0,
    wait_minutes: trimmed === '' ? 0 : Number(trimmed),
  };
}

/**
 * The itinerary the request sends, from the simple fields and the added stops and days, with what
 * still stops it being sent, worded for the visitor. The return of a round trip is the first
 * day's last leg back to the pick-up when it is the same day, else a day of its own.
 */
const leavingAt = (stop: ItineraryStop, time: string): ItineraryStop =>
  TIME_PATTERN.test(time) ? { ...stop, leaves_at: time } : stop;

export function buildItinerary(
  values: LeadRequestFormValues,
  draft: ItineraryDraft,
  rules: { showReturnToPickup: boolean },
): BuiltItinerary {
  const problems: string[] = [];
  const pickup = { place: values.pickup_location, lat: values.pickup_lat, lng: values.pickup_lng };
  const dropoff = {
    place: values.dropoff_location,
    lat: values.dropoff_lat,
    lng: values.dropoff_lng,
  };
  const from = toStop(pickup, '', 'Pick-up', problems);
  const to = toStop(dropoff, '', 'Drop-off', problems);
  const firstStops = [
    from,
    ...draft.stops.map((stop, i) => toStop(stop, stop.wait, `Stop ${i + 1}`, problems)),
    to,
  ];
  const roundTrip = isRoundTrip(values, rules);
  const sameDayReturn = roundTrip && values.return_date === values.date_of_travel;
  const days: ItineraryDay[] = [
    {
      date: values.date_of_travel,
      start_time: values.pickup_time,
      // A same-day return leaves the destination at the return time: the planner works out
      // the wait there (docs/product.md#itinerary).
      stops: sameDayReturn
        ? [...firstStops.slice(0, -1), leavingAt(to, values.return_time), from]
        : firstStops,
    },
  ];
  draft.days.forEach((day, i) => {
    const label = `Day ${i + 2}`;
    if (!isRealDate(day.date)) problems.push(`${label}: enter the date as dd/mm/yyyy`);
    if (!TIME_PATTERN.test(day.start_time)) problems.push(`${label}: enter the departure time`);
    days.push({
      date: day.date,
      start_time: day.start_time,
      stops: day.stops.map((stop, s) =>
        toStop(stop, s === 0 ? '' : stop.wait, `${label}, stop ${s + 1}`, problems),
      ),
    });
  });
  if (roundTrip && !sameDayReturn && values.return_date) {
    days.push({ date: values.return_date, start_time: values.return_time, stops: [to, from] });
  }
  const [first, ...later] = days;
  later.sort((a, b) => a.date.localeCompare(b.date));
  return { days: [first!, ...later], problems };
}

/** A 422's itinerary messages in the visitor's words: `itinerary.1.date` is Day 2's. */
export function itineraryServerProblems(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors())
    .filter(([key]) => key === 'itinerary' || key.startsWith('itinerary.'))
    .map(([key, messages]) => {
      const day = /^itinerary\.(\d+)/.exec(key)?.[1];
      const message = messages[0] ?? error.message;
      return day === undefined ? message : `Day ${Number(day) + 1}: ${message}`;
    });
}
