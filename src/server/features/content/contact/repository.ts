import { type SQL, and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ContactDetails,
  type ContactMessage,
  EMPTY_CONTACT_DETAILS,
  contactDetailsSchema,
} from '@shared/content/contact';
import type { Database } from '../../../db/client';
import { contactDetails, contactMessages, users } from '../../../db/schema';

/** The stored details (version 0 when none is stored yet: the first save creates them). */
export async function findContactDetails(
  db: Database,
): Promise<{ details: ContactDetails; version: number }> {
  const [row] = await db.select().from(contactDetails).where(eq(contactDetails.id, 1));
  if (!row) return { details: EMPTY_CONTACT_DETAILS, version: 0 };
  // Read leniently: a record from an older shape still shows what it can.
  const parsed = contactDetailsSchema.safeParse(row.content);
  return { details: parsed.success ? parsed.data : EMPTY_CONTACT_DETAILS, version: row.version };
}

/**
 * Saves the details when `version` is the stored one (0: none stored yet), or when no version
 * is named; returns the new version, or null when someone saved meanwhile.
 */
export async function saveContactDetails(
  db: Database,
  details: ContactDetails,
  version: number | undefined,
): Promise<number | null> {
  const sameVersion =
    version === undefined ? sql`true` : sql`${contactDetails.version} = ${version}`;
  if (version === 0 || version === undefined) {
    const [created] = await db
      .insert(contactDetails)
      .values({ id: 1, content: details })
      .onConflictDoNothing()
      .returning({ version: contactDetails.version });
    if (created) return created.version;
    if (version === 0) return null;
  }
  const [updated] = await db
    .update(contactDetails)
    .set({
      content: details,
      version: sql`${contactDetails.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(and(eq(contactDetails.id, 1), sameVersion))
    .returning({ version: contactDetails.version });
  return updated?.version ?? null;
}

export type NewContactMessage = {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  client_ip_hash: string;
};

export async function insertContactMessage(db: Database, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}

const handler = alias(users, 'handler');
const STATE_FILTERS: Record<'open' | 'handled' | 'all', SQL | undefined> = {
  open: isNull(contactMessages.handled_at),
  handled: isNotNull(contactMessages.handled_at),
  all: undefined,
};

type MessageRow = typeof contactMessages.$inferSelect;
const toMessage = (row: MessageRow, handledBy: string | null): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  created_at: row.created_at.toISOString(),
  handled_at: row.handled_at?.toISOString() ?? null,
  handled_by_name: handledBy,
});

/** Newest first; a page and the total (a small table: the count is cheap). */
export async function listContactMessages(
  db: Database,
  state: 'open' | 'handled' | 'all',
  page: number,
  perPage: number,
): Promise<{ rows: ContactMessage[]; total: number }> {
  const where = STATE_FILTERS[state];
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, handled_by: handler.name })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handled_by))
      .where(where)
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    rows: rows.map((row) => toMessage(row.message, row.handled_by)),
    total: total?.total ?? 0,
  };
}

/** Marks a message handled by `userId` (or open again); undefined when there is no such message. */
export async function setContactMessageHandled(
  db: Database,
  id: number,
  handled: boolean,
  userId: number,
): Promise<ContactMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set(
      handled
        ? { handled_at: sql`now()`, handled_by: userId }
        : { handled_at: null, handled_by: null },
    )
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) return undefined;
  const [user] = row.handled_by
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.handled_by))
    : [];
  return toMessage(row, user?.name ?? null);
}
