import { and, eq, inArray, ne } from 'drizzle-orm';
import { irishToday } from '@shared/dates';
import { quoteGaps } from '@shared/marketplace/quote-gaps';
import type { ComparisonView } from '@shared/marketplace/quotes';
import type { Database } from '../../db/client';
import {
  leadEvents,
  leadInvites,
  leads,
  operatorRatings,
  operators,
  quotes,
} from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { conflict, notFound } from '../../lib/http-errors';
import { bookChosenQuote } from '../bookings';
import { signLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import { type OutgoingMessage, type RenderedEmail, queueMessages } from '../outbox';
import { findLeadEstimate } from '../trips';
import { type LinkMessageDeps, invalidLink, requestClosed, tripEndDate } from './link-rules';
import {
  renderChosenCompanyEmail,
  renderChosenCustomerEmail,
  renderNotChosenEmail,
} from './marketplace-templates';
import {
  type OperatorRow,
  findLead,
  findRating,
  listInviteRows,
  listLeadQuotes,
  lockLead,
  toJourney,
} from './quotes-repository';
import { RATING_REQUEST_JOB, ratingRequestAt } from './rating-job';
import { listPublicReplies } from './rating-replies';

export const ALREADY_CHOSEN = 'A quote has already been chosen';
export const ALREADY_RATED = 'This trip has already been rated';

/** The lead a customer's link names; a spam lead never had a link, so it answers the same 404. */
async function customerLead(db: Database, leadId: number, lock: boolean): Promise<LeadRow> {
  const lead = lock ? await lockLead(db, leadId) : await findLead(db, leadId);
  if (!lead || lead.is_spam) throw invalidLink();
  if (lead.status === 'lost') throw requestClosed();
  return lead;
}

/** The customer's comparison page: their journey, who replied, and the quotes cheapest first. */
export async function getComparisonView(
  db: Database,
  leadId: number,
  today = irishToday(),
): Promise<ComparisonView> {
  const lead = await customerLead(db, leadId, false);
  const [invites, offered, rating, estimate] = await Promise.all([
    listInviteRows(db, lead.id),
    listLeadQuotes(db, lead, { offeredOnly: true }),
    findRating(db, lead.id),
    findLeadEstimate(db, lead.id),
  ]);
  const replies = await listPublicReplies(
    db,
    offered.map((quote) => quote.operator_id),
  );
  const chosen = offered.find((quote) => quote.status === 'chosen');
  const journey = toJourney(lead);
  const needs = {
    verdicts: journey.trip_check?.days.map((day) => day.verdict) ?? [],
    tolled_roads: journey.trip_check?.tolled_roads ?? [],
  };
  return {
    journey,
    customer_first_name: lead.full_name.trim().split(/\s+/)[0] ?? '',
    invited: invites.length,
    replied: invites.filter((invite) => invite.responded_at !== null).length,
    quotes: offered,
    chosen_quote_id: chosen?.id ?? null,
    can_rate: chosen !== undefined && !rating && today > tripEndDate(lead),
    rating: rating
      ? {
          score: rating.score,
          comment: rating.comment,
          reply:
            rating.reply_body && rating.replied_at
              ? { body: rating.reply_body, replied_at: rating.replied_at.toISOString() }
              : null,
        }
      : null,
    rating_replies: replies,
    estimate,
    quote_gaps: offered.map((quote) => ({ quote_id: quote.id, gaps: quoteGaps(quote, needs) })),
  };
}

/** The introductions both ways, and a polite close to each company still in the running. */
function choiceMessages(
  lead: LeadRow,
  chosen: OperatorRow,
  others: OperatorRow[],
  priceCents: number,
  links: { respond: string; quotes: string },
): OutgoingMessage[] {
  const email = (key: string, recipient: string, rendered: RenderedEmail): OutgoingMessage => ({
    message_key: `lead:${lead.id}:chosen:${key}`,
    lead_id: lead.id,
    channel: 'email',
    recipient,
    subject: rendered.subject,
    body_text: rendered.text,
    body_html: rendered.html,
  });
  return [
    email(
      `company:${chosen.id}`,
      chosen.email,
      renderChosenCompanyEmail(lead, chosen, priceCents, links.respond),
    ),
    email(
      'customer',
      lead.email,
      renderChosenCustomerEmail(lead, chosen, priceCents, links.quotes),
    ),
    ...others.map((company) =>
      email(`not-chosen:${company.id}`, company.email, renderNotChosenEmail(lead, company)),
    ),
  ];
}

/**
 * The customer's choice, all or nothing under the lead's row lock (so of two concurrent choices
 * exactly one wins): the chosen invitation, the others still in the running marked not chosen,
 * the lead converted, its history, the three kinds of email, and the rating request after the trip.
 */
export async function chooseQuote(
  { db, transports, publicUrl, linkSecret }: LinkMessageDeps,
  leadId: number,
  quoteId: number,
  today = irishToday(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await customerLead(tx, leadId, true);
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.lead_id, lead.id)));
    if (!quote) throw notFound('Quote not found');
    const invites = await listInviteRows(tx, lead.id);
    if (invites.some((invite) => invite.status === 'chosen')) throw conflict(ALREADY_CHOSEN);
    const chosenInvite = invites.find((invite) => invite.id === quote.invite_id)!;
    if (chosenInvite.status === 'declined') throw conflict('This company has withdrawn its quote');
    if (lead.date_of_travel < today) throw requestClosed();
    if (quote.valid_until < today) throw conflict('This quote has expired');

    await tx
      .update(leadInvites)
      .set({ status: 'chosen' })
      .where(eq(leadInvites.id, chosenInvite.id));
    const notChosen = await tx
      .update(leadInvites)
      .set({ status: 'not_chosen' })
      .where(
        and(
          eq(leadInvites.lead_id, lead.id),
          ne(leadInvites.id, chosenInvite.id),
          inArray(leadInvites.status, ['invited', 'quoted']),
        ),
      )
      .returning({ operator_id: leadInvites.operator_id });
    await tx
      .update(leads)
      .set({ status: 'converted', is_confirmation: true, updated_at: new Date() })
      .where(eq(leads.id, lead.id));

    const companies = await tx
      .select()
      .from(operators)
      .where(
        inArray(operators.id, [quote.operator_id, ...notChosen.map((row) => row.operator_id)]),
      );
    const chosenCompany = companies.find((company) => company.id === quote.operator_id)!;
    const events: (typeof leadEvents.$inferInsert)[] = [];
    if (lead.status !== 'converted') {
      events.push({
        lead_id: lead.id,
        kind: 'status',
        from_value: lead.status,
        to_value: 'converted',
      });
    }
    events.push({
      lead_id: lead.id,
      kind: 'chosen',
      to_value: chosenCompany.company_name,
      from_value: (quote.price_cents / 100).toFixed(2),
    });
    await tx.insert(leadEvents).values(events);

    const links = {
      respond: `${publicUrl}/respond/${signLink(linkSecret, 'respond', chosenInvite.id)}`,
      quotes: `${publicUrl}/quotes/${signLink(linkSecret, 'quotes', lead.id)}`,
    };
    const others = companies.filter((company) => company.id !== chosenCompany.id);
    await queueMessages(
      tx,
      transports,
      choiceMessages(lead, chosenCompany, others, quote.price_cents, links),
    );
    await bookChosenQuote(
      tx,
      { transports, publicUrl, linkSecret },
      {
        lead,
        quote,
        company: chosenCompany,
      },
    );
    await enqueueJob(
      tx,
      RATING_REQUEST_JOB,
      { lead_id: lead.id },
      { runAt: ratingRequestAt(tripEndDate(lead)) },
    );
  });
}

/** One rating per lead, of the chosen company, once the trip has taken place. */
export async function rateTrip(
  db: Database,
  leadId: number,
  input: { score: number; comment: string | null },
  today = irishToday(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await customerLead(tx, leadId, true);
    if (await findRating(tx, lead.id)) throw conflict(ALREADY_RATED);
    const [chosen] = await tx
      .select({ operator_id: leadInvites.operator_id, company_name: operators.company_name })
      .from(leadInvites)
      .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
      .where(and(eq(leadInvites.lead_id, lead.id), eq(leadInvites.status, 'chosen')));
    if (!chosen) throw conflict('You can rate a company once you have chosen its quote');
    if (today <= tripEndDate(lead)) {
      throw conflict('You can rate the company once your trip has taken place');
    }
    await tx.insert(operatorRatings).values({
      lead_id: lead.id,
      operator_id: chosen.operator_id,
      score: input.score,
      comment: input.comment,
    });
    await tx.insert(leadEvents).values({
      lead_id: lead.id,
      kind: 'rated',
      to_value: String(input.score),
      from_value: chosen.company_name,
    });
  });
}
