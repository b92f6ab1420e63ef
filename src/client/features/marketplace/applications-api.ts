import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  historyListSchema,
  pendingApplicationListSchema,
  type DocumentKind,
  type ValidApplicationInput,
} from '@shared/marketplace/applications';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';
import { marketplaceKeys } from '@/features/marketplace/api';

/** The application's API (docs/product.md#for-bus-companies), public and admin. */

export const applicationKeys = {
  queue: [...marketplaceKeys.operators, 'applications'] as const,
  history: (id: number) => [...marketplaceKeys.operators, 'history', id] as const,
};

export type ApplicationSubmission = {
  input: ValidApplicationInput;
  files: Record<DocumentKind, File>;
};

/** `POST /operators/applications`: the company JSON in `data`, the two documents as files. */
export function useSubmitApplication() {
  return useMutation({
    mutationFn: async ({ input, files }: ApplicationSubmission) => {
      const body = new FormData();
      body.append('data', JSON.stringify(input));
      for (const [kind, file] of Object.entries(files)) body.append(kind, file, file.name);
      return apiRequest<{ message: string }>('/operators/applications', { method: 'POST', body });
    },
  });
}

export function useConfirmApplication() {
  return useMutation({
    mutationFn: (token: string) =>
      apiPost<{ message: string }>('/operators/applications/confirm', { token }),
  });
}

export const pendingApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.queue,
    queryFn: async ({ signal }) =>
      pendingApplicationListSchema.parse(
        await apiGet<unknown>('/operators/applications', { signal }),
      ).data,
  });

export const operatorHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.history(id),
    queryFn: async ({ signal }) =>
      historyListSchema.parse(await apiGet<unknown>(`/operators/${id}/history`, { signal })).data,
  });

export type Decision =
  | { id: number; action: 'verify' }
  | { id: number; action: 'reject'; reason: string }
  | { id: number; action: 'request-info'; message: string };

/** Approve (`/verify`), reject with a reason, or ask for more information. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const { id, action, ...body } = decision;
      return apiPost<unknown>(`/operators/${id}/${action}`, action === 'verify' ? undefined : body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.operators }),
  });
}

/**
 * A document's bytes, fetched with the bearer token into a Blob: the page shows it from a blob:
 * URL typed by the server's byte check (PDF or image), so nothing is ever rendered as HTML.
 */
export const fetchDocument = (operatorId: number, documentId: number) =>
  apiGet<Blob>(`/operators/${operatorId}/documents/${documentId}`, { responseType: 'blob' });
