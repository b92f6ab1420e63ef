import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { leadIdColumn } from './leads';
import { leadInvites } from './marketplace';
import { users } from './users';

/**
 * Questions before choosing (docs/product.md#questions-before-choosing, decision 045): one thread
 * per invitation, i.e. per (lead, company), so its messages are this table's rows for one
 * `invite_id`. Bodies are stored as sent; contact details are masked when shown.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invite_id: integer('invite_id')
      .notNull()
      .references(() => leadInvites.id, { onDelete: 'cascade' }),
    /** The invitation's lead, kept here so a lead's messages are found (and erased) by one index. */
    lead_id: leadIdColumn(),
    sender: text('sender', { enum: ['customer', 'company'] }).notNull(),
    /** The company user who wrote it from the workspace; null from a link (or once deleted). */
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Set when the customer's data was erased: the body is then empty. */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversation_messages_invite_idx').on(table.invite_id, table.created_at),
    index('conversation_messages_lead_idx').on(table.lead_id),
    check('conversation_messages_sender_check', sql`${table.sender} in ('customer', 'company')`),
  ],
);
