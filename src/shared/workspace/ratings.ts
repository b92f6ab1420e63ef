import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../http';
import { multiLine } from '../text-fields';

/**
 * The customers' ratings of a company and its one public reply to each
 * (docs/product.md#workspace-ratings): the workspace's list and the reply form.
 */

export const RATING_REPLY_MAX_LENGTH = 1000;
export const RATING_REPLY_ERRORS = {
  empty: 'Write your reply',
  tooLong: `Keep your reply to ${RATING_REPLY_MAX_LENGTH.toLocaleString('en-IE')} characters`,
  alreadyReplied: 'You have already replied to this rating',
  notFound: 'Rating not found',
} as const;

/** POST /api/operator/ratings/:id/reply — plain text, once. */
export const ratingReplyInputSchema = z.object({
  body: multiLine(
    z
      .string()
      .trim()
      .min(1, RATING_REPLY_ERRORS.empty)
      .max(RATING_REPLY_MAX_LENGTH, RATING_REPLY_ERRORS.tooLong),
  ),
});
export type RatingReplyInput = z.input<typeof ratingReplyInputSchema>;

/** The company's reply: `body` is null once the customer's personal data was erased. */
export const ratingReplySchema = z.object({
  body: z.string().nullable(),
  replied_at: z.string(),
  /** Who in the company wrote it (null once that account is deleted). */
  replied_by: z.string().nullable(),
});

/** One rating as the rated company sees it. */
export const companyRatingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  date_of_travel: z.string(),
  score: z.number().int(),
  comment: z.string().nullable(),
  rated_at: z.string(),
  reply: ratingReplySchema.nullable(),
});
export type CompanyRating = z.infer<typeof companyRatingSchema>;

/** GET /api/operator/ratings?page=&per_page= */
export const companyRatingsQuerySchema = z.object(pageQueryFields);
export type CompanyRatingsQuery = z.infer<typeof companyRatingsQuerySchema>;

/** A page of the company's ratings, newest first. */
export const companyRatingPageSchema = pageSchema(companyRatingSchema);
export type CompanyRatingPage = z.infer<typeof companyRatingPageSchema>;
