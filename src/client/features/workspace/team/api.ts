import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, teammateCreatedSchema, type InviteTeammate } from '@shared/workspace/team';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

/**
 * The company's team (docs/product.md#team): `GET|POST /operator/team`,
 * `POST /operator/team/:id/invitation`, `DELETE /operator/team/:id`.
 */

export const teamKeys = { team: ['workspace', 'team'] as const };

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.team,
    queryFn: async ({ signal }) =>
      teamSchema.parse(await apiGet<unknown>('/operator/team', { signal })),
  });

export function useInviteTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteTeammate) =>
      teammateCreatedSchema.parse(await apiPost<unknown>('/operator/team', input)).teammate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team }),
  });
}

export function useRemoveTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/operator/team/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team }),
  });
}

/** Emails a pending teammate a new set-password link; the earlier ones stop working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      teammateCreatedSchema.parse(await apiPost<unknown>(`/operator/team/${id}/invitation`, {}))
        .teammate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team }),
  });
}
