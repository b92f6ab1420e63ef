import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerThreadsSchema,
  leadThreadsSchema,
  threadSchema,
  type CustomerMessageInput,
  type MessageInput,
} from '@shared/conversations/messages';
import { apiGet, apiPost } from '@/lib/api-client';
import { shouldRetry } from '@/lib/retry-policy';

/** Questions before choosing (docs/product.md#questions-before-choosing): the threads' requests. */

export const conversationKeys = {
  customer: (token: string) => ['conversations', 'quotes', token] as const,
  company: (path: string) => ['conversations', 'company', path] as const,
  lead: (leadId: number) => ['conversations', 'lead', leadId] as const,
};

/** Threads refresh while the page is open, so an answer shows without a reload. */
export const THREAD_REFRESH_MS = 30_000;

/** A link that is not valid (404) or closed (410) says so at once; only outages are retried. */
const retryThreadQuery = (failureCount: number, error: Error) => shouldRetry(failureCount, error);

const quotesPath = (token: string) => `/quotes/${encodeURIComponent(token)}/messages`;

/** `GET /quotes/:token/messages`: the customer's threads, one per quoting company. */
export function customerThreadsQueryOptions(token: string) {
  return queryOptions({
    queryKey: conversationKeys.customer(token),
    queryFn: async ({ signal }) =>
      customerThreadsSchema.parse(await apiGet<unknown>(quotesPath(token), { signal })),
    retry: retryThreadQuery,
    refetchInterval: THREAD_REFRESH_MS,
  });
}

/** `POST /quotes/:token/messages`: the answer is every thread, as it now is. */
export function useSendCustomerMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomerMessageInput) =>
      customerThreadsSchema.parse(await apiPost<unknown>(quotesPath(token), input)),
    onSuccess: (threads) => queryClient.setQueryData(conversationKeys.customer(token), threads),
  });
}

/**
 * Where a company's thread lives: its emailed link (`/respond/:token/messages`) or its
 * workspace (`/operator/invitations/:id/messages`); both answer the same shapes.
 */
export type CompanyThreadSource = { path: string };

export const respondThreadSource = (token: string): CompanyThreadSource => ({
  path: `/respond/${encodeURIComponent(token)}/messages`,
});
export const workspaceThreadSource = (invitationId: number): CompanyThreadSource => ({
  path: `/operator/invitations/${invitationId}/messages`,
});

export function companyThreadQueryOptions({ path }: CompanyThreadSource) {
  return queryOptions({
    queryKey: conversationKeys.company(path),
    queryFn: async ({ signal }) => threadSchema.parse(await apiGet<unknown>(path, { signal })),
    retry: retryThreadQuery,
    refetchInterval: THREAD_REFRESH_MS,
  });
}

export function useSendCompanyMessage({ path }: CompanyThreadSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MessageInput) =>
      threadSchema.parse(await apiPost<unknown>(path, input)),
    onSuccess: (thread) => queryClient.setQueryData(conversationKeys.company(path), thread),
  });
}

/** `GET /bus-quote/:id/messages`: staff read every thread on a lead. */
export function leadThreadsQueryOptions(leadId: number) {
  return queryOptions({
    queryKey: conversationKeys.lead(leadId),
    queryFn: async ({ signal }) =>
      leadThreadsSchema.parse(await apiGet<unknown>(`/bus-quote/${leadId}/messages`, { signal })),
  });
}
