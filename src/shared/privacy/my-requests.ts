import { z } from 'zod';
import { bookingStatusSchema } from '../bookings/booking';
import { leadStatusSchema } from '../leads/leads';

/**
 * "My requests" and the customer's privacy rights (docs/product.md#my-requests-and-privacy): an
 * emailed link that lists every request made with one address, exports its data and erases it.
 */

/** How long the emailed link works. */
export const MY_LINK_MINUTES = 30;
export const MY_LINK_SENT =
  'If we have requests made with that address, we have emailed it a link to them. The link works for 30 minutes.';
export const MY_LINK_NOT_VALID = 'This link is not valid';
export const MY_LINK_EXPIRED = 'This link has expired. Ask for a new one on the My requests page.';
export const REQUEST_ERASED =
  'Your personal details have been erased from this request. The companies that had them have been told.';

export const myLinkRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email')
    .max(254)
    .pipe(z.email('Enter a valid email address')),
});
export type MyLinkRequest = z.infer<typeof myLinkRequestSchema>;

export const myMessageSchema = z.object({ message: z.string() });

/** One request in the customer's list. */
export const myRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  created_at: z.string(),
  date_of_travel: z.string(),
  /** "Cork to Dublin": where the trip starts and ends. */
  route: z.string(),
  number_of_people: z.number().int(),
  status: leadStatusSchema,
  /** Quotes received (not declined, not withdrawn). */
  quotes: z.number().int(),
  /** The request's own comparison page (`/quotes/{token}`). */
  quotes_path: z.string(),
  /** The booking made from the chosen quote (docs/product.md#bookings), with its own page. */
  booking: z.object({ status: bookingStatusSchema, path: z.string() }).nullable(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

export const myRequestsSchema = z.object({
  email: z.string(),
  expires_at: z.string(),
  requests: z.array(myRequestSchema),
});

/** What the privacy notice states from the configuration (`GET /privacy/policy`). */
export const privacyPolicySchema = z.object({
  /** Months after a trip's last day when its request is anonymised (RETENTION_MONTHS). */
  retention_months: z.number().int(),
});
