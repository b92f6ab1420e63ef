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
  cancel_reason: z.string().nullable(),
  cancellation_charge_eur: z.number().nullable(),
  created_at: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** A cancellation by either side: the reason goes to the other side. */
export const cancelBookingSchema = z.object({
  reason: multiLine(
    z
      .string({ error: 'Tell the company why you are cancelling' })
      .trim()
      .min(1, 'Tell the company why you are cancelling')
      .max(1000, 'At most 1000 characters'),
  ),
});
