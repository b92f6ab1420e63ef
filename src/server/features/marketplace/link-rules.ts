import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import type { Database } from '../../db/client';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { type LinkPurpose, verifyLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import type { Transports } from '../outbox';

/**
 * The rules the marketplace's signed links share: what answers a bad link, when a lead is closed
 * to them, and the Irish calendar they are judged by.
 */

export const LINK_NOT_VALID = 'This link is not valid';
export const REQUEST_CLOSED = 'This request is closed';

/** Malformed, tampered, another purpose's or a missing row's token: one answer, nothing leaks. */
export const invalidLink = () => notFound(LINK_NOT_VALID);

/** The id a link's token names, or the one 404 every untrusted token gets. */
export function linkIdOf(secret: string, purpose: LinkPurpose, token: string): number {
  const id = verifyLink(secret, purpose, token);
  if (id === null) throw invalidLink();
  return id;
}

/** Route options shared by the link routes. The token is checked by its signature, not its shape. */
export const linkRoute = {
  config: { access: 'public' },
  tags: ['marketplace'],
  params: z.object({ token: z.string() }),
  errors: {
    404: apiErrorBodySchema,
    409: apiErrorBodySchema,
    410: apiErrorBodySchema,
    422: apiErrorBodySchema,
    429: apiErrorBodySchema,
  },
} as const;
export const requestClosed = () => new HttpError(410, REQUEST_CLOSED);

export const OPEN_STATUSES: readonly LeadRow['status'][] = ['new', 'contacted', 'quoted'];

/** The last day of the trip: the return date of a return trip, else the travel date. */
export function tripEndDate(lead: Pick<LeadRow, 'date_of_travel' | 'return_date'>): string {
  return lead.return_date && lead.return_date > lead.date_of_travel
    ? lead.return_date
    : lead.date_of_travel;
}

/** A lost lead, or one whose travel date has passed, no longer answers company links. */
export const isClosedToCompanies = (lead: LeadRow, today: string) =>
  lead.status === 'lost' || lead.date_of_travel < today;

/** Still taking quotes: being worked, before (or on) the travel date. A choice converts it. */
export const isTakingQuotes = (lead: LeadRow, today: string) =>
  OPEN_STATUSES.includes(lead.status) && lead.date_of_travel >= today;

/** Writes on a link are capped per link, so a looping client cannot flood a lead's history. */
export const LINK_POSTS_PER_MINUTE = 20;

export async function limitLinkPosts(db: Database, key: string): Promise<void> {
  const result = await hitRateLimit(db, `link:${key}`, LINK_POSTS_PER_MINUTE, 60_000);
  if (!result.allowed) {
    throw tooManyRequests(
      result.retryAfterSeconds,
      'Too many attempts from this link. Please wait a minute and try again.',
    );
  }
}

const DUBLIN_OFFSET = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  timeZoneName: 'longOffset',
});

/** Minutes Irish time is ahead of UTC at `at` (0 in winter, 60 in summer). */
function dublinOffsetMinutes(at: Date): number {
  const name = DUBLIN_OFFSET.formatToParts(at).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant it is `hour`:00 in Ireland on the given calendar day (YYYY-MM-DD). */
export function irishTimeOn(isoDate: string, hour: number): Date {
  const asUtc = new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`);
  return new Date(asUtc.getTime() - dublinOffsetMinutes(asUtc) * 60_000);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What writing messages that carry signed links needs: the outbox, and how to sign the links. */
export type LinkMessageDeps = {
  db: Database;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  publicUrl: string;
  linkSecret: string;
};

export const linkMessageDeps = (app: FastifyInstance): LinkMessageDeps => ({
  db: app.db,
  transports: app.transports,
  publicUrl: app.config.PUBLIC_URL,
  linkSecret: app.linkSecret,
});
