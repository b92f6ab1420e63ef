import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CancellationStep, Deposit, QuoteLine } from '@shared/marketplace/quote-lines';
import { timestamps } from './columns';
import { leadIdColumn } from './leads';
import { users } from './users';

/** Bus companies ("operators") that receive matched leads and answer with quotes. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_name: text('company_name').notNull(),
    contact_name: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    licence_number: text('licence_number').notNull(),
    insurance_expires_on: date('insurance_expires_on', { mode: 'string' }).notNull(),
    base_location: text('base_location').notNull(),
    base_county: text('base_county').notNull(),
    base_lat: doublePrecision('base_lat').notNull(),
    base_lng: doublePrecision('base_lng').notNull(),
    /** Counties served, by gazetteer name. */
    counties: text('counties').array().notNull(),
    /** Vehicle kinds: [{type, seats, count, amenities}]. */
    fleet: jsonb('fleet').notNull(),
    /** The largest vehicle's seats, kept with `fleet` so matching filters in SQL. */
    max_seats: integer('max_seats').notNull(),
    notes: text('notes'),
    /** How VAT applies to its quotes (docs/product.md#quotes): hire with a driver is exempt. */
    vat_status: text('vat_status', { enum: ['exempt', 'included', 'excluded'] })
      .notNull()
      .default('exempt'),
    status: text('status', { enum: ['pending', 'verified', 'suspended'] })
      .notNull()
      .default('pending'),
    /** "Our drivers are Garda-vetted", as the company says; null when never asked (added by staff). */
    garda_vetted: boolean('garda_vetted'),
    verified_by: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('operators_status_idx').on(table.status),
    check('operators_status_check', sql`${table.status} in ('pending', 'verified', 'suspended')`),
    check(
      'operators_vat_status_check',
      sql`${table.vat_status} in ('exempt', 'included', 'excluded')`,
    ),
  ],
);

/** A row that belongs to a company: it goes when the company is deleted. */
const operatorIdColumn = () =>
  integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/**
 * One company invited to quote for one lead. The company's link is signed over this row's id,
 * so it is scoped to exactly one company and one lead.
 */
export const leadInvites = pgTable(
  'lead_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: leadIdColumn(),
    operator_id: operatorIdColumn(),
    /** 1 for the first round of invitations, 2+ for each widening. */
    wave: integer('wave').notNull().default(1),
    /** Why this company was chosen, in words, for the lead's history. */
    reason: text('reason').notNull(),
    status: text('status', { enum: ['invited', 'quoted', 'declined', 'chosen', 'not_chosen'] })
      .notNull()
      .default('invited'),
    decline_reason: text('decline_reason'),
    invited_at: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lead_invites_lead_operator_key').on(table.lead_id, table.operator_id),
    index('lead_invites_operator_idx').on(table.operator_id, table.invited_at),
    check(
      'lead_invites_status_check',
      sql`${table.status} in ('invited', 'quoted', 'declined', 'chosen', 'not_chosen')`,
    ),
  ],
);

/** A company's quote for a lead, one per invitation; revisions update it in place. */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invite_id: integer('invite_id')
      .notNull()
      .references(() => leadInvites.id, { onDelete: 'cascade' }),
    lead_id: leadIdColumn(),
    operator_id: operatorIdColumn(),
    /** Total in euro cents for the hire; the company's `vat_status` says how VAT applies. */
    price_cents: integer('price_cents').notNull(),
    vehicle_type: text('vehicle_type').notNull(),
    seats: integer('seats').notNull(),
    includes_driver: boolean('includes_driver').notNull().default(true),
    includes_tolls: boolean('includes_tolls').notNull().default(false),
    includes_parking: boolean('includes_parking').notNull().default(false),
    includes_waiting_time: boolean('includes_waiting_time').notNull().default(false),
    /**
     * The itemised quote's price lines (docs/product.md#itemised-quotes); null on quotes sent
     * before them, which read as one base line of `price_cents`.
     */
    lines: jsonb('lines').$type<QuoteLine[]>(),
    /** The deposit asked: `{kind: 'percent' | 'eur', value}`, or none. */
    deposit: jsonb('deposit').$type<Deposit>(),
    /** The cancellation scale, furthest ahead first; empty when none was given. */
    cancellation: jsonb('cancellation').$type<CancellationStep[]>().notNull().default([]),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes'),
    revision: integer('revision').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quotes_invite_id_key').on(table.invite_id),
    index('quotes_lead_id_idx').on(table.lead_id),
    check('quotes_price_check', sql`${table.price_cents} > 0`),
  ],
);

/** The customer's rating of the company they chose, once per lead. */
export const operatorRatings = pgTable(
  'operator_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: leadIdColumn(),
    operator_id: operatorIdColumn(),
    score: smallint('score').notNull(),
    comment: text('comment'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The company's one public reply (docs/product.md#ratings): its text, when, and by whom. */
    reply_body: text('reply_body'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    replied_by: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('operator_ratings_lead_id_key').on(table.lead_id),
    index('operator_ratings_operator_idx').on(table.operator_id),
    check('operator_ratings_score_check', sql`${table.score} between 1 and 5`),
  ],
);

/**
 * What the reminders job sent a company (docs/product.md#reminders): one row per company, kind
 * and date reminded about, so a re-run, a restart or a second instance never sends it twice, and
 * a renewed insurance date (a new `for_date`) is reminded about again.
 */
export const operatorReminders = pgTable(
  'operator_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operator_id: operatorIdColumn(),
    kind: text('kind', { enum: ['insurance_30', 'insurance_7'] }).notNull(),
    for_date: date('for_date', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operator_reminders_operator_kind_date_key').on(
      table.operator_id,
      table.kind,
      table.for_date,
    ),
    check('operator_reminders_kind_check', sql`${table.kind} in ('insurance_30', 'insurance_7')`),
  ],
);
