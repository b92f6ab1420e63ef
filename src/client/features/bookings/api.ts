import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingView, bookingViewSchema } from '@shared/bookings/booking';
import { apiGet, apiPost } from '@/lib/api-client';

export const bookingKeys = {
  customer: (token: string) => ['bookings', 'quotes', token] as const,
};

const bookingPath = (token: string) => `/quotes/${encodeURIComponent(token)}/booking`;

/** Where the browser downloads the confirmation and the calendar file (served as attachments). */
export const bookingDownloads = (token: string) => ({
  pdf: `/api${bookingPath(token)}.pdf`,
  ics: `/api${bookingPath(token)}.ics`,
});

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
