import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
 * A company's own change of a fact an admin checks (docs/product.md#profile): its name, licence
 * number, insurance date or documents. Until an admin approves it the company keeps being matched
 * on its verified values (docs/decisions/035-company-profile-re-check.md); one pending change per
 * company, later requests merge into it and raise `version`.
 */
export const operatorChanges = pgTable(
  'operator_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operator_id: operatorIdColumn(),
    /** The requested values: { company_name?, licence_number?, insurance_expires_on? }. */
    changes: jsonb('changes').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Goes up each time the company adds to the pending change; an admin decides on one version. */
    version: integer('version').notNull().default(1),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('operator_changes_one_pending_key')
      .on(table.operator_id)
      .where(sql`${table.status} = 'pending'`),
    index('operator_changes_status_idx').on(table.status, table.created_at),
    check(
      'operator_changes_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
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
    /** Set while the document waits in a change for an admin's re-check; null once current. */
    change_id: integer('change_id').references(() => operatorChanges.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_documents_operator_idx').on(table.operator_id),
    index('operator_documents_change_idx').on(table.change_id),
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
