import { z } from 'zod';
import { cancellationStepSchema, depositSchema, quoteLineSchema } from '../marketplace/quote-lines';
import { vatStatusSchema } from '../marketplace/vat';
import { leadItinerarySchema } from '../trips/lead-itinerary';
import { multiLine } from '../text-fields';

/** A booking's life (docs/product.md#bookings): made by the choice, then changed, cancelled or done. */
export const BOOKING_STATUSES = ['confirmed', 'changed', 'cancelled', 'completed'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  changed: 'Changed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** One side's contact details as they were when the quote was chosen. */
export const bookingPartySchema = z.object({
  /** The customer's full name, or the company's name. */
  name: z.string(),
  /** The company's contact person; null for the customer. */
  contact_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});
export type BookingParty = z.infer<typeof bookingPartySchema>;

export const tripDetailsSchema = z.object({
  driver_name: z.string(),
  driver_mobile: z.string(),
  vehicle_registration: z.string(),
});

/** The booking as the customer's and the company's pages, the PDF and the calendar read it. */
export const bookingViewSchema = z.object({
  reference: z.string(),
  status: bookingStatusSchema,
  itinerary: leadItinerarySchema,
  number_of_people: z.number().int(),
  lines: z.array(quoteLineSchema),
  total_eur: z.number(),
  deposit: depositSchema.nullable(),
  deposit_eur: z.number().nullable(),
  /** Furthest ahead first; empty when the company gave no scale. */
  cancellation: z.array(cancellationStepSchema),
  vat_status: vatStatusSchema,
  vehicle_type: z.string(),
  seats: z.number().int(),
  customer: bookingPartySchema,
  company: bookingPartySchema,
  terms_accepted_at: z.string().nullable(),
  /** The driver and vehicle; shown to the customer only from 48 h before pick-up. */
  trip_details: tripDetailsSchema.nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['customer', 'company']).nullable(),
  cancel_reason: z.string().nullable(),
  cancellation_charge_eur: z.number().nullable(),
  /** How many times an accepted change altered the booking (the calendar file's SEQUENCE). */
  revision: z.number().int(),
  created_at: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

const cancelReason = (error: string) =>
  multiLine(z.string({ error }).trim().min(1, error).max(1000, 'At most 1000 characters'));

/** The customer's cancellation: the reason goes to the company. */
export const cancelBookingSchema = z.object({
  reason: cancelReason('Tell the company why you are cancelling'),
});

/** The company's cancellation (docs/product.md#booking-changes): the reason goes to the customer. */
export const companyCancelBookingSchema = z.object({
  reason: cancelReason('Tell the customer why you are cancelling'),
});
