import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { leadIdColumn } from './leads';

/**
 * The price range a lead's trip was estimated at when it was requested, with the similar-trip
 * bands it falls in (docs/product.md#price-estimate): the quotes of leads in the same bands make
 * later estimates, and the estimate against the quotes that came is the accuracy report.
 */
export const leadEstimates = pgTable(
  'lead_estimates',
  {
    lead_id: leadIdColumn().primaryKey(),
    /** Whole euro. */
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    typical: integer('typical').notNull(),
    source: text('source', { enum: ['quotes', 'rate_card'] }).notNull(),
    based_on: integer('based_on').notNull(),
    distance_band: text('distance_band').notNull(),
    days_band: text('days_band').notNull(),
    group_band: text('group_band').notNull(),
    /** 1–12, the month of the first day. */
    month: smallint('month').notNull(),
    region: text('region').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_estimates_similar_idx').on(
      table.distance_band,
      table.days_band,
      table.group_band,
      table.month,
      table.region,
    ),
    index('lead_estimates_created_at_idx').on(table.created_at),
    check('lead_estimates_source_check', sql`${table.source} in ('quotes', 'rate_card')`),
  ],
);
