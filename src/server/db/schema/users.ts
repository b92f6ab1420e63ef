import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role_id: smallint('role_id').notNull(),
    phone: text('phone'),
    department: text('department'),
    status: text('status', { enum: ['active', 'inactive', 'pending'] })
      .notNull()
      .default('active'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** Goes up when the password changes: tokens signed with an older one stop working. */
    session_version: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_role_id_check', sql`${table.role_id} in (1, 2, 3, 4)`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive', 'pending')`),
  ],
);

/**
 * A change of one's own email address waiting for its confirmation from the new address
 * (`features/users/email-change.ts`). The emailed link names the row; the row is deleted when
 * the link is used or replaced by a newer request, so each link works once.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    new_email: text('new_email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('email_changes_user_id_idx').on(table.user_id),
    index('email_changes_expires_at_idx').on(table.expires_at),
  ],
);
