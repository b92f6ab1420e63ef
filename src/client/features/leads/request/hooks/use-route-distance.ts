import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatDistanceKm, type LatLng, type RouteResponse } from '@shared/places/places';
import { fetchRoute, searchPlaces } from '@/features/places';
import type { QuoteFormValues } from '@/features/leads/request/quote-form-values';

export const DISTANCE_FAILED_MESSAGE =
  'Could not calculate distance. Check locations and try again.';

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

/** Spec §4: distance calculation is idle or calculating; the result is shown until a location changes. */
export function useRouteDistance(form: UseFormReturn<QuoteFormValues>) {
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
  function keepResolved(text: string, point: LatLng, which: 'start' | 'end') {
    const [textField, pointField] =
      which === 'start'
        ? (['startLocation', 'startPoint'] as const)
        : (['endLocation', 'endPoint'] as const);
    if (form.getValues(textField) === text) form.setValue(pointField, point);
  }

  async function calculate(roundTrip: boolean) {
    const values = form.getValues();
    const start = values.startLocation.trim();
    const end = values.endLocation.trim();
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
      const from = values.startPoint ?? (await resolvePlace(start));
      const to = values.endPoint ?? (await resolvePlace(end));
      const result = await fetchRoute(from, to, roundTrip);
      if (current !== generation.current) return;
      if (!values.startPoint) keepResolved(values.startLocation, from, 'start');
      if (!values.endPoint) keepResolved(values.endLocation, to, 'end');
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
