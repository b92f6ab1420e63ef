import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  leadNoteSchema,
  staffLeadSchema,
  type LeadUpdate,
  type NoteCreateInput,
  type StaffLead,
} from '@shared/leads/management';
import { apiDelete, apiPatch, apiPost } from '@/lib/api-client';
import { DASHBOARD_KEY, leadKeys } from '@/features/leads/api';

/** Lists, counts and dashboards are all stale after any change to a lead. */
function useInvalidateLeads() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leadKeys.lists }),
      queryClient.invalidateQueries({ queryKey: leadKeys.counts }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      id === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: leadKeys.activity(id) }),
    ]);
}

export function updateLead(id: number, changes: LeadUpdate): Promise<StaffLead> {
  return apiPatch<unknown>(`/bus-quote/${id}`, changes).then((body) => staffLeadSchema.parse(body));
}

/** `PATCH /bus-quote/:id`: status, priority or assignee. The answer is the updated lead. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: LeadUpdate }) => updateLead(id, changes),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return invalidate(lead.id);
    },
  });
}

/** Several leads changed one by one; each result is reported, none stops the others. */
export function useUpdateLeads() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (changes: { id: number; changes: LeadUpdate }[]) =>
      Promise.allSettled(changes.map((change) => updateLead(change.id, change.changes))),
    onSettled: () => invalidate(),
  });
}

export function useDeleteLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/bus-quote/${id}`),
    onSuccess: () => invalidate(),
  });
}

/** All or nothing on the server: a missing id deletes none. */
export function useBulkDeleteLeads() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (ids: number[]) => apiPost<{ deleted: number }>('/bus-quote/bulk-delete', { ids }),
    onSuccess: () => invalidate(),
  });
}

export function useAddLeadNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteCreateInput) =>
      apiPost<unknown>(`/bus-quote/${id}/notes`, input).then((note) => leadNoteSchema.parse(note)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.notes(id) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.activity(id) }),
        // A manager's note on an unassigned lead claims it.
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

/**
 * `POST /bus-quote/:id/erase` (admins): the customer's personal data removed on their request
 * (docs/product.md#my-requests-and-privacy). Notes go with it, and the history gains a line.
 */
export function useEraseLead() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost<unknown>(`/bus-quote/${id}/erase`).then((body) => staffLeadSchema.parse(body)),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return Promise.all([
        invalidate(lead.id),
        queryClient.invalidateQueries({ queryKey: leadKeys.notes(lead.id) }),
      ]);
    },
  });
}
