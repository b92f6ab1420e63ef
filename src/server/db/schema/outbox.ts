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
import { timestamps } from './columns';
import { leads } from './leads';
import type { AttachmentRef } from '@shared/outbox/attachments';

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
    /** Names a job that must exist once (a daily run: `operator.insurance-reminders:2027-03-14`). */
    unique_key: text('unique_key'),
    ...timestamps,
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.run_at),
    uniqueIndex('jobs_unique_key_key').on(table.unique_key),
    check('jobs_status_check', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
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
    /**
     * Documents attached when the email is sent, by reference (`{kind: 'booking-pdf', booking_id}`),
     * rendered at send time so the row stays small and the file shows the booking as it is then.
     */
    attachments: jsonb('attachments').$type<AttachmentRef[]>(),
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
