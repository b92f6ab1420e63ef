import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pendingChangeListSchema } from '@shared/marketplace/operator-changes';
import { apiGet, apiPost } from '@/lib/api-client';
import { marketplaceKeys } from '@/features/marketplace/api';

/** Companies' own changes waiting for a re-check (docs/product.md#changes-to-check), admin only. */

export const changeKeys = { queue: [...marketplaceKeys.operators, 'changes'] as const };

export const pendingChangesQueryOptions = () =>
  queryOptions({
    queryKey: changeKeys.queue,
    queryFn: async ({ signal }) =>
      pendingChangeListSchema.parse(await apiGet<unknown>('/operators/changes', { signal })).data,
  });

export type ChangeDecision =
  | { id: number; version: number; action: 'approve' }
  | { id: number; version: number; action: 'reject'; reason: string };

/** Approve or reject the version of the change the admin is looking at. */
export function useDecideChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: ChangeDecision) =>
      apiPost<unknown>(`/operators/changes/${id}/${action}`, body),
    // Approval changes the company's row too, so the whole operators tree is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.operators }),
  });
}
