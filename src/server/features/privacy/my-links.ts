import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  MY_LINK_EXPIRED,
  MY_LINK_MINUTES,
  MY_LINK_NOT_VALID,
  type MyRequest,
} from '@shared/privacy/my-requests';
import type { BookingStatus } from '@shared/bookings/booking';
import type { Database } from '../../db/client';
import { leads, myLinks } from '../../db/schema';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { signLink, verifyLink } from '../../lib/signed-links';
import { type Transports, queueMessages } from '../outbox';
import { renderMyLinkEmail } from './templates';

/**
 * "My requests" links (docs/product.md#my-requests-and-privacy): asked for by email address,
 * emailed only when that address made a request, the same answer either way. A link is its
 * `my_links` row's id signed with the link secret; the row says which address and until when.
 */

export type MyLinkDeps = {
  db: Database;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  publicUrl: string;
  linkSecret: string;
};

/** Links emailed to one address in an hour: beyond this, the same answer and no email. */
export const MY_LINKS_PER_ADDRESS = 3;
const HOUR_MS = 3_600_000;

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** Whether any request was made with the address (an erased one no longer carries it). */
async function hasRequests(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(sql`lower(${leads.email})`, email))
    .limit(1);
  return row !== undefined;
}

/**
 * Per client address, like the other public forms (`perMinute` 0 turns it off); then per email
 * address, silently, so nobody can flood a stranger's inbox.
 */
export async function requestMyLink(
  deps: MyLinkDeps,
  input: { email: string; ip: string; perMinute: number },
): Promise<void> {
  if (input.perMinute > 0) {
    const limit = await hitRateLimit(deps.db, `my-link:${input.ip}`, input.perMinute, 60_000);
    if (!limit.allowed) {
      throw tooManyRequests(
        limit.retryAfterSeconds,
        'Too many requests. Please wait a minute and try again.',
      );
    }
  }
  const email = normaliseAddress(input.email);
  const perAddress = await hitRateLimit(
    deps.db,
    `my-link address ${email}`,
    MY_LINKS_PER_ADDRESS,
    HOUR_MS,
  );
  if (!perAddress.allowed || !(await hasRequests(deps.db, email))) return;
  await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .insert(myLinks)
      .values({
        email,
        expires_at: sql`now() + ${sql.raw(`interval '${MY_LINK_MINUTES} minutes'`)}`,
      })
      .returning({ id: myLinks.id });
    const url = `${deps.publicUrl}/my/${signLink(deps.linkSecret, 'my', link!.id)}`;
    const mail = renderMyLinkEmail(url);
    await queueMessages(tx, deps.transports, [
      {
        message_key: `my-link:${link!.id}`,
        channel: 'email',
        recipient: email,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
      },
    ]);
  });
}

export type OpenLink = { email: string; expires_at: Date };

/** The address a link opens: 404 when not ours, 410 once its 30 minutes are over. */
export async function openMyLink(db: Database, secret: string, token: string): Promise<OpenLink> {
  const id = verifyLink(secret, 'my', token);
  if (id === null) throw notFound(MY_LINK_NOT_VALID);
  const [link] = await db.select().from(myLinks).where(eq(myLinks.id, id));
  if (!link) throw notFound(MY_LINK_NOT_VALID);
  if (link.expires_at.getTime() <= Date.now()) throw new HttpError(410, MY_LINK_EXPIRED);
  return { email: link.email, expires_at: link.expires_at };
}

/** The ids of the requests made with the address and not erased, newest first. */
export async function listLeadIdsOf(db: Database, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(sql`lower(${leads.email})`, email), isNull(leads.anonymised_at)))
    .orderBy(desc(leads.created_at), desc(leads.id));
  return rows.map((row) => row.id);
}

/** The customer's list: each request with its quote count and its own comparison link. */
export async function listMyRequests(
  db: Database,
  secret: string,
  email: string,
): Promise<MyRequest[]> {
  // Quotes still on offer or decided on; one declined after quoting is withdrawn.
  // Spelled out with aliases: a one-table select drops the table names drizzle would write.
  const quoted = sql<number>`(select count(*)::int from quotes q join lead_invites i on i.id = q.invite_id where q.lead_id = leads.id and i.status <> 'declined')`;
  const booking = sql<BookingStatus | null>`(select b.status from bookings b where b.lead_id = leads.id)`;
  const rows = await db
    .select({ lead: leads, quotes: quoted, booking })
    .from(leads)
    .where(and(eq(sql`lower(${leads.email})`, email), isNull(leads.anonymised_at)))
    .orderBy(desc(leads.created_at), desc(leads.id));
  return rows.map(({ lead, quotes: count, booking: bookingStatus }) => {
    const quotesPath = `/quotes/${signLink(secret, 'quotes', lead.id)}`;
    return {
      id: lead.id,
      reference: lead.reference,
      created_at: lead.created_at.toISOString(),
      date_of_travel: lead.date_of_travel,
      route: `${lead.pickup_location} to ${lead.dropoff_location}`,
      number_of_people: lead.number_of_people,
      status: lead.status,
      quotes: Number(count),
      quotes_path: quotesPath,
      booking: bookingStatus ? { status: bookingStatus, path: `${quotesPath}/booking` } : null,
    };
  });
}

/** Links past their time are kept for nothing; the daily retention run clears them. */
export async function pruneExpiredMyLinks(db: Database, now: Date): Promise<void> {
  await db.delete(myLinks).where(lt(myLinks.expires_at, now));
}
