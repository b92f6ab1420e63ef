import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatDistanceKm, type LatLng, type RouteResponse } from '@shared/places/places';
import { fetchRoute, searchPlaces } from '@/features/places';
import {
  JOURNEY_ENDS,
  pointOf,
  setPoint,
  type JourneyEnd,
  type QuoteFormApi,
} from '@/features/leads/request/quote-form-values';

const DISTANCE_FAILED_MESSAGE = 'Could not calculate distance. Check locations and try again.';

/** A calculated route and the points it was calculated between (for the map's line). */
export type CalculatedRoute = RouteResponse & { from: LatLng; to: LatLng; roundTrip: boolean };

class PlaceNotFoundError extends Error {
  constructor(text: string) {
    super(`Could not find "${text}". Choose a place from the suggestions and try again.`);
  }
}

/** Free text the visitor never matched to a suggestion: take the best match, as a search would. */
async function resolvePlace(text: string): Promise<LatLng> {
  const [best] = await searchPlaces(text, 1);
  if (!best) throw new PlaceNotFoundError(text);
  return { lat: best.lat, lng: best.lng };
}

function failureMessage(error: unknown): string {
  // A malformed answer says nothing useful to a visitor; the fallback does.
  if (error instanceof z.ZodError || !(error instanceof Error)) return DISTANCE_FAILED_MESSAGE;
  return error.message || DISTANCE_FAILED_MESSAGE;
}

/**
 * Distance calculation is idle or calculating; the result is shown until a location changes
 * (docs/product.md#quote-form).
 */
export function useRouteDistance(form: QuoteFormApi) {
  const [route, setRoute] = useState<CalculatedRoute | null>(null);
  const [calculating, setCalculating] = useState(false);
  // Answers to superseded requests (a location changed meanwhile) are dropped.
  const generation = useRef(0);

  function clear() {
    generation.current += 1;
    setRoute(null);
    setCalculating(false);
  }

  /** Fills in coordinates found for typed text, unless the visitor typed on meanwhile. */
  function keepResolved(text: string, point: LatLng, end: JourneyEnd) {
    if (form.getValues(JOURNEY_ENDS[end].text) === text) setPoint(form, end, point);
  }

  async function calculate(roundTrip: boolean) {
    const values = form.getValues();
    const start = values.pickup_location.trim();
    const end = values.dropoff_location.trim();
    if (!start || !end) {
      toast.error('Missing Information', {
        description: 'Please enter both start and end locations to calculate distance.',
      });
      return;
    }
    generation.current += 1;
    const current = generation.current;
    setCalculating(true);
    try {
      const pickupPoint = pointOf(values, 'pickup');
      const dropoffPoint = pointOf(values, 'dropoff');
      const from = pickupPoint ?? (await resolvePlace(start));
      const to = dropoffPoint ?? (await resolvePlace(end));
      const result = await fetchRoute(from, to, roundTrip);
      if (current !== generation.current) return;
      if (!pickupPoint) keepResolved(values.pickup_location, from, 'pickup');
      if (!dropoffPoint) keepResolved(values.dropoff_location, to, 'dropoff');
      setRoute({ ...result, from, to, roundTrip });
      toast.success('Distance Calculated', {
        description: `Route distance: ${formatDistanceKm(result.distance_km)} km`,
      });
    } catch (error) {
      if (current !== generation.current) return;
      toast.error('Calculation Failed', { description: failureMessage(error) });
    } finally {
      if (current === generation.current) setCalculating(false);
    }
  }

  return { route, calculating, calculate, clear };
}
