import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToEur } from '@shared/marketplace/quotes';
import { leadItinerary } from '@shared/trips/lead-itinerary';
import type { Database } from '../../db/client';
import {
  leadEvents,
  leadInvites,
  leadNotes,
  leads,
  messages,
  operatorRatings,
  operators,
  quotes,
} from '../../db/schema';
import { toE164 } from '../outbox';
import { ERASED_NAME, anonymiseItinerary, placeCounty, roundCoordinate } from './anonymise';

/**
 * The requests' own personal data: the lead (who, where, the free text), its quotes and rating,
 * its staff notes and history, and the emails and texts the outbox keeps about it.
 */

/** What an erased message, subject or note reads in place of its text. */
export const ERASED_TEXT = '[erased]';

export async function exportRequests(db: Database, leadIds: number[]) {
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, leadIds))
    .orderBy(asc(leads.id));
  const offered = await db
    .select({ quote: quotes, company_name: operators.company_name, status: leadInvites.status })
    .from(quotes)
    .innerJoin(leadInvites, eq(leadInvites.id, quotes.invite_id))
    .innerJoin(operators, eq(operators.id, quotes.operator_id))
    .where(inArray(quotes.lead_id, leadIds))
    .orderBy(asc(quotes.id));
  const ratings = await db
    .select()
    .from(operatorRatings)
    .where(inArray(operatorRatings.lead_id, leadIds));
  const sent = await db
    .select({
      lead_id: messages.lead_id,
      channel: messages.channel,
      recipient: messages.recipient,
      subject: messages.subject,
      body_text: messages.body_text,
      created_at: messages.created_at,
    })
    .from(messages)
    .where(inArray(messages.lead_id, leadIds))
    .orderBy(asc(messages.id));
  return rows.map((lead) => {
    const rating = ratings.find((row) => row.lead_id === lead.id);
    const toCustomer = customerAddresses(lead);
    return {
      reference: lead.reference,
      created_at: lead.created_at.toISOString(),
      status: lead.status,
      full_name: lead.full_name,
      email: lead.email,
      mobile_number: lead.mobile_number,
      pickup_location: lead.pickup_location,
      dropoff_location: lead.dropoff_location,
      date_of_travel: lead.date_of_travel,
      pickup_time: lead.pickup_time,
      is_return_trip: lead.is_return_trip,
      return_date: lead.return_date,
      return_time: lead.return_time,
      group_type: lead.group_type,
      number_of_people: lead.number_of_people,
      vehicle_selected: lead.vehicle_selected,
      additional_info: lead.additional_info,
      distance_km: lead.distance,
      itinerary: leadItinerary(lead),
      quotes: offered
        .filter((row) => row.quote.lead_id === lead.id)
        .map(({ quote, company_name, status }) => ({
          company_name,
          status,
          price_eur: centsToEur(quote.price_cents),
          vehicle_type: quote.vehicle_type,
          seats: quote.seats,
          lines: quote.lines,
          deposit: quote.deposit,
          cancellation: quote.cancellation,
          valid_until: quote.valid_until,
          notes: quote.notes,
          received_at: quote.created_at.toISOString(),
        })),
      rating: rating
        ? {
            score: rating.score,
            comment: rating.comment,
            created_at: rating.created_at.toISOString(),
            // The company's public reply is about the customer's trip: theirs to read too.
            company_reply: rating.reply_body,
            company_replied_at: rating.replied_at?.toISOString() ?? null,
          }
        : null,
      // What we sent the customer about this request (not what we sent the companies).
      emails_and_texts: sent
        .filter(
          (row) => row.lead_id === lead.id && toCustomer.includes(row.recipient.toLowerCase()),
        )
        .map(({ channel, subject, body_text, created_at }) => ({
          channel,
          subject,
          body_text,
          sent_at: created_at.toISOString(),
        })),
    };
  });
}

/** The customer's own addresses as the outbox may hold them (email lowered, mobile as typed and E.164). */
function customerAddresses(lead: Pick<typeof leads.$inferSelect, 'email' | 'mobile_number'>) {
  return [lead.email.toLowerCase(), lead.mobile_number, toE164(lead.mobile_number)].filter(
    (value): value is string => Boolean(value),
  );
}

export async function eraseRequests(tx: Database, leadIds: number[]) {
  const rows = await tx.select().from(leads).where(inArray(leads.id, leadIds));
  for (const lead of rows) {
    // Messages first: which went to the customer is known only while the lead still says.
    const toCustomer = customerAddresses(lead);
    if (toCustomer.length > 0) {
      await tx
        .update(messages)
        .set({ recipient: ERASED_TEXT })
        .where(
          and(
            eq(messages.lead_id, lead.id),
            inArray(sql`lower(${messages.recipient})`, toCustomer),
          ),
        );
    }
    const pickup = { lat: lead.pickup_lat ?? undefined, lng: lead.pickup_lng ?? undefined };
    const dropoff = { lat: lead.dropoff_lat ?? undefined, lng: lead.dropoff_lng ?? undefined };
    await tx
      .update(leads)
      .set({
        full_name: ERASED_NAME,
        email: '',
        mobile_number: '',
        additional_info: '',
        pickup_location: placeCounty(lead.pickup_location, pickup),
        dropoff_location: placeCounty(lead.dropoff_location, dropoff),
        pickup_lat: roundCoordinate(lead.pickup_lat),
        pickup_lng: roundCoordinate(lead.pickup_lng),
        dropoff_lat: roundCoordinate(lead.dropoff_lat),
        dropoff_lng: roundCoordinate(lead.dropoff_lng),
        itinerary: anonymiseItinerary(lead.itinerary),
        client_ip_hash: null,
        idempotency_key: null,
        request_hash: null,
        // An open request cannot go on without a way to reach the customer.
        status: lead.status === 'converted' ? 'converted' : 'lost',
        anonymised_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(leads.id, lead.id));
  }
  await tx
    .update(messages)
    .set({ subject: ERASED_TEXT, body_text: ERASED_TEXT, body_html: null, attachments: null })
    .where(inArray(messages.lead_id, leadIds));
  await tx.delete(leadNotes).where(inArray(leadNotes.lead_id, leadIds));
  // A note's event keeps the note's first words; the event stays, the words go.
  await tx
    .update(leadEvents)
    .set({ to_value: null })
    .where(and(inArray(leadEvents.lead_id, leadIds), eq(leadEvents.kind, 'note')));
  // The company's reply may name the customer or answer the comment: it goes too; `replied_at`
  // stays, so the company still cannot reply again (docs/product.md#erasing-a-request).
  await tx
    .update(operatorRatings)
    .set({ comment: null, reply_body: null })
    .where(inArray(operatorRatings.lead_id, leadIds));
}
