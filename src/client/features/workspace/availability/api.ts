import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  unavailabilityBodySchema,
  unavailabilityListSchema,
  type ValidUnavailabilityInput,
} from '@shared/workspace/availability';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

/** The company's availability (docs/product.md#availability): `/operator/unavailability`. */
export const availabilityKeys = { all: ['operator', 'unavailability'] as const };

const PATH = '/operator/unavailability';

/** `GET /operator/unavailability`: the ranges not over yet, soonest first, and the fleet. */
export function availabilityQueryOptions() {
  return queryOptions({
    queryKey: availabilityKeys.all,
    queryFn: async ({ signal }) =>
      unavailabilityListSchema.parse(await apiGet<unknown>(PATH, { signal })),
  });
}

function useInvalidateAvailability() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
}

/** `POST /operator/unavailability`. */
export function useAddUnavailability() {
  const invalidate = useInvalidateAvailability();
  return useMutation({
    mutationFn: async (input: ValidUnavailabilityInput) =>
      unavailabilityBodySchema.parse(await apiPost<unknown>(PATH, input)).unavailability,
    onSuccess: invalidate,
  });
}

/** `DELETE /operator/unavailability/:id`. */
export function useRemoveUnavailability() {
  const invalidate = useInvalidateAvailability();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${PATH}/${id}`),
    onSuccess: invalidate,
  });
}
