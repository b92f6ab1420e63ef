import { z } from 'zod';
import { isRealDate } from '../dates';
import { isoDate, optionalText } from '../marketplace/operators';
import { multiLine } from '../text-fields';

/**
 * A company's availability (docs/product.md#availability): ranges of days it is fully booked, or
 * one vehicle of a kind in its fleet is out. Matching skips a company with no free vehicle big
 * enough on a lead's travel or return date. `GET|POST|DELETE /api/operator/unavailability`.
 */

/** The longest range, in days (the ends included): a year, leap day and all. */
export const MAX_RANGE_DAYS = 366;
/** Upcoming ranges a company may keep at once: far more than any real calendar holds. */
export const MAX_UPCOMING_RANGES = 200;

export const RANGE_ORDER_MESSAGE = 'The last day cannot be before the first day';
export const RANGE_LENGTH_MESSAGE = `A range can be at most ${MAX_RANGE_DAYS} days long`;
export const RANGE_PAST_MESSAGE = 'The last day cannot be in the past';

/** A vehicle is named by its kind in the fleet: its type and seats ('49-seat Coach'). */
export const unavailableVehicleSchema = z.object({
  type: z.string().trim().min(1, 'Vehicle type is required').max(60),
  seats: z.number().int().min(1).max(100),
});
export type UnavailableVehicle = z.infer<typeof unavailableVehicleSchema>;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** How many days a range covers, both ends included. */
export const rangeDays = (starts_on: string, ends_on: string) =>
  dayNumber(ends_on) - dayNumber(starts_on) + 1;

/** POST /api/operator/unavailability: no vehicle (or null) means the whole company. */
export const unavailabilityInputSchema = z
  .object({
    starts_on: isoDate,
    ends_on: isoDate,
    vehicle: unavailableVehicleSchema.nullable().default(null),
    note: multiLine(optionalText(500)),
  })
  .superRefine((range, context) => {
    // Only once both are dates: each field's own message says what is wrong otherwise.
    if (!isRealDate(range.starts_on) || !isRealDate(range.ends_on)) return;
    if (range.ends_on < range.starts_on) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: RANGE_ORDER_MESSAGE });
    } else if (rangeDays(range.starts_on, range.ends_on) > MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: RANGE_LENGTH_MESSAGE });
    }
  });
export type UnavailabilityInput = z.input<typeof unavailabilityInputSchema>;
export type ValidUnavailabilityInput = z.output<typeof unavailabilityInputSchema>;

/** A range that is over already says nothing matching could use: refused, against Irish today. */
export const isPastRange = (range: { ends_on: string }, today: string) => range.ends_on < today;

export const unavailabilitySchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  vehicle: unavailableVehicleSchema.nullable(),
  /** False when the named vehicle's kind is no longer in the fleet: the range then takes nothing out. */
  vehicle_in_fleet: z.boolean(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Unavailability = z.infer<typeof unavailabilitySchema>;

/** A kind of vehicle the company can mark as out: as many ranges at once as it has vehicles. */
export const fleetKindSchema = unavailableVehicleSchema.extend({ count: z.number().int() });
export type FleetKind = z.infer<typeof fleetKindSchema>;

/** GET /api/operator/unavailability: the ranges not over yet, soonest first, and the fleet. */
export const unavailabilityListSchema = z.object({
  data: z.array(unavailabilitySchema),
  fleet: z.array(fleetKindSchema),
});
export type UnavailabilityList = z.infer<typeof unavailabilityListSchema>;

export const unavailabilityBodySchema = z.object({ unavailability: unavailabilitySchema });
