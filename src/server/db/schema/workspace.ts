import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './marketplace';
import { users } from './users';

/**
 * A bus-company user's company (docs/product.md#company-accounts): the account is a `users` row
 * with role 4, and this row binds it to exactly one company. Deleting the company deletes its
 * accounts' memberships and, through the account service, the accounts.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    company_role: text('company_role', { enum: ['owner', 'dispatcher'] }).notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_members_operator_id_idx').on(table.operator_id),
    check('company_members_role_check', sql`${table.company_role} in ('owner', 'dispatcher')`),
  ],
);
