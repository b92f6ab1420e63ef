import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineInput, ValidQuoteInput } from '@shared/marketplace/quotes';
import {
  type WorkspaceInvitation,
  type WorkspaceInvitationsQuery,
  workspaceInvitationPageSchema,
  workspaceInvitationSchema,
} from '@shared/workspace/invitations';
import { apiGet, apiPost } from '@/lib/api-client';

export const workspaceKeys = {
  /** Every page of the list (a prefix: invalidating it reloads whichever page is shown). */
  invitations: ['workspace', 'invitations', 'list'] as const,
  invitation: (id: number) => ['workspace', 'invitations', id] as const,
  quotes: ['workspace', 'quotes'] as const,
};

/** New invitations arrive while the page is open: it asks again every minute. */
export const INVITATIONS_REFRESH_MS = 60_000;

const invitationPath = (id: number) => `/operator/invitations/${encodeURIComponent(String(id))}`;

/**
 * `GET /operator/invitations?page=&per_page=`: a page of the company's invitations, newest first;
 * the previous page stays on screen while the next loads.
 */
export function invitationsQueryOptions(paging: WorkspaceInvitationsQuery) {
  return queryOptions({
    queryKey: [...workspaceKeys.invitations, paging] as const,
    queryFn: async ({ signal }) =>
      workspaceInvitationPageSchema.parse(
        await apiGet<unknown>('/operator/invitations', { query: paging, signal }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: INVITATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** `GET /operator/invitations/:id`: one of them, as its emailed link shows it. */
export function invitationQueryOptions(id: number) {
  return queryOptions({
    queryKey: workspaceKeys.invitation(id),
    queryFn: async ({ signal }) =>
      workspaceInvitationSchema.parse(await apiGet<unknown>(invitationPath(id), { signal })),
    // A dispatcher coming back to the tab sees whether the customer has chosen meanwhile.
    refetchOnWindowFocus: true,
  });
}

/** Every answer is the whole invitation as it now stands; the lists then load again. */
function useInvitationAnswer<T>(id: number, action: 'quote' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) =>
      workspaceInvitationSchema.parse(
        await apiPost<unknown>(`${invitationPath(id)}/${action}`, input),
      ),
    onSuccess: (invitation: WorkspaceInvitation) => {
      queryClient.setQueryData(workspaceKeys.invitation(id), invitation);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.quotes });
    },
  });
}

/** `POST /operator/invitations/:id/quote`: the first quote, or a revision of it. */
export const useQuoteInvitation = (id: number) => useInvitationAnswer<ValidQuoteInput>(id, 'quote');

/** `POST /operator/invitations/:id/decline`, with a reason. */
export const useDeclineInvitation = (id: number) =>
  useInvitationAnswer<DeclineInput>(id, 'decline');
