import { z } from 'zod';
import { priceEstimateSchema } from '../trips/rate-card';
import { positiveDbIntSchema } from '../http';
import { multiLine } from '../text-fields';
import { leadItinerarySchema } from '../trips/lead-itinerary';
import { tripCheckSchema } from '../trips/trip-check';
import { isoDate, optionalText } from './operators';
import { quoteGapSchema } from './quote-gaps';
import {
  QUOTE_LINE_ERRORS,
  QUOTE_PRICE_MAX_EUR,
  baseLineOnly,
  cancellationScaleSchema,
  cancellationStepSchema,
  depositCents,
  depositSchema,
  quoteLineSchema,
  quoteLinesSchema,
  quoteTotalCents,
} from './quote-lines';
import { vatStatusSchema } from './vat';

// Invitations, quotes, the company's and the customer's pages, ratings (docs/product.md#quotes).
export const INVITE_STATUSES = ['invited', 'quoted', 'declined', 'chosen', 'not_chosen'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

export const PRICE_MAX_EUR = QUOTE_PRICE_MAX_EUR;

/**
 * What a company sends from its link or its workspace. An itemised quote sends `lines`
 * (docs/product.md#itemised-quotes): the server adds up the total from them and ignores
 * `price_eur`; without lines, `price_eur` is the whole price, read as one base line.
 */
export const quoteInputSchema = z
  .object({
    price_eur: z
      .number({ error: 'Enter the total price in euro' })
      .positive('Price must be more than €0')
      .max(PRICE_MAX_EUR, `Price must be at most €${PRICE_MAX_EUR.toLocaleString('en-IE')}`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: 'Price can have at most two decimals',
      })
      .optional(),
    lines: quoteLinesSchema.optional(),
    /** Asked when the customer accepts; none when absent. */
    deposit: depositSchema.nullable().default(null),
    cancellation: cancellationScaleSchema.default([]),
    vehicle_type: z.string().trim().min(1, 'Vehicle is required').max(60),
    seats: z.number().int().min(1, 'Seats must be at least 1').max(1000),
    includes_driver: z.boolean().default(true),
    includes_tolls: z.boolean().default(false),
    includes_parking: z.boolean().default(false),
    includes_waiting_time: z.boolean().default(false),
    valid_until: isoDate,
    notes: multiLine(optionalText(2000)),
  })
  .superRefine((input, context) => {
    if (!input.lines && input.price_eur === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['price_eur'],
        message: 'Enter the total price in euro',
      });
    }
    const lines = input.lines ?? (input.price_eur ? baseLineOnly(input.price_eur) : []);
    const total = quoteTotalCents(lines);
    if (input.deposit && total > 0 && depositCents(input.deposit, total) > total) {
      context.addIssue({
        code: 'custom',
        path: ['deposit', 'value'],
        message: QUOTE_LINE_ERRORS.depositAboveTotal,
      });
    }
  });
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type ValidQuoteInput = z.output<typeof quoteInputSchema>;

export const declineInputSchema = z.object({
  reason: multiLine(z.string().trim().min(1, 'Tell us why (a few words are enough)').max(1000)),
});
export type DeclineInput = z.infer<typeof declineInputSchema>;

/** A quote as staff and the customer see it. */
export const quoteSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  operator_id: z.number().int(),
  company_name: z.string(),
  licence_number: z.string(),
  verified: z.boolean(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  price_eur: z.number(),
  price_per_passenger_eur: z.number(),
  /** The company's VAT setting, printed beside the price (docs/product.md#quotes). */
  vat_status: vatStatusSchema,
  vehicle_type: z.string(),
  seats: z.number().int(),
  includes_driver: z.boolean(),
  includes_tolls: z.boolean(),
  includes_parking: z.boolean(),
  includes_waiting_time: z.boolean(),
  /** The price lines; a quote sent before itemised quotes has its whole price as the base. */
  lines: z.array(quoteLineSchema),
  deposit: depositSchema.nullable(),
  /** The deposit in euro for this total, when one is asked. */
  deposit_eur: z.number().nullable(),
  /** Furthest ahead first; empty when the company gave no scale. */
  cancellation: z.array(cancellationStepSchema),
  valid_until: z.string(),
  notes: z.string().nullable(),
  /** How many times the company has revised it (1 = first version). */
  revision: z.number().int(),
  status: inviteStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The journey as a company sees it before being chosen: no customer contact details. */
export const journeySchema = z.object({
  /** The request's reference, `CH-7K3Q9` (docs/product.md#references). */
  reference: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  date_of_travel: z.string(),
  pickup_time: z.string(),
  is_return_trip: z.boolean(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  group_type: z.string(),
  number_of_people: z.number().int(),
  distance: z.number(),
  vehicle_selected: z.string().nullable(),
  additional_info: z.string(),
  /** The customer asked for Garda-vetted drivers (docs/product.md#garda-vetted-drivers). */
  garda_vetted_required: z.boolean(),
  /** The days and stops (docs/product.md#itinerary): a plain request's too. */
  itinerary: leadItinerarySchema,
  /** Driver hours per day and likely tolls (docs/product.md#trip-check); null if not plannable. */
  trip_check: tripCheckSchema.nullable(),
});
export type Journey = z.infer<typeof journeySchema>;

export const customerContactSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
});

