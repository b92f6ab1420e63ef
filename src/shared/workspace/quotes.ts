import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../http';

/**
 * The company's quotes in its workspace (docs/product.md#workspace-quotes), each with a status
 * derived from its invitation, its lead and today's date.
 */
export const COMPANY_QUOTE_STATUSES = [
  'sent',
  'revised',
  'chosen',
  'not_chosen',
  'withdrawn',
  'expired',
] as const;
export const companyQuoteStatusSchema = z.enum(COMPANY_QUOTE_STATUSES);
export type CompanyQuoteStatus = z.infer<typeof companyQuoteStatusSchema>;

export const companyQuoteStatusLabels: Record<CompanyQuoteStatus, string> = {
  sent: 'Sent',
  revised: 'Revised',
  chosen: 'Chosen',
  not_chosen: 'Not chosen',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** GET /api/operator/quotes?status=&page=&per_page=: every status when none is given. */
export const companyQuotesQuerySchema = z.object({
  status: companyQuoteStatusSchema.optional(),
  ...pageQueryFields,
});
export type CompanyQuotesQuery = z.infer<typeof companyQuotesQuerySchema>;

export const companyQuoteSchema = z.object({
  id: z.number().int(),
  /** The invitation it answers: the workspace opens it there. */
  invitation_id: z.number().int(),
  reference: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  date_of_travel: z.string(),
  is_return_trip: z.boolean(),
  number_of_people: z.number().int(),
  price_eur: z.number(),
  vehicle_type: z.string(),
  seats: z.number().int(),
  valid_until: z.string(),
  revision: z.number().int(),
  status: companyQuoteStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyQuote = z.infer<typeof companyQuoteSchema>;

export const companyQuoteTotalSchema = z.object({
  status: companyQuoteStatusSchema,
  count: z.number().int(),
  total_eur: z.number(),
});
export type CompanyQuoteTotal = z.infer<typeof companyQuoteTotalSchema>;

/** A page of the quotes (newest change first, only the asked status when one is given). */
export const companyQuoteListSchema = pageSchema(companyQuoteSchema).extend({
  /** Every status, zero ones too, whatever the filter and page: what each status holds. */
  totals: z.array(companyQuoteTotalSchema),
});
export type CompanyQuoteList = z.infer<typeof companyQuoteListSchema>;
