import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingView, bookingViewSchema } from '@shared/bookings/booking';
import {
  type BookingChangeAnswer,
  type ChangeAction,
  type ChangeSide,
  type CompanyChangeRequest,
  bookingChangeAnswerSchema,
  bookingChangesSchema,
} from '@shared/bookings/changes';
import type { z } from 'zod';
import type { tripDetailsInputSchema } from '@shared/bookings/trip-details';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

/** The trip-details form as typed: the server normalises the mobile's spacing and the plate. */
export type TripDetailsInput = z.input<typeof tripDetailsInputSchema>;

export const bookingKeys = {
  customer: (token: string) => ['bookings', 'quotes', token] as const,
  company: (token: string) => ['bookings', 'respond', token] as const,
  of: (side: ChangeSide, token: string) =>
    side === 'customer' ? bookingKeys.customer(token) : bookingKeys.company(token),
  changes: (side: ChangeSide, token: string) =>
    [...bookingKeys.of(side, token), 'changes'] as const,
};

const bookingPath = (token: string) => `/quotes/${encodeURIComponent(token)}/booking`;

const companyBookingPath = (token: string) => `/respond/${encodeURIComponent(token)}/booking`;

/** Where the browser downloads the confirmation and the calendar file (served as attachments). */
export const bookingDownloads = (token: string, side: 'customer' | 'company' = 'customer') => {
  const path = side === 'customer' ? bookingPath(token) : companyBookingPath(token);
  return { pdf: `/api${path}.pdf`, ics: `/api${path}.ics` };
};

/** `GET /quotes/:token/booking`: the booking the customer's choice made. */
export function bookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: bookingKeys.customer(token),
    queryFn: async ({ signal }) =>
      bookingViewSchema.parse(await apiGet<unknown>(bookingPath(token), { signal })),
    // The choice has just been made, so a 404 right after it is worth one more look.
    retry: 1,
  });
}

/** `POST /quotes/:token/booking/accept`: recorded once; the answer is the booking as it now is. */
export function useAcceptTerms(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      bookingViewSchema.parse(await apiPost<unknown>(`${bookingPath(token)}/accept`)),
    onSuccess: (view: BookingView) => queryClient.setQueryData(bookingKeys.customer(token), view),
  });
}

/** `GET /respond/:token/booking`: the chosen company's booking, with the trip details it gave. */
export function companyBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: bookingKeys.company(token),
    queryFn: async ({ signal }) =>
      bookingViewSchema.parse(await apiGet<unknown>(companyBookingPath(token), { signal })),
    retry: 1,
  });
}

/** `PUT /respond/:token/trip-details`: the driver and vehicle; the answer is the booking as it now is. */
export function useSaveTripDetails(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (details: TripDetailsInput) =>
      bookingViewSchema.parse(
        await apiRequest<unknown>(`/respond/${encodeURIComponent(token)}/trip-details`, {
          method: 'PUT',
          body: details,
        }),
      ),
    onSuccess: (view: BookingView) => queryClient.setQueryData(bookingKeys.company(token), view),
  });
}

const sidePath = (side: ChangeSide, token: string) =>
  side === 'customer' ? bookingPath(token) : companyBookingPath(token);

/** `GET …/booking/changes` on either side's link: newest first (docs/product.md#booking-changes). */
export function bookingChangesQueryOptions(side: ChangeSide, token: string) {
  return queryOptions({
    queryKey: bookingKeys.changes(side, token),
    queryFn: async ({ signal }) =>
      bookingChangesSchema.parse(
        await apiGet<unknown>(`${sidePath(side, token)}/changes`, { signal }),
      ).changes,
  });
}

/** After a change route answers: the booking as it now is, and the list fetched again. */
function useChangeMutation<Input>(
  side: ChangeSide,
  token: string,
  send: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => bookingChangeAnswerSchema.parse(await send(input)),
    onSuccess: async (answer: BookingChangeAnswer) => {
      queryClient.setQueryData(bookingKeys.of(side, token), answer.booking);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.changes(side, token) });
    },
  });
}

/** `POST …/booking/changes`: the customer's request carries no price (the schema refuses one). */
export const useRequestChange = (side: ChangeSide, token: string) =>
  useChangeMutation(side, token, (request: CompanyChangeRequest) =>
    apiPost<unknown>(`${sidePath(side, token)}/changes`, request),
  );

/** `POST …/booking/changes/:id/accept|decline|withdraw`. */
export const useAnswerChange = (side: ChangeSide, token: string) =>
  useChangeMutation(side, token, ({ id, action }: { id: number; action: ChangeAction }) =>
    apiPost<unknown>(`${sidePath(side, token)}/changes/${id}/${action}`),
  );

/**
 * `POST /quotes/:token/booking/cancel` (the answer carries the charge under the accepted scale) or
 * `POST /respond/:token/booking/cancel` (the company's: no charge); a pending change closes.
 */
export function useCancelBooking(side: ChangeSide, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      bookingViewSchema.parse(
        await apiPost<unknown>(`${sidePath(side, token)}/cancel`, { reason }),
      ),
    onSuccess: async (view: BookingView) => {
      queryClient.setQueryData(bookingKeys.of(side, token), view);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.changes(side, token) });
    },
  });
}
