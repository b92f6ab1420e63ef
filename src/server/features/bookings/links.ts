import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import type { Database } from '../../db/client';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { type LinkPurpose, signLink, verifyLink } from '../../lib/signed-links';
import type { Transports } from '../outbox';

/**
 * The booking's side of the signed links (docs/product.md#bookings): the customer's quotes link
 * and the chosen company's respond link, answered with the same words as the marketplace's
 * (this feature sits below marketplace, which makes the booking when a quote is chosen).
 */
export const bookingLinkInvalid = () => notFound('This link is not valid');

export function bookingLinkIdOf(secret: string, purpose: LinkPurpose, token: string): number {
  const id = verifyLink(secret, purpose, token);
  if (id === null) throw bookingLinkInvalid();
  return id;
}

export const bookingRoute = {
  config: { access: 'public' },
  tags: ['bookings'],
  params: z.object({ token: z.string() }),
  errors: {
    404: apiErrorBodySchema,
    409: apiErrorBodySchema,
    422: apiErrorBodySchema,
    429: apiErrorBodySchema,
  },
} as const;

/** Writes share the link's own per-minute cap (the marketplace's `link:` bucket). */
export async function limitBookingPosts(db: Database, key: string): Promise<void> {
  const result = await hitRateLimit(db, `link:${key}`, 20, 60_000);
  if (!result.allowed) {
    throw tooManyRequests(
      result.retryAfterSeconds,
      'Too many attempts from this link. Please wait a minute and try again.',
    );
  }
}

export type BookingDeps = {
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  publicUrl: string;
  linkSecret: string;
};

export type BookingLinks = ReturnType<typeof bookingLinks>;

/** The links a booking's emails carry, each signed for its reader. */
export function bookingLinks(
  { publicUrl, linkSecret }: Pick<BookingDeps, 'publicUrl' | 'linkSecret'>,
  leadId: number,
  inviteId: number,
) {
  const quotes = `quotes/${signLink(linkSecret, 'quotes', leadId)}`;
  const respond = `respond/${signLink(linkSecret, 'respond', inviteId)}`;
  return {
    customerPage: `${publicUrl}/${quotes}/booking`,
    customerPdf: `${publicUrl}/api/${quotes}/booking.pdf`,
    customerIcs: `${publicUrl}/api/${quotes}/booking.ics`,
    companyPage: `${publicUrl}/${respond}`,
    companyPdf: `${publicUrl}/api/${respond}/booking.pdf`,
    companyIcs: `${publicUrl}/api/${respond}/booking.ics`,
  };
}
