import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEAD_EVENT_KINDS } from '@shared/leads/management';
import type { ItineraryDays } from '@shared/trips/itinerary';
import { timestamps } from './columns';
import { users } from './users';

/** The text staff search matches, as one expression so one trigram index serves it. */
export function leadSearchText(table: {
  full_name: AnyPgColumn;
  email: AnyPgColumn;
  mobile_number: AnyPgColumn;
  pickup_location: AnyPgColumn;
  dropoff_location: AnyPgColumn;
}) {
  return sql`(lower(${table.full_name} || ' ' || ${table.email} || ' ' || ${table.mobile_number} || ' ' || ${table.pickup_location} || ' ' || ${table.dropoff_location}))`;
}

/**
 * A mobile number's last 9 digits: `087 123 4567` and `+353 87 123 4567` are the same mobile. One
 * expression for the repeated-request check (docs/product.md#spam-and-duplicate-requests) and the
 * index that serves it: the planner uses an expression index only for the same expression.
 */
export function mobileDigits(mobileNumber: AnyPgColumn | SQL) {
  return sql`right(regexp_replace(${mobileNumber}, '\\D', '', 'g'), 9)`;
}

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile_number: text('mobile_number').notNull(),
    pickup_location: text('pickup_location').notNull(),
    dropoff_location: text('dropoff_location').notNull(),
    pickup_lat: doublePrecision('pickup_lat'),
    pickup_lng: doublePrecision('pickup_lng'),
    dropoff_lat: doublePrecision('dropoff_lat'),
    dropoff_lng: doublePrecision('dropoff_lng'),
    date_of_travel: date('date_of_travel', { mode: 'string' }).notNull(),
    pickup_time: text('pickup_time').notNull(),
    group_type: text('group_type').notNull(),
    vehicle_selected: text('vehicle_selected'),
    additional_info: text('additional_info').notNull().default(''),
    number_of_people: integer('number_of_people').notNull(),
    distance: doublePrecision('distance').notNull().default(0),
    is_return_trip: boolean('is_return_trip').notNull().default(false),
    return_date: date('return_date', { mode: 'string' }),
    return_time: text('return_time'),
    slug: text('slug').notNull().default('/'),
    /**
     * The days and stops the customer sent (docs/product.md#itinerary), checked against
     * `itineraryDaysSchema`; null for a plain one-way/return request, which its columns tell
     * (decision 038).
     */
    itinerary: jsonb('itinerary').$type<ItineraryDays>(),
    /**
     * A school or youth group asked for Garda-vetted drivers: only companies that declared theirs
     * are matched (docs/product.md#garda-vetted-drivers).
     */
    garda_vetted_required: boolean('garda_vetted_required').notNull().default(false),
    status: text('status', { enum: ['new', 'contacted', 'quoted', 'converted', 'lost'] })
      .notNull()
      .default('new'),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    assigned_to: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    is_confirmation: boolean('is_confirmation').notNull().default(false),
    is_spam: boolean('is_spam').notNull().default(false),
    client_ip_hash: text('client_ip_hash'),
    idempotency_key: text('idempotency_key'),
    request_hash: text('request_hash'),
    /**
     * What customers, companies and staff call the request (`CH-7K3Q9`): computed from the id by
     * `ch_reference_of()` (migration 0016), a bijection on 31^5 values, so no two leads share one;
     * the unique index guarantees it (docs/product.md#references).
     */
    reference: text('reference')
      .notNull()
      .generatedAlwaysAs(sql`ch_reference_of(id)`),
    /** The earlier lead this one repeats within 24 hours (docs/product.md#spam-and-duplicate-requests). */
    duplicate_of: integer('duplicate_of').references((): AnyPgColumn => leads.id, {
      onDelete: 'set null',
    }),
    /**
     * When the customer's personal data was erased (on their request, an admin's, or by the
     * retention job): contact details and free text are gone, the figures stay
     * (docs/product.md#my-requests-and-privacy).
     */
    anonymised_at: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // is_spam is in the key so the list's page ids (spam excluded) come from an index-only scan.
    index('leads_created_at_idx').on(table.created_at, table.id, table.is_spam),
    // The list's other sort orders (docs/product.md#lists-and-paging), each with id (the tie
    // break) and is_spam, as leads_created_at_idx: a page is read off the index, not sorted from
    // every match (sort_by=full_name took 690 ms at 1,000,000 leads). Their leading columns
    // serve the status filter and the date-of-travel queries as the single-column indexes did.
    index('leads_status_idx').on(table.status, table.id, table.is_spam),
    index('leads_full_name_idx').on(table.full_name, table.id, table.is_spam),
    index('leads_number_of_people_idx').on(table.number_of_people, table.id, table.is_spam),
    index('leads_distance_idx').on(table.distance, table.id, table.is_spam),
    index('leads_assigned_to_idx').on(table.assigned_to),
    index('leads_group_type_idx').on(table.group_type),
    uniqueIndex('leads_idempotency_key_key').on(table.idempotency_key),
    uniqueIndex('leads_reference_key').on(table.reference),
    // Staff search is a substring match over these columns; a trigram index keeps it fast.
    index('leads_search_trgm_idx').using('gin', sql`${leadSearchText(table)} gin_trgm_ops`),
    index('leads_date_of_travel_idx').on(table.date_of_travel, table.id, table.is_spam),
    // "My requests" finds every request made with one address, whatever its case.
    index('leads_email_lower_idx').on(sql`lower(${table.email})`),
    // The repeated-request check finds a person's earlier leads by email (the index above) or by
    // mobile: at 1,000,000 leads, reading a travel date's leads instead took ~100 ms a batch.
    index('leads_mobile_digits_idx').on(mobileDigits(table.mobile_number)),
    check(
      'leads_status_check',
      sql`${table.status} in ('new', 'contacted', 'quoted', 'converted', 'lost')`,
    ),
    check('leads_priority_check', sql`${table.priority} in ('high', 'medium', 'low')`),
    check('leads_number_of_people_check', sql`${table.number_of_people} >= 1`),
  ],
);

