import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Invite,
  type InviteStatus,
  type Journey,
  type Quote,
  centsToEur,
} from '@shared/marketplace/quotes';
import { leadItinerary } from '@shared/trips/lead-itinerary';
import type { Database } from '../../db/client';
import { leadInvites, leads, operatorRatings, operators, quotes } from '../../db/schema';
import type { LeadRow } from '../leads';
import { leadTripCheck } from '../trips';
import { operatorRatingTotals, roundRating } from './operators-repository';
import { itemisation } from './quote-values';

export type InviteRow = typeof leadInvites.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type OperatorRow = typeof operators.$inferSelect;

/** Statuses whose quote the customer can see: a company that declined has withdrawn its quote. */
export const OFFERED_STATUSES: InviteStatus[] = ['quoted', 'chosen', 'not_chosen'];

export function toJourney(lead: LeadRow): Journey {
  return {
    reference: lead.reference,
    pickup_location: lead.pickup_location,
    dropoff_location: lead.dropoff_location,
    date_of_travel: lead.date_of_travel,
    pickup_time: lead.pickup_time,
    is_return_trip: lead.is_return_trip,
    return_date: lead.return_date,
    return_time: lead.return_time,
    group_type: lead.group_type,
    number_of_people: lead.number_of_people,
    distance: lead.distance,
    vehicle_selected: lead.vehicle_selected,
    additional_info: lead.additional_info,
    garda_vetted_required: lead.garda_vetted_required,
    itinerary: leadItinerary(lead),
    trip_check: leadTripCheck(lead),
  };
}

/**
 * Quotes with their company's name, licence, verification and rating, cheapest first, each with
 * the invitation it answers.
 */
async function selectQuotes(
  db: Database,
  where: SQL | undefined,
): Promise<{ inviteId: number; quote: Quote }[]> {
  const ratings = operatorRatingTotals(db);
  const rows = await db
    .select({
      quote: quotes,
      people: leads.number_of_people,
      status: leadInvites.status,
      company_name: operators.company_name,
      licence_number: operators.licence_number,
      operator_status: operators.status,
      vat_status: operators.vat_status,
      average: ratings.average,
      total: ratings.total,
    })
    .from(quotes)
    .innerJoin(leadInvites, eq(leadInvites.id, quotes.invite_id))
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .innerJoin(operators, eq(operators.id, quotes.operator_id))
    .leftJoin(ratings, eq(ratings.operator_id, quotes.operator_id))
    .where(where)
    .orderBy(asc(quotes.price_cents), asc(quotes.id));
  return rows.map((row) => {
    const { quote } = row;
    const price = centsToEur(quote.price_cents);
    const shown: Quote = {
      id: quote.id,
      lead_id: quote.lead_id,
      operator_id: quote.operator_id,
      company_name: row.company_name,
      licence_number: row.licence_number,
      verified: row.operator_status === 'verified',
      rating: roundRating(row.average),
      rating_count: row.total ?? 0,
      price_eur: price,
      price_per_passenger_eur: Math.round((price / row.people) * 100) / 100,
      vat_status: row.vat_status,
      vehicle_type: quote.vehicle_type,
      seats: quote.seats,
      includes_driver: quote.includes_driver,
      includes_tolls: quote.includes_tolls,
      includes_parking: quote.includes_parking,
      includes_waiting_time: quote.includes_waiting_time,
      ...itemisation(quote),
      valid_until: quote.valid_until,
      notes: quote.notes,
      revision: quote.revision,
      status: row.status,
      created_at: quote.created_at.toISOString(),
      updated_at: quote.updated_at.toISOString(),
    };
    return { inviteId: quote.invite_id, quote: shown };
  });
}

/**
 * A lead's quotes, cheapest first. `offeredOnly` leaves out quotes withdrawn by declining (what
 * the customer compares); `inviteId` narrows to one company's quote.
 */
export async function listLeadQuotes(
  db: Database,
  lead: Pick<LeadRow, 'id'>,
  { offeredOnly, inviteId }: { offeredOnly: boolean; inviteId?: number },
): Promise<Quote[]> {
  const found = await selectQuotes(
    db,
    and(
      eq(quotes.lead_id, lead.id),
      offeredOnly ? inArray(leadInvites.status, OFFERED_STATUSES) : undefined,
      inviteId === undefined ? undefined : eq(quotes.invite_id, inviteId),
    ),
  );
  return found.map(({ quote }) => quote);
}

