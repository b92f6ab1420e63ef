import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages, leadInvites, operators, quotes, users } from '../../db/schema';

export type MessageRow = typeof conversationMessages.$inferSelect;
export type NewMessageRow = typeof conversationMessages.$inferInsert;

export async function insertMessage(db: Database, row: NewMessageRow): Promise<MessageRow> {
  const [created] = await db.insert(conversationMessages).values(row).returning();
  return created!;
}

/** The messages of these invitations' threads, oldest first, with the workspace author's name. */
export function listThreadMessages(db: Database, inviteIds: readonly number[]) {
  if (inviteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ message: conversationMessages, author_name: users.name })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.author_id))
    .where(inArray(conversationMessages.invite_id, [...inviteIds]))
    .orderBy(asc(conversationMessages.created_at), asc(conversationMessages.id));
}

/**
 * The companies the customer can talk to: those whose quote is on the comparison page (quoted,
 * chosen or not chosen), cheapest first as the page lists them.
 */
export function listQuotingInvites(db: Database, leadId: number, quoteId?: number) {
  return db
    .select({
      quote_id: quotes.id,
      invite_id: leadInvites.id,
      invite_status: leadInvites.status,
      company_name: operators.company_name,
    })
    .from(quotes)
    .innerJoin(leadInvites, eq(leadInvites.id, quotes.invite_id))
    .innerJoin(operators, eq(operators.id, quotes.operator_id))
    .where(
      and(
        eq(quotes.lead_id, leadId),
        inArray(leadInvites.status, ['quoted', 'chosen', 'not_chosen']),
        quoteId === undefined ? undefined : eq(quotes.id, quoteId),
      ),
    )
    .orderBy(asc(quotes.price_cents), asc(quotes.id));
}

/** Every invitation of a lead with a thread, for staff. */
export function listLeadThreadInvites(db: Database, leadId: number) {
  return db
    .selectDistinct({
      invite_id: leadInvites.id,
      invite_status: leadInvites.status,
      company_name: operators.company_name,
    })
    .from(conversationMessages)
    .innerJoin(leadInvites, eq(leadInvites.id, conversationMessages.invite_id))
    .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
    .where(eq(conversationMessages.lead_id, leadId))
    .orderBy(asc(leadInvites.id));
}

/** The messages on these leads, for the customer's data export. */
export function listLeadMessages(db: Database, leadIds: readonly number[]) {
  return db
    .select({
      lead_id: conversationMessages.lead_id,
      company_name: operators.company_name,
      sender: conversationMessages.sender,
      body: conversationMessages.body,
      erased_at: conversationMessages.erased_at,
      created_at: conversationMessages.created_at,
    })
    .from(conversationMessages)
    .innerJoin(leadInvites, eq(leadInvites.id, conversationMessages.invite_id))
    .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
    .where(inArray(conversationMessages.lead_id, [...leadIds]))
    .orderBy(asc(conversationMessages.lead_id), asc(conversationMessages.created_at));
}

/** Empties the bodies of these leads' messages (those not already erased); returns how many. */
export async function eraseLeadMessages(db: Database, leadIds: readonly number[]) {
  const erased = await db
    .update(conversationMessages)
    .set({ body: '', erased_at: new Date() })
    .where(
      and(
        inArray(conversationMessages.lead_id, [...leadIds]),
        isNull(conversationMessages.erased_at),
      ),
    )
    .returning({ id: conversationMessages.id });
  return erased.length;
}
