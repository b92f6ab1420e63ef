import { z } from 'zod';
import { formatDate } from '../dates';
import { multiLine } from '../text-fields';
import type { LeadItinerary } from '../trips/lead-itinerary';
import { bookingViewSchema } from './booking';
import { formatBookingEuro } from './terms';

/**
 * A change request on a booking (docs/product.md#booking-changes, decision 049): either side asks,
 * with a message and optionally new pick-up times per day and a new number of people (the company
 * may also propose a new total); the other side accepts or declines, the asker may withdraw. One
 * pending request at a time per booking.
 */
export const CHANGE_SIDES = ['customer', 'company'] as const;
export const changeSideSchema = z.enum(CHANGE_SIDES);
export type ChangeSide = z.infer<typeof changeSideSchema>;

export const CHANGE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'closed'] as const;
export const changeStatusSchema = z.enum(CHANGE_STATUSES);
export type ChangeStatus = z.infer<typeof changeStatusSchema>;

export const CHANGE_STATUS_LABELS: Record<ChangeStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  closed: 'Closed unanswered',
};

export const CHANGE_ERRORS = {
  message: 'Say what should change and why',
  time: 'Enter a time as HH:MM, for example 08:30',
  people: 'Enter a number of people from 1 to 500',
  price: 'Enter a price in euro greater than 0, for example 1250 or 1250.50',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One itinerary day's new pick-up time (day 1 is the first day). */
export const pickupTimeChangeSchema = z.object({
  day: z.number({ error: 'Choose a day of the trip' }).int().min(1).max(31),
  start_time: z.string({ error: CHANGE_ERRORS.time }).trim().regex(HH_MM, CHANGE_ERRORS.time),
});
export type PickupTimeChange = z.infer<typeof pickupTimeChangeSchema>;

const changeFields = {
  message: multiLine(
    z
      .string({ error: CHANGE_ERRORS.message })
      .trim()
      .min(1, CHANGE_ERRORS.message)
      .max(1000, 'At most 1000 characters'),
  ),
  pickup_times: z
    .array(pickupTimeChangeSchema)
    .max(31)
    .refine(
      (times) => new Set(times.map((time) => time.day)).size === times.length,
      'Give each day at most one new time',
    )
    .optional(),
  number_of_people: z
    .number({ error: CHANGE_ERRORS.people })
    .int(CHANGE_ERRORS.people)
    .min(1, CHANGE_ERRORS.people)
    .max(500, CHANGE_ERRORS.people)
    .optional(),
};

/** `POST /quotes/{token}/booking/changes`: the customer's request. */
export const customerChangeRequestSchema = z.strictObject(changeFields);
export type CustomerChangeRequest = z.infer<typeof customerChangeRequestSchema>;

/** `POST /respond/{token}/booking/changes`: the company's request, which may propose a new total. */
export const companyChangeRequestSchema = z.strictObject({
  ...changeFields,
  price_eur: z
    .number({ error: CHANGE_ERRORS.price })
    .positive(CHANGE_ERRORS.price)
    .max(1_000_000, CHANGE_ERRORS.price)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), CHANGE_ERRORS.price)
    .optional(),
});
export type CompanyChangeRequest = z.infer<typeof companyChangeRequestSchema>;

export const bookingChangeSchema = z.object({
  id: z.number().int(),
  requested_by: changeSideSchema,
  message: z.string(),
  pickup_times: z.array(pickupTimeChangeSchema).nullable(),
  number_of_people: z.number().int().nullable(),
  price_eur: z.number().nullable(),
  status: changeStatusSchema,
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;

/** `GET …/booking/changes`: newest first, the pending one (if any) among them. */
export const bookingChangesSchema = z.object({ changes: z.array(bookingChangeSchema) });
export type BookingChanges = z.infer<typeof bookingChangesSchema>;

/** Every change route's answer to a write: the request as it now is and the booking. */
export const bookingChangeAnswerSchema = z.object({
  change: bookingChangeSchema,
  booking: bookingViewSchema,
});
export type BookingChangeAnswer = z.infer<typeof bookingChangeAnswerSchema>;

export const CHANGE_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const changeParamsSchema = z.object({
  token: z.string(),
  id: z.coerce.number({ error: 'Not found' }).int().positive(),
});

/**
 * What a request changes, one sentence each: against the booking as it is now while it waits
 * (`08:30 → 10:15`), the asked values alone once answered (the booking may already hold them).
 * The page and the email to the other side say the same.
 */
export function changeSummary(
  change: Pick<BookingChange, 'pickup_times' | 'number_of_people' | 'price_eur'>,
  booking: { itinerary: LeadItinerary; number_of_people: number; total_eur: number },
  compare = true,
): string[] {
  const from = (before: string) => (compare ? `${before} → ` : '');
  const times = (change.pickup_times ?? []).map(({ day, start_time }) => {
    const before = booking.itinerary[day - 1];
    return `Day ${day} (${formatDate(before?.date ?? '')}) pick-up: ${from(before?.start_time ?? '')}${start_time}`;
  });
  return [
    ...times,
    ...(change.number_of_people === null
      ? []
      : [`Number of people: ${from(String(booking.number_of_people))}${change.number_of_people}`]),
    ...(change.price_eur === null
      ? []
      : [
          `Total price: ${from(formatBookingEuro(booking.total_eur))}${formatBookingEuro(change.price_eur)}`,
        ]),
  ];
}
