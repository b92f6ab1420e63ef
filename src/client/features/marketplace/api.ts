import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  operatorListSchema,
  operatorSchema,
  type OperatorStatus,
  type ValidOperatorInput,
} from '@shared/marketplace/operators';
import {
  comparisonViewSchema,
  respondViewSchema,
  type ComparisonView,
  type DeclineInput,
  type RespondView,
  type ValidQuoteInput,
  type ValidRatingInput,
} from '@shared/marketplace/quotes';
import { ApiError, apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { shouldRetry } from '@/lib/retry-policy';

export const marketplaceKeys = {
  operators: ['operators'] as const,
  operatorLists: ['operators', 'list'] as const,
  respond: (token: string) => ['respond', token] as const,
  comparison: (token: string) => ['quotes', token] as const,
};

export type OperatorFilters = { status: OperatorStatus | ''; search: string };

/** The customer's page keeps itself current while quotes come in. */
export const COMPARISON_REFRESH_MS = 30_000;

const operatorBodySchema = z.object({ operator: operatorSchema });
const parseOperator = (body: unknown) => operatorBodySchema.parse(body).operator;

/** `GET /operators?status=&search=`: the server filters; the previous list stays meanwhile. */
export function operatorsQueryOptions(filters: OperatorFilters) {
  const query = { status: filters.status, search: filters.search.trim() };
  return queryOptions({
    queryKey: [...marketplaceKeys.operatorLists, query] as const,
    queryFn: async ({ signal }) =>
      operatorListSchema.parse(await apiGet<unknown>('/operators', { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateOperators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.operators });
}

export type SaveOperatorInput =
  { id: null; input: ValidOperatorInput } | { id: number; input: Partial<ValidOperatorInput> };

/** `POST /operators` to add, `PATCH /operators/:id` (only what changed) to edit. */
export function useSaveOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({
    mutationFn: async ({ id, input }: SaveOperatorInput) =>
      parseOperator(
        id === null
          ? await apiPost<unknown>('/operators', input)
          : await apiPatch<unknown>(`/operators/${id}`, input),
      ),
    onSuccess: invalidate,
  });
}

/** `POST /operators/:id/verify` or `/suspend`: the server records who verified and when. */
export function useSetOperatorStatus() {
  const invalidate = useInvalidateOperators();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'verify' | 'suspend' }) =>
      parseOperator(await apiPost<unknown>(`/operators/${id}/${action}`)),
    onSuccess: invalidate,
  });
}

/** `DELETE /operators/:id`: refused (409) once the company has been invited to leads. */
export function useDeleteOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/operators/${id}`),
    onSuccess: invalidate,
  });
}

/** A private link that will never work again: unknown (404) or its request closed (410). */
export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/**
 * A company's answer refused because the request moved on meanwhile (chosen, closed: 409) or
 * closed (410): the page then reloads it to show where it stands.
 */
export function isRequestMovedOn(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 410);
}

/** A link that is not valid (404) or closed (410) says so at once; only outages are retried. */
const retryLinkQuery = (failureCount: number, error: Error) => shouldRetry(failureCount, error);

const tokenPath = (base: 'respond' | 'quotes', token: string) =>
  `/${base}/${encodeURIComponent(token)}`;

/** `GET /respond/:token`: what a company's link shows. */
export function respondQueryOptions(token: string) {
  return queryOptions({
    queryKey: marketplaceKeys.respond(token),
    queryFn: async ({ signal }) =>
      respondViewSchema.parse(await apiGet<unknown>(tokenPath('respond', token), { signal })),
    retry: retryLinkQuery,
    // A company coming back to the tab sees whether the customer has chosen meanwhile.
    refetchOnWindowFocus: true,
  });
}

/** A company's quote or decline being sent, from its link or its workspace. */
export type Answer<Input> = {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
};

/** Every answer from the link is the whole new view, so it replaces the cached one. */
function useRespondMutation<T>(token: string, send: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: T) => respondViewSchema.parse(await send(variables)),
    onSuccess: (view: RespondView) =>
      queryClient.setQueryData(marketplaceKeys.respond(token), view),
  });
}

/** `POST /respond/:token/quote`: the first quote, or a revision of it. */
export function useSendQuote(token: string) {
  return useRespondMutation(token, (input: ValidQuoteInput) =>
    apiPost<unknown>(`${tokenPath('respond', token)}/quote`, input),
  );
}

export function useDeclineRequest(token: string) {
  return useRespondMutation(token, (input: DeclineInput) =>
    apiPost<unknown>(`${tokenPath('respond', token)}/decline`, input),
  );
}

/**
 * `GET /quotes/:token`: the customer's comparison. Quotes arrive over the next hours, so the
 * page asks again every 30 s until one is chosen.
 */
export function comparisonQueryOptions(token: string) {
  return queryOptions({
    queryKey: marketplaceKeys.comparison(token),
    queryFn: async ({ signal }) =>
      comparisonViewSchema.parse(await apiGet<unknown>(tokenPath('quotes', token), { signal })),
    retry: retryLinkQuery,
    refetchInterval: (query) =>
      query.state.data?.chosen_quote_id == null && !isLinkGone(query.state.error)
        ? COMPARISON_REFRESH_MS
        : false,
  });
}

function useComparisonMutation<T>(token: string, send: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: T) => comparisonViewSchema.parse(await send(variables)),
    onSuccess: (view: ComparisonView) =>
      queryClient.setQueryData(marketplaceKeys.comparison(token), view),
  });
}

/** `POST /quotes/:token/choose`: marks the lead converted and tells every company. */
export function useChooseQuote(token: string) {
  return useComparisonMutation(token, (quoteId: number) =>
    apiPost<unknown>(`${tokenPath('quotes', token)}/choose`, { quote_id: quoteId }),
  );
}

export function useRateTrip(token: string) {
  return useComparisonMutation(token, (input: ValidRatingInput) =>
    apiPost<unknown>(`${tokenPath('quotes', token)}/rating`, input),
  );
}
