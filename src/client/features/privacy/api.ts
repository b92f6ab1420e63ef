import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type MyLinkRequest,
  myMessageSchema,
  myRequestsSchema,
  privacyPolicySchema,
} from '@shared/privacy/my-requests';
import { apiGet, apiPost, apiUrl } from '@/lib/api-client';
import { shouldRetry } from '@/lib/retry-policy';

/** "My requests" and the privacy notice (docs/product.md#my-requests-and-privacy). */

export const privacyKeys = {
  policy: ['privacy', 'policy'] as const,
  my: (token: string) => ['my', token] as const,
};

const myPath = (token: string) => `/my/${encodeURIComponent(token)}`;

/** `POST /my/link`: the server's answer, the same whether or not the address is known. */
export async function requestMyLink(body: MyLinkRequest): Promise<string> {
  return myMessageSchema.parse(await apiPost<unknown>('/my/link', body)).message;
}

export function myRequestsQueryOptions(token: string) {
  return queryOptions({
    queryKey: privacyKeys.my(token),
    queryFn: async ({ signal }) =>
      myRequestsSchema.parse(await apiGet<unknown>(myPath(token), { signal })),
    retry: (failureCount, error) => shouldRetry(failureCount, error),
  });
}

/** The JSON download of everything kept about the address: a plain link the browser saves. */
export const myExportUrl = (token: string) => apiUrl(`${myPath(token)}/export`);

const erasedSchema = myRequestsSchema.extend({ message: z.string() });

/** `POST /my/:token/requests/:id/erase`: the answer is the list without the erased request. */
export function useEraseMyRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      erasedSchema.parse(await apiPost<unknown>(`${myPath(token)}/requests/${id}/erase`)),
    onSuccess: ({ message: _message, ...view }) =>
      queryClient.setQueryData(privacyKeys.my(token), view),
  });
}

/** `GET /privacy/policy`: the retention period the notice states, from the configuration. */
export const privacyPolicyQueryOptions = queryOptions({
  queryKey: privacyKeys.policy,
  queryFn: async ({ signal }) =>
    privacyPolicySchema.parse(await apiGet<unknown>('/privacy/policy', { signal })),
  staleTime: 5 * 60_000,
});