/** GET /api/respond/:token — what a company's link shows. */
export const respondViewSchema = z.object({
  company_name: z.string(),
  /** How VAT applies to this company's prices: the form's wording follows it. */
  vat_status: vatStatusSchema,
  journey: journeySchema,
  status: inviteStatusSchema,
  /** The lead still takes quotes (not chosen, not closed, before the travel date). */
  open: z.boolean(),
  quote: quoteSchema.nullable(),
  decline_reason: z.string().nullable(),
  /** Revealed only to the chosen company. */
  customer: customerContactSchema.nullable(),
});
export type RespondView = z.infer<typeof respondViewSchema>;

/** How many of a company's replies to its ratings a comparison page shows, latest first. */
export const PUBLIC_REPLIES_PER_COMPANY = 3;

/**
 * A company's reply to a rating as customers see it (docs/product.md#ratings): the score and the
 * month it was given, and the reply; never the rater or their comment.
 */
export const publicRatingReplySchema = z.object({
  operator_id: z.number().int(),
  score: z.number().int(),
  rated_at: z.string(),
  body: z.string(),
  replied_at: z.string(),
});
export type PublicRatingReply = z.infer<typeof publicRatingReplySchema>;

/** GET /api/quotes/:token — the customer's comparison page. */
export const comparisonViewSchema = z.object({
  journey: journeySchema,
  customer_first_name: z.string(),
  invited: z.number().int(),
  replied: z.number().int(),
  quotes: z.array(quoteSchema),
  chosen_quote_id: z.number().int().nullable(),
  /** True once the travel date has passed and no rating was given. */
  can_rate: z.boolean(),
  rating: z
    .object({
      score: z.number().int(),
      comment: z.string().nullable(),
      /** The company's public reply to it (docs/product.md#ratings). */
      reply: z.object({ body: z.string(), replied_at: z.string() }).nullable(),
    })
    .nullable(),
  /** Each quoting company's latest public replies to its ratings, with the score they answer. */
  rating_replies: z.array(publicRatingReplySchema),
  /** The price guide given when the request was sent (docs/product.md#price-estimate). */
  estimate: priceEstimateSchema.nullable(),
  /** Per quote, what the trip needs that it leaves out (docs/product.md#quote-gaps). */
  quote_gaps: z.array(z.object({ quote_id: z.number().int(), gaps: z.array(quoteGapSchema) })),
});
export type ComparisonView = z.infer<typeof comparisonViewSchema>;

export const chooseQuoteSchema = z.object({ quote_id: positiveDbIntSchema });
export const ratingInputSchema = z.object({
  score: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: multiLine(optionalText(2000)),
});
export type ValidRatingInput = z.output<typeof ratingInputSchema>;

/** An invitation as staff see it on the lead's page. */
export const inviteSchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  company_name: z.string(),
  wave: z.number().int(),
  reason: z.string(),
  status: inviteStatusSchema,
  decline_reason: z.string().nullable(),
  invited_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** GET /api/bus-quote/:id/quotes (staff). */
export const leadQuotesSchema = z.object({
  invites: z.array(inviteSchema),
  quotes: z.array(quoteSchema),
});
export type LeadQuotes = z.infer<typeof leadQuotesSchema>;

/** Euro from cents and back, rounding to the cent. */
export const centsToEur = (cents: number) => cents / 100;
export const eurToCents = (eur: number) => Math.round(eur * 100);
