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

/** The same number written in a path or a query string. */
export const positiveDbIntParamSchema = z.coerce.number().int().positive().max(MAX_DB_INTEGER);

/** The page sizes every paged list offers, and the one it opens with. */
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;

/** A list's page number in a query string, from 1; a million is far past any real list. */
export const pageParamSchema = z.coerce
  .number()
  .int()
  .min(1, 'page must be at least 1')
  .max(1_000_000)
  .default(1);

/** `page` and `per_page` of a paged list's query string. */
export const pageQueryFields = {
  page: pageParamSchema,
  per_page: z.coerce
    .number()
    .int()
    .refine(
      (value) => (PAGE_SIZES as readonly number[]).includes(value),
      `per_page must be one of ${PAGE_SIZES.join(', ')}`,
    )
    .default(DEFAULT_PAGE_SIZE),
};

/** One page of a list as the API answers it. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/** The page answer for `data`, page `page` of `total` items `perPage` at a time. */
export function toPage<Item>(data: Item[], total: number, page: number, perPage: number) {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
