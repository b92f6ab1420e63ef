import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteCompaniesResultSchema, leadCandidatesSchema } from '@shared/marketplace/invitations';
import { apiGet, apiPost } from '@/lib/api-client';
import { DASHBOARD_KEY, leadKeys } from '@/features/leads/api';

/** `GET /bus-quote/:id/candidates`: every bus company with its verdict for the lead. */
export function leadCandidatesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...leadKeys.detail(id), 'candidates'] as const,
    queryFn: async ({ signal }) =>
      leadCandidatesSchema.parse(await apiGet<unknown>(`/bus-quote/${id}/candidates`, { signal })),
  });
}

/**
 * `POST /bus-quote/:id/invitations`. Afterwards the whole lead page is stale (its quotes, the
 * candidates, the history, and the assignee when a manager claimed it), and so are the lists
 * and dashboards (the lead may no longer be unmatched).
 */
export function useInviteCompanies(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (operatorIds: number[]) =>
      inviteCompaniesResultSchema.parse(
        await apiPost<unknown>(`/bus-quote/${leadId}/invitations`, { operator_ids: operatorIds }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists }),
        queryClient.invalidateQueries({ queryKey: leadKeys.counts }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}
