import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RateCard, estimateAccuracySchema, rateCardViewSchema } from '@shared/trips/rate-card';
import { apiGet, apiRequest } from '@/lib/api-client';

const rateCardKey = ['trips', 'rate-card'] as const;

/** The rate card in force (admin, docs/product.md#rate-card). */
export function rateCardQuery() {
  return queryOptions({
    queryKey: rateCardKey,
    queryFn: async ({ signal }) =>
      rateCardViewSchema.parse(await apiGet<unknown>('/rate-card', { signal })),
  });
}

export function useSaveRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: RateCard) =>
      rateCardViewSchema.parse(
        await apiRequest<unknown>('/rate-card', { method: 'PUT', body: card }),
      ),
    onSuccess: (view) => queryClient.setQueryData(rateCardKey, view),
  });
}

/** How close the estimates came to the quotes, last 90 days (admin). */
export function estimateAccuracyQuery() {
  return queryOptions({
    queryKey: ['trips', 'estimate-accuracy'],
    queryFn: async ({ signal }) =>
      estimateAccuracySchema.parse(await apiGet<unknown>('/estimates/accuracy', { signal })),
  });
}
