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
import type { BookingParty, BookingStatus } from '@shared/bookings/booking';
import type { ChangeSide, ChangeStatus, PickupTimeChange } from '@shared/bookings/changes';
import type { CancellationStep, Deposit, QuoteLine } from '@shared/marketplace/quote-lines';
import type { VatStatus } from '@shared/marketplace/vat';
import type { LeadItinerary } from '@shared/trips/lead-itinerary';
import { timestamps } from './columns';
import { leadIdColumn } from './leads';
import { operators, quotes } from './marketplace';

/**
 * The booking a customer's choice makes (docs/product.md#bookings, decision 046): one per lead,
 * a snapshot of the chosen quote's price, deposit and cancellation scale, the itinerary and both
 * parties' contacts as they were at the choice, so a later edit of the quote or the company
 * changes nothing the customer agreed to.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lead_id: leadIdColumn(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The request's reference (`CH-7K3Q9`). */
    reference: text('reference').notNull(),
    status: text('status', { enum: ['confirmed', 'changed', 'cancelled', 'completed'] })
      .$type<BookingStatus>()
      .notNull()
      .default('confirmed'),
    itinerary: jsonb('itinerary').$type<LeadItinerary>().notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    price_cents: integer('price_cents').notNull(),
    deposit: jsonb('deposit').$type<Deposit>(),
    cancellation: jsonb('cancellation').$type<CancellationStep[]>().notNull(),
    vat_status: text('vat_status').$type<VatStatus>().notNull(),
    vehicle_type: text('vehicle_type').notNull(),
    seats: integer('seats').notNull(),
    customer: jsonb('customer').$type<BookingParty>().notNull(),
    company: jsonb('company').$type<BookingParty>().notNull(),
    /** When the customer accepted the terms, and an HMAC of the address they did it from. */
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    terms_accepted_ip_hash: text('terms_accepted_ip_hash'),
    driver_name: text('driver_name'),
    driver_mobile: text('driver_mobile'),
    vehicle_registration: text('vehicle_registration'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: text('cancelled_by', { enum: ['customer', 'company'] }),
    cancel_reason: text('cancel_reason'),
    /** The charge under the accepted scale when the customer cancelled, in cents. */
    cancellation_charge_cents: integer('cancellation_charge_cents'),
    /** The group's size once an accepted change set it; null: the request's. */
    number_of_people: integer('number_of_people'),
    /** Accepted changes so far: the calendar file's SEQUENCE (decision 049). */
    revision: integer('revision').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('bookings_lead_id_key').on(table.lead_id),
    index('bookings_operator_idx').on(table.operator_id),
    index('bookings_status_idx').on(table.status),
    check(
      'bookings_status_check',
      sql`${table.status} in ('confirmed', 'changed', 'cancelled', 'completed')`,
    ),
    check(
      'bookings_cancelled_by_check',
      sql`${table.cancelled_by} is null or ${table.cancelled_by} in ('customer', 'company')`,
    ),
  ],
);

/**
 * A change asked for on a booking (docs/product.md#booking-changes, decision 049): who asked,
 * what for, and the answer. At most one pending per booking (`booking_changes_pending_key`).
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's lead, so a customer's changes are found (and erased) by one index. */
    lead_id: leadIdColumn(),
    requested_by: text('requested_by', { enum: ['customer', 'company'] })
      .$type<ChangeSide>()
      .notNull(),
    /** The reason and what should change, as written; emptied when the customer's data is erased. */
    message: text('message').notNull(),
    pickup_times: jsonb('pickup_times').$type<PickupTimeChange[]>(),
    number_of_people: integer('number_of_people'),
    price_cents: integer('price_cents'),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn', 'closed'] })
      .$type<ChangeStatus>()
      .notNull()
      .default('pending'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_changes_booking_idx').on(table.booking_id, table.created_at),
    index('booking_changes_lead_idx').on(table.lead_id),
    uniqueIndex('booking_changes_pending_key')
      .on(table.booking_id)
      .where(sql`${table.status} = 'pending'`),
    check(
      'booking_changes_requested_by_check',
      sql`${table.requested_by} in ('customer', 'company')`,
    ),
    check(
      'booking_changes_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'closed')`,
    ),
  ],
);
