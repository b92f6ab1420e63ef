import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxMessageSchema, outboxPageSchema, type OutboxPage } from '@shared/outbox/outbox';
import { apiGet, apiPost } from '@/lib/api-client';
import type { OutboxListParams } from '@/features/outbox/list-params';

/** A message as the list shows it: without its bodies. */
export type OutboxSummary = OutboxPage['data'][number];

export const outboxKeys = {
  all: ['outbox'] as const,
  lists: ['outbox', 'list'] as const,
  detail: (id: number) => ['outbox', 'detail', id] as const,
};

/** Queued and sending messages settle within seconds (the worker polls every second). */
const IN_FLIGHT_REFRESH_MS = 2_000;

function hasInFlight(page: OutboxPage | undefined): boolean {
  return (
    page?.data.some((message) => message.status === 'queued' || message.status === 'sending') ??
    false
  );
}

/**
 * `GET /outbox`: one page, the previous one kept on screen meanwhile. While a message on it is
 * queued or sending, the page refreshes itself so a retry is seen landing without a reload.
 */
export function outboxPageQueryOptions(params: OutboxListParams) {
  const query = {
    status: params.status || undefined,
    page: params.page,
    per_page: params.per_page,
  };
  return queryOptions({
    queryKey: [...outboxKeys.lists, query] as const,
    queryFn: async ({ signal }) =>
      outboxPageSchema.parse(await apiGet<unknown>('/outbox', { query, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (hasInFlight(current.state.data) ? IN_FLIGHT_REFRESH_MS : false),
  });
}

/** `GET /outbox/:id`: the message with its rendered bodies (the list leaves them out). */
export function outboxMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: outboxKeys.detail(id),
    queryFn: async ({ signal }) =>
      outboxMessageSchema.parse(await apiGet<unknown>(`/outbox/${id}`, { signal })),
  });
}

/** `POST /outbox/:id/retry`: 409 unless the message has failed. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      outboxMessageSchema.parse(await apiPost<unknown>(`/outbox/${id}/retry`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

/** A message staff may send a copy of: one about a request, no longer on its way. */
export const canResend = (message: Pick<OutboxSummary, 'status' | 'lead_id'>) =>
  message.lead_id !== null && message.status !== 'queued' && message.status !== 'sending';

/** `POST /outbox/:id/resend`: a copy under a new key; answers the copy (queued or captured). */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      outboxMessageSchema.parse(await apiPost<unknown>(`/outbox/${id}/resend`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
