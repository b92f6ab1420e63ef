import { useQuery } from '@tanstack/react-query';
import type { ItineraryDay } from '@shared/trips/itinerary';
import { type TripPlanResponse, tripPlanResponseSchema } from '@shared/trips/plan';
import { apiPost } from '@/lib/api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** A change settles before the plan is asked again: typing a wait is not ten requests. */
const PLAN_DEBOUNCE_MS = 600;

/**
 * The plan of the itinerary for the group, once both are known, read with the API's own schema
 * (docs/product.md#itinerary). Nothing is shown when the planner
 * cannot answer: the note helps, it never stops a request.
 */
export function useTripPlan(
  days: ItineraryDay[] | null,
  people: number | null,
): TripPlanResponse | null {
  // As text, so an equal itinerary built again on the next render is the same value.
  const body = days && people ? JSON.stringify({ number_of_people: people, days }) : null;
  const asked = useDebouncedValue(body, PLAN_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['trip-plan', asked],
    queryFn: async () =>
      tripPlanResponseSchema.parse(await apiPost<unknown>('/trips/plan', JSON.parse(asked!))),
    enabled: asked !== null,
    retry: false,
    staleTime: Infinity,
  });
  return body === null || asked !== body ? null : (query.data ?? null);
}
