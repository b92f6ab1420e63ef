import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ContactDetails,
  type ContactMessageInput,
  contactMessagePageSchema,
  contactMessageSchema,
  contactPageSchema,
} from '@shared/content/contact';
import { apiGet, apiPatch, apiPost, apiRequest } from '@/lib/api-client';

export const contactKeys = {
  details: ['contact', 'details'] as const,
  messages: ['contact', 'messages'] as const,
};

/** `GET /contact`: the details the contact page shows, with their version for the editor. */
export function contactDetailsQueryOptions() {
  return queryOptions({
    queryKey: contactKeys.details,
    queryFn: async ({ signal }) =>
      contactPageSchema.parse(await apiGet<unknown>('/contact', { signal })),
  });
}

/** `PUT /contact` (admin): refused with 409 when someone saved meanwhile. */
export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { details: ContactDetails; version: number }) =>
      contactPageSchema.parse(
        await apiRequest<unknown>('/contact', { method: 'PUT', body: input }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(contactKeys.details, saved),
  });
}

/** `POST /contact/messages`: a visitor's message; never retried (it is not idempotent). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => apiPost<unknown>('/contact/messages', input),
  });
}

export type MessageState = 'open' | 'handled' | 'all';

/** `GET /contact/messages` (admin): a page of messages, newest first. */
export function contactMessagesQueryOptions(state: MessageState, page: number) {
  return queryOptions({
    queryKey: [...contactKeys.messages, { state, page }] as const,
    queryFn: async ({ signal }) =>
      contactMessagePageSchema.parse(
        await apiGet<unknown>('/contact/messages', { query: { state, page }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /contact/messages/{id}`: handled, or open again. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: number; handled: boolean }) =>
      contactMessageSchema.parse(await apiPatch<unknown>(`/contact/messages/${id}`, { handled })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.messages }),
  });
}
