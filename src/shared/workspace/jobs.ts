import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../http';
import { customerContactSchema, journeySchema } from '../marketplace/quotes';
import { vatStatusSchema } from '../marketplace/vat';

// The company's won trips and its calendar of booked days (docs/product.md#jobs).

export const JOB_WHEN = ['upcoming', 'past'] as const;
export const jobWhenSchema = z.enum(JOB_WHEN);
export type JobWhen = z.infer<typeof jobWhenSchema>;

/** A calendar month as the API takes it: `2027-03`. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be written YYYY-MM, for example 2027-03');

/** GET /api/operator/jobs?month=&when=&page=&per_page= */
export const jobsQuerySchema = z.object({
  month: monthSchema.optional(),
  when: jobWhenSchema.default('upcoming'),
  ...pageQueryFields,
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

/** One won trip: the journey, the chosen quote and, since this company was chosen, the customer. */
export const jobSchema = z.object({
  invite_id: z.number().int(),
  journey: journeySchema,
  customer: customerContactSchema,
  price_eur: z.number(),
  vat_status: vatStatusSchema,
  vehicle_type: z.string(),
  seats: z.number().int(),
});
export type Job = z.infer<typeof jobSchema>;

/** A day of the month with a pick-up on it (the outward or the return journey of a job). */
export const bookedDaySchema = z.object({
  date: z.string(),
  jobs: z.number().int(),
});
export type BookedDay = z.infer<typeof bookedDaySchema>;

export const jobsPageSchema = pageSchema(jobSchema).extend({
  when: jobWhenSchema,
  month: z.string(),
  /** Today in Ireland: the calendar marks it, and "upcoming" means from it on. */
  today: z.string(),
  booked_days: z.array(bookedDaySchema),
});
export type JobsPage = z.infer<typeof jobsPageSchema>;