/** The quotes answering these invitations (withdrawn ones too), by invitation id. */
export async function listInviteQuotes(
  db: Database,
  inviteIds: readonly number[],
): Promise<Map<number, Quote>> {
  if (inviteIds.length === 0) return new Map();
  const found = await selectQuotes(db, inArray(quotes.invite_id, [...inviteIds]));
  return new Map(found.map(({ inviteId, quote }) => [inviteId, quote]));
}

/** A lead's invitations as staff see them, in the order they were sent. */
export async function listLeadInvites(db: Database, leadId: number): Promise<Invite[]> {
  const rows = await db
    .select({ invite: leadInvites, company_name: operators.company_name })
    .from(leadInvites)
    .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
    .where(eq(leadInvites.lead_id, leadId))
    .orderBy(asc(leadInvites.invited_at), asc(leadInvites.id));
  return rows.map(({ invite, company_name }) => ({
    id: invite.id,
    operator_id: invite.operator_id,
    company_name,
    wave: invite.wave,
    reason: invite.reason,
    status: invite.status,
    decline_reason: invite.decline_reason,
    invited_at: invite.invited_at.toISOString(),
    responded_at: invite.responded_at?.toISOString() ?? null,
  }));
}

export type InviteContext = { invite: InviteRow; lead: LeadRow; operator: OperatorRow };

/** Invitations with their lead and company, newest first. */
/** A slice of a list: at most `limit` rows after the first `offset`. */
export type Slice = { limit: number; offset: number };

const selectInviteContexts = (
  db: Database,
  where: SQL,
  slice?: Slice,
): Promise<InviteContext[]> => {
  const query = db
    .select({ invite: leadInvites, lead: leads, operator: operators })
    .from(leadInvites)
    .innerJoin(leads, eq(leads.id, leadInvites.lead_id))
    .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
    .where(where)
    .orderBy(desc(leadInvites.invited_at), desc(leadInvites.id));
  return slice ? query.limit(slice.limit).offset(slice.offset) : query;
};

/** An invitation with its lead and company. */
export async function findInviteContext(
  db: Database,
  inviteId: number,
): Promise<InviteContext | undefined> {
  const [row] = await selectInviteContexts(db, eq(leadInvites.id, inviteId));
  return row;
}

/**
 * One company's invitations (the one `inviteId` names, or a slice of all of them), newest first:
 * a company's own rows only, whatever id it asks for.
 */
export function listCompanyInviteContexts(
  db: Database,
  operatorId: number,
  which: { inviteId: number } | Slice,
): Promise<InviteContext[]> {
  const ofCompany = eq(leadInvites.operator_id, operatorId);
  return 'inviteId' in which
    ? selectInviteContexts(db, and(ofCompany, eq(leadInvites.id, which.inviteId))!)
    : selectInviteContexts(db, ofCompany, which);
}

/** How many invitations the company has had. */
export async function countCompanyInvites(db: Database, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadInvites)
    .where(eq(leadInvites.operator_id, operatorId));
  return row?.count ?? 0;
}

/** Locks the lead: every change to a lead's marketplace state takes this lock first. */
export async function lockLead(db: Database, leadId: number): Promise<LeadRow | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).for('update');
  return lead;
}

/** Locks several leads' rows, in id order (so two batches never wait on each other in a circle). */
export async function lockLeads(db: Database, leadIds: readonly number[]): Promise<LeadRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(leads)
    .where(inArray(leads.id, [...leadIds]))
    .orderBy(leads.id)
    .for('update');
}

export async function findLead(db: Database, leadId: number): Promise<LeadRow | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  return lead;
}

export async function findQuoteForInvite(
  db: Database,
  inviteId: number,
): Promise<QuoteRow | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.invite_id, inviteId));
  return quote;
}

export async function listInviteRows(db: Database, leadId: number): Promise<InviteRow[]> {
  return db
    .select()
    .from(leadInvites)
    .where(eq(leadInvites.lead_id, leadId))
    .orderBy(asc(leadInvites.id));
}

export async function findRating(db: Database, leadId: number) {
  const [rating] = await db
    .select()
    .from(operatorRatings)
    .where(eq(operatorRatings.lead_id, leadId));
  return rating;
}
