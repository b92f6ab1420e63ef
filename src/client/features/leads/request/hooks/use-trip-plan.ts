import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DRIVER_VERDICTS, type ItineraryDay } from '@shared/trips/itinerary';
import { apiPost } from '@/lib/api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/**
 * What the form shows of `POST /trips/plan`'s answer (docs/product.md#itinerary): each day's
 * verdict and reasons, and the price range when there is one.
 */
const planAnswerSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), verdict: z.enum(DRIVER_VERDICTS), reasons: z.array(z.string()) }),
  ),
  estimate: z
    .object({
      low: z.number(),
      high: z.number(),
      source: z.enum(['quotes', 'rate_card']),
      based_on: z.number().int(),
    })
    .nullable(),
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;

/** A change settles before the plan is asked again: typing a wait is not ten requests. */
const PLAN_DEBOUNCE_MS = 600;

/**
 * The plan of the itinerary for the group, once both are known. Nothing is shown when the planner
 * cannot answer: the note helps, it never stops a request.
 */
export function useTripPlan(days: ItineraryDay[] | null, people: number | null) {
  // As text, so an equal itinerary built again on the next render is the same value.
  const body = days && people ? JSON.stringify({ number_of_people: people, days }) : null;
  const asked = useDebouncedValue(body, PLAN_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['trip-plan', asked],
    queryFn: async () =>
      planAnswerSchema.parse(await apiPost<unknown>('/trips/plan', JSON.parse(asked!))),
    enabled: asked !== null,
    retry: false,
    staleTime: Infinity,
  });
  return body === null || asked !== body ? null : (query.data ?? null);
}
