import { z } from 'zod';

/**
 * The JSON body the server sends with every non-2xx response. `errors` maps form field names to
 * messages so clients can show validation problems next to the offending inputs.
 */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The largest value of the database's integer columns (ids, versions). Ids in requests are
 * bounded by it, so an out-of-range number is a 422 rather than a failed query.
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A positive whole number that fits those columns: an id or a version in a JSON body. */
export const positiveDbIntSchema = z.number().int().positive().max(MAX_DB_INTEGER);
