import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff tokens revoked before they expire (logout); rows can be pruned once `expires_at` passes. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expires_at)],
);

/** Failed sign-ins, shared by every instance, for throttling by email and by client address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.created_at),
    index('login_failures_ip_idx').on(table.ip, table.created_at),
  ],
);