/**
 * How many leads there are per status, spam flag and group type, kept exact by statement
 * triggers on `leads` (migration 0008), so the list's usual totals need no count of a million
 * rows. Writers add to one of a few slots (by backend) instead of one hot row per group, so
 * concurrent lead writes do not queue on it; readers sum the slots.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    status: text('status').notNull(),
    is_spam: boolean('is_spam').notNull(),
    group_type: text('group_type').notNull(),
    slot: smallint('slot').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.is_spam, table.group_type, table.slot] })],
);

/**
 * Each lead's search text (`leadSearchText`, already lowered) with the columns the list filters
 * alongside a search — a narrow copy kept by triggers on `leads` (migration 0010) for counting a
 * search's matches: rechecking them here reads a seventh of the pages `leads` would need
 * (decision 017). The page of results still comes from `leads` and its own trigram index.
 */
export const leadSearch = pgTable(
  'lead_search',
  {
    lead_id: integer('lead_id').primaryKey(),
    status: text('status').notNull(),
    is_spam: boolean('is_spam').notNull(),
    group_type: text('group_type').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('lead_search_text_trgm_idx').using('gin', sql`${table.text} gin_trgm_ops`)],
);

/** A row that belongs to a lead: it goes when the lead is deleted. */
export const leadIdColumn = () =>
  integer('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' });

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: leadIdColumn(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_notes_lead_id_idx').on(table.lead_id, table.created_at)],
);

/** Who changed what on a lead, and when: the history shown on the lead's page. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: leadIdColumn(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_events_lead_id_idx').on(table.lead_id, table.created_at),
    index('lead_events_created_at_idx').on(table.created_at),
  ],
);
