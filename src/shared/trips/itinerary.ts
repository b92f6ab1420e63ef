import { z } from 'zod';
import { DATE_INPUT_MESSAGE, TIME_PATTERN, isRealDate } from '../dates';

/**
 * A trip as it really runs (docs/product.md#itinerary): days in date order, each starting at a
 * time from its first stop and calling at the later stops in order, with a wait at each. A plain
 * one-way request is one day with two stops; a same-day return adds the pick-up as a third stop.
 * The API contract of `POST /trips/plan` and of the itinerary `POST /bus-quote` accepts.
 */
export const MAX_ITINERARY_DAYS = 14;
export const MAX_STOPS_PER_DAY = 20;
/** A wait longer than a day is not a stop but another day. */
export const MAX_WAIT_MINUTES = 24 * 60;

export const ITINERARY_ERRORS = {
  daysOutOfOrder: 'Each day must come after the one before',
  tooManyDays: `An itinerary has at most ${MAX_ITINERARY_DAYS} days`,
  tooManyStops: `A day has at most ${MAX_STOPS_PER_DAY} stops`,
  tooFewStops: 'A day needs a start and at least one more stop',
  negativeWait: 'A wait cannot be negative',
} as const;

export const itineraryStopSchema = z.object({
  place: z.string().trim().min(1, 'Enter a place').max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Minutes spent at this stop before driving on; the day's first stop has none. */
  wait_minutes: z
    .number()
    .int()
    .min(0, ITINERARY_ERRORS.negativeWait)
    .max(MAX_WAIT_MINUTES)
    .default(0),
  /**
   * When the group leaves this stop (HH:MM), for a stop left at a set time rather than after a
   * set wait — a same-day return's destination: the wait is from the arrival until then, worked
   * out by the planner with its own driving times.
   */
  leaves_at: z.string().regex(TIME_PATTERN, 'Enter a time as HH:MM').optional(),
});
export type ItineraryStop = z.infer<typeof itineraryStopSchema>;

export const itineraryDaySchema = z.object({
  date: z.string().refine(isRealDate, DATE_INPUT_MESSAGE),
  start_time: z.string().regex(TIME_PATTERN, 'Enter a time as HH:MM'),
  stops: z
    .array(itineraryStopSchema)
    .min(2, ITINERARY_ERRORS.tooFewStops)
    .max(MAX_STOPS_PER_DAY, ITINERARY_ERRORS.tooManyStops),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

/**
 * The days, each on a later date than the one before. Whether a day is in the past depends on
 * "today" and is checked where the itinerary is used (the request and the plan), not here.
 */
export const itineraryDaysSchema = z
  .array(itineraryDaySchema)
  .min(1, 'Add at least one day')
  .max(MAX_ITINERARY_DAYS, ITINERARY_ERRORS.tooManyDays)
  .superRefine((days, context) => {
    days.forEach((day, index) => {
      const before = days[index - 1];
      if (before && day.date <= before.date) {
        context.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: ITINERARY_ERRORS.daysOutOfOrder,
        });
      }
    });
  });
export type ItineraryDays = z.infer<typeof itineraryDaysSchema>;

export const tripPlanRequestSchema = z.object({
  number_of_people: z.number().int().min(1).max(1000),
  days: itineraryDaysSchema,
});
export type TripPlanRequest = z.infer<typeof tripPlanRequestSchema>;

/** What a day needs in drivers under EU Regulation 561/2006 (docs/product.md#driver-hours). */
export const DRIVER_VERDICTS = ['one_driver', 'breaks', 'second_driver', 'overnight'] as const;
export type DriverVerdict = (typeof DRIVER_VERDICTS)[number];
