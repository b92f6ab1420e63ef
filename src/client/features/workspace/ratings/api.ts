import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CompanyRatingsQuery,
  type RatingReplyInput,
  companyRatingPageSchema,
  companyRatingSchema,
} from '@shared/workspace/ratings';
import { apiGet, apiPost } from '@/lib/api-client';

const ratingsKey = ['workspace', 'ratings'] as const;

/** `GET /operator/ratings?page=&per_page=`: the company's ratings, newest first. */
export function ratingsQueryOptions(paging: CompanyRatingsQuery) {
  return queryOptions({
    queryKey: [...ratingsKey, paging] as const,
    queryFn: async ({ signal }) =>
      companyRatingPageSchema.parse(
        await apiGet<unknown>('/operator/ratings', { query: paging, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST /operator/ratings/:id/reply`: the one public reply; the list then loads again. */
export function useReplyToRating(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RatingReplyInput) =>
      companyRatingSchema.parse(
        await apiPost<unknown>(`/operator/ratings/${encodeURIComponent(String(id))}/reply`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsKey }),
  });
}
