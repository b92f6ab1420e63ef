import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './marketplace';
import { users } from './users';

/**
 * Days a company told us it cannot take work (docs/product.md#availability): the whole company
 * fully booked (no vehicle named), or one vehicle of a kind in its fleet out of service. A vehicle
 * is named by its kind's type and seats, as the fleet lists them
 * (docs/decisions/033-unavailable-vehicles-by-type-and-seats.md). Matching skips a company with
 * no free vehicle big enough on a lead's travel or return date.
 */
export const operatorUnavailability = pgTable(
  'operator_unavailability',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    /** The last unavailable day (inclusive). */
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    /** Null with `vehicle_seats`: the whole company is fully booked. */
    vehicle_type: text('vehicle_type'),
    vehicle_seats: integer('vehicle_seats'),
    note: text('note'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Matching asks, for the candidate companies, which ranges end on or after a lead's day.
    index('operator_unavailability_operator_days_idx').on(
      table.operator_id,
      table.ends_on,
      table.starts_on,
    ),
    check('operator_unavailability_days_check', sql`${table.ends_on} >= ${table.starts_on}`),
    check(
      'operator_unavailability_vehicle_check',
      sql`(${table.vehicle_type} is null) = (${table.vehicle_seats} is null)`,
    ),
  ],
);
