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

/**
 * Sign-in failures counted per key — an address, an account, or an address and an account
 * together (`features/auth/throttle.ts`) — shared by every instance. One row a key, counted by
 * one upsert, so concurrent attempts cannot all pass a check made before any of them counted.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** The start of the key's counting window. */
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_throttle_last_failure_at_idx').on(table.last_failure_at)],
);
