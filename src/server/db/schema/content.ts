import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { bytea, timestamps } from './columns';
import { users } from './users';

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

/**
 * Site-wide settings staff change in the page management area, one JSON value per key (e.g.
 * `figure_thresholds`, docs/product.md#figures-shown-to-visitors). A key without a row uses the
 * built-in default.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The contact page's address, phone, email and opening hours: one settings record (id 1) the
 * admin edits, validated by `contactDetailsSchema`; none stored means the defaults
 * (docs/decisions/028-contact-details-as-a-settings-record.md).
 */
export const contactDetails = pgTable(
  'contact_details',
  {
    id: smallint('id').primaryKey().default(1),
    content: jsonb('content').notNull(),
    /** Optimistic concurrency, as for pages: a save naming an older version is refused. */
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('contact_details_single_row', sql`${table.id} = 1`)],
);

/** Messages sent from the contact page, read and marked handled in the back office. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    client_ip_hash: text('client_ip_hash'),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    handled_by: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.created_at, table.id)],
);
