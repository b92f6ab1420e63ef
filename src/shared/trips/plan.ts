import { z } from 'zod';
import { DRIVER_VERDICTS } from './itinerary';
import { priceEstimateSchema } from './rate-card';

/**
 * The answer of `POST /trips/plan` (docs/product.md#trip-plan): per day the distance, driving and
 * duty time and what it needs in drivers (docs/product.md#driver-hours), the vehicles for the
 * group, and the price range when there is one (docs/product.md#price-estimate).
 */
export const PLAN_ERRORS = {
  dayInThePast: 'A day cannot be in the past',
  outsideIreland: 'We can only plan trips in Ireland and Northern Ireland',
} as const;

export const tripPlanDaySchema = z.object({
  date: z.string(),
  /** The sum of the legs, road kilometres, estimated (docs/decisions/007-distance-estimate.md). */
  distance_km: z.number(),
  driving_minutes: z.number().int(),
  /** Driving + waits + 30 min before and 30 min after. */
  duty_minutes: z.number().int(),
  /** Start of duty to its end, with the breaks the day needs on the road. */
  spread_minutes: z.number().int(),
  legs: z.array(z.object({ distance_km: z.number(), driving_minutes: z.number().int() })),
  verdict: z.enum(DRIVER_VERDICTS),
  reasons: z.array(z.string()),
});
export type TripPlanDay = z.infer<typeof tripPlanDaySchema>;

export const tripPlanResponseSchema = z.object({
  days: z.array(tripPlanDaySchema),
  vehicles: z.array(z.object({ seats: z.number().int(), count: z.number().int() })),
  estimate: priceEstimateSchema.nullable(),
});
export type TripPlanResponse = z.infer<typeof tripPlanResponseSchema>;

const vehicleCountSchema = z.object({ seats: z.number().int(), count: z.number().int() });

/** `GET /trips/vehicles?number_of_people=120` (docs/product.md#large-groups). */
export const groupVehiclesQuerySchema = z.object({
  number_of_people: z.coerce.number().int().min(1).max(1000),
});
export const groupVehiclesSchema = z.object({ vehicles: z.array(vehicleCountSchema) });
export type GroupVehicles = z.infer<typeof groupVehiclesSchema>;
