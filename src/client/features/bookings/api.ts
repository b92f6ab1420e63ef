import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingView, bookingViewSchema } from '@shared/bookings/booking';
import type { z } from 'zod';
import type { tripDetailsInputSchema } from '@shared/bookings/trip-details';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

/** The trip-details form as typed: the server normalises the mobile's spacing and the plate. */
export type TripDetailsInput = z.input<typeof tripDetailsInputSchema>;

export const bookingKeys = {
  customer: (token: string) => ['bookings', 'quotes', token] as const,
  company: (token: string) => ['bookings', 'respond', token] as const,
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

/** `POST /quotes/:token/booking/cancel`: the answer carries the charge under the accepted scale. */
export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      bookingViewSchema.parse(await apiPost<unknown>(`${bookingPath(token)}/cancel`, { reason })),
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
