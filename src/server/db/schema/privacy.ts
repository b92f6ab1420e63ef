import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The "My requests" links (docs/product.md#my-requests-and-privacy): one row per emailed link,
 * naming the address it opens and when it stops working. The link itself is the row's id signed
 * with the link secret (`lib/signed-links`, purpose 'my'), so nothing secret is stored here.
 */
export const myLinks = pgTable(
  'my_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The address as the customer typed it, lowered and trimmed. */
    email: text('email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('my_links_expires_at_idx').on(table.expires_at)],
);
