import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window request counters shared by every instance (e.g. quote requests per client). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.key, table.window_start] })],
);
