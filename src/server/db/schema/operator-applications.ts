import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { operators } from './marketplace';
import { users } from './users';

/** A row that belongs to a company: it goes when the company is deleted. */
const operatorIdColumn = () =>
  integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/**
 * A company that applied itself (docs/product.md#for-bus-companies): the operators row holds the
 * company as usual (status 'pending'), this row holds what only an application has. Until
 * `confirmed_at` is set the applicant has not opened the emailed link, and staff never see it.
 */
export const operatorApplications = pgTable(
  'operator_applications',
  {
    operator_id: integer('operator_id')
      .primaryKey()
      .references(() => operators.id, { onDelete: 'cascade' }),
    garda_vetted: boolean('garda_vetted').notNull(),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the emailed confirmation token; null once confirmed. */
    token_hash: text('token_hash'),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    decision: text('decision', { enum: ['pending', 'info_requested', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('operator_applications_token_hash_idx').on(table.token_hash),
    index('operator_applications_queue_idx').on(table.decision, table.confirmed_at),
    check(
      'operator_applications_decision_check',
      sql`${table.decision} in ('pending', 'info_requested', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * A company's documents (insurance certificate, operator licence) as uploaded, kept in the
 * database like images (docs/decisions/029-operator-applications.md), never in the public assets.
 */
export const operatorDocuments = pgTable(
  'operator_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operator_id: operatorIdColumn(),
    kind: text('kind', { enum: ['insurance_certificate', 'operator_licence'] }).notNull(),
    /** Recognised from the bytes: application/pdf, image/jpeg or image/png. */
    content_type: text('content_type').notNull(),
    file_name: text('file_name').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_documents_operator_idx').on(table.operator_id),
    check(
      'operator_documents_kind_check',
      sql`${table.kind} in ('insurance_certificate', 'operator_licence')`,
    ),
  ],
);

/** Who did what to a company and when: applied, confirmed, approved, rejected, asked for more. */
export const operatorHistory = pgTable(
  'operator_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operator_id: operatorIdColumn(),
    /** The staff member; null when the applicant did it. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** The reason or message, when the action has one. */
    detail: text('detail'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_history_operator_idx').on(table.operator_id, table.created_at)],
);
