import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
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

/** Binary columns as Node Buffers (drizzle has no built-in bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    check('users_role_id_check', sql`${table.role_id} in (1, 2, 3)`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive', 'pending')`),
  ],
);

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
    ...timestamps,
  },
  (table) => [
    // is_spam is in the key so the list's page ids (spam excluded) come from an index-only scan.
    index('leads_created_at_idx').on(table.created_at, table.id, table.is_spam),
    index('leads_status_idx').on(table.status),
    index('leads_assigned_to_idx').on(table.assigned_to),
    index('leads_group_type_idx').on(table.group_type),
    uniqueIndex('leads_idempotency_key_key').on(table.idempotency_key),
    // Staff search is a substring match over these columns; a trigram index keeps it fast.
    index('leads_search_trgm_idx').using('gin', sql`${leadSearchText(table)} gin_trgm_ops`),
    index('leads_date_of_travel_idx').on(table.date_of_travel),
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

/** Page variants of the small CMS: one row per (kind, url); `content` is the page's content object. */
export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['index', 'about', 'how-it-works'] }).notNull(),
    url: text('url').notNull(),
    sublink: text('sublink').notNull(),
    content: jsonb('content').notNull(),
    is_published: boolean('is_published').notNull().default(false),
    /** Optimistic concurrency: a save naming an older version is refused. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('pages_kind_url_key').on(table.kind, table.url),
    check('pages_kind_check', sql`${table.kind} in ('index', 'about', 'how-it-works')`),
  ],
);

/** Staff tokens revoked before they expire (logout); rows can be pruned once `expires_at` passes. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expires_at)],
);

/** Failed sign-ins, shared by every instance, for throttling by email and by client address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.created_at),
    index('login_failures_ip_idx').on(table.ip, table.created_at),
  ],
);

/** Durable background work, written in the same transaction as the change that causes it. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    last_error: text('last_error'),
    ...timestamps,
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.run_at),
    check('jobs_status_check', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

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

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
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
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
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

/**
 * Every email and SMS the product sends (the outbox). `message_key` names a message once
 * (e.g. `lead:42:customer-email`), so whatever retries, each is created — and sent — once.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    message_key: text('message_key').notNull(),
    lead_id: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body_text: text('body_text').notNull(),
    body_html: text('body_html'),
    status: text('status', { enum: ['captured', 'queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('messages_message_key_key').on(table.message_key),
    index('messages_status_idx').on(table.status, table.created_at),
    index('messages_lead_id_idx').on(table.lead_id),
    check('messages_channel_check', sql`${table.channel} in ('email', 'sms')`),
    check(
      'messages_status_check',
      sql`${table.status} in ('captured', 'queued', 'sending', 'sent', 'failed')`,
    ),
  ],
);

/** Uploaded images, kept in the database so every instance serves them (re-encoded as WebP). */
export const images = pgTable('images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  collection: text('collection').notNull().default('default'),
  name: text('name').notNull(),
  file_name: text('file_name').notNull(),
  mime_type: text('mime_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Resized copies of an image for responsive `srcset`, one per width. */
export const imageVariants = pgTable(
  'image_variants',
  {
    image_id: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.image_id, table.width] })],
);

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
    status: text('status', { enum: ['pending', 'verified', 'suspended'] })
      .notNull()
      .default('pending'),
    verified_by: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('operators_status_idx').on(table.status),
    check('operators_status_check', sql`${table.status} in ('pending', 'verified', 'suspended')`),
  ],
);

/**
 * One company invited to quote for one lead. The company's link is signed over this row's id,
 * so it is scoped to exactly one company and one lead.
 */
export const leadInvites = pgTable(
  'lead_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
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
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** Total in euro cents, VAT included. */
    price_cents: integer('price_cents').notNull(),
    vehicle_type: text('vehicle_type').notNull(),
    seats: integer('seats').notNull(),
    includes_driver: boolean('includes_driver').notNull().default(true),
    includes_tolls: boolean('includes_tolls').notNull().default(false),
    includes_parking: boolean('includes_parking').notNull().default(false),
    includes_waiting_time: boolean('includes_waiting_time').notNull().default(false),
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
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operator_ratings_lead_id_key').on(table.lead_id),
    index('operator_ratings_operator_idx').on(table.operator_id),
    check('operator_ratings_score_check', sql`${table.score} between 1 and 5`),
  ],
);
