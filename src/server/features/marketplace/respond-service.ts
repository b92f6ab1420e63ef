import { eq, sql } from 'drizzle-orm';
import { irishToday } from '@shared/dates';
import type { Quote, RespondView, ValidQuoteInput } from '@shared/marketplace/quotes';
import { centsToEur } from '@shared/marketplace/quotes';
import type { Database } from '../../db/client';
import { leadEvents, leadInvites, leads, quotes } from '../../db/schema';
import { conflict, unprocessable } from '../../lib/http-errors';
import { signLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import { type OutgoingMessage, emailMessage, queueMessages, smsMessages, toE164 } from '../outbox';
import { withoutContactDetails } from './invite-templates';
import {
  type LinkMessageDeps,
  invalidLink,
  isClosedToCompanies,
  isTakingQuotes,
  requestClosed,
} from './link-rules';
import { renderFirstQuoteEmail, renderFirstQuoteSms } from './marketplace-templates';
import {
  type InviteContext,
  findInviteContext,
  findQuoteForInvite,
  listLeadQuotes,
  lockLead,
  toJourney,
} from './quotes-repository';
import { quoteValues } from './quote-values';

export const NOT_TAKING_QUOTES = 'This request is no longer taking quotes';

/** The invitation a verified link names, refused when the lead is lost or its date has passed. */
async function openInvite(db: Database, inviteId: number, today: string): Promise<InviteContext> {
  const context = await findInviteContext(db, inviteId);
  if (!context) throw invalidLink();
  if (isClosedToCompanies(context.lead, today)) throw requestClosed();
  return context;
}

/** Whether this company may still quote or decline: the lead takes quotes and no one was chosen. */
const canRespond = ({ lead, invite }: InviteContext, today: string) =>
  isTakingQuotes(lead, today) && invite.status !== 'chosen' && invite.status !== 'not_chosen';

/** What a company sees of its invitation. The customer's contact details only once chosen. */
export function toRespondView(
  context: InviteContext,
  quote: Quote | null,
  today: string,
): RespondView {
  const { lead, invite, operator } = context;
  const isChosen = invite.status === 'chosen';
  return {
    company_name: operator.company_name,
    vat_status: operator.vat_status,
    // Contact details typed into the notes stay hidden until the customer chooses this company.
    journey: isChosen
      ? toJourney(lead)
      : { ...toJourney(lead), additional_info: withoutContactDetails(lead.additional_info) },
    status: invite.status,
    open: canRespond(context, today),
    quote,
    decline_reason: invite.decline_reason,
    customer: isChosen
      ? { full_name: lead.full_name, email: lead.email, mobile_number: lead.mobile_number }
      : null,
  };
}

/** What a company's link shows. */
export async function getRespondView(
  db: Database,
  inviteId: number,
  today = irishToday(),
): Promise<RespondView> {
  const context = await openInvite(db, inviteId, today);
  const [quote] = await listLeadQuotes(db, context.lead, { offeredOnly: false, inviteId });
  return toRespondView(context, quote ?? null, today);
}

/**
 * Everything a company's answer changes, under the lead's row lock (the customer's choice takes
 * the same lock, so an answer and a choice never interleave).
 */
async function respond<T>(
  db: Database,
  inviteId: number,
  today: string,
  change: (tx: Database, context: InviteContext) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const found = await findInviteContext(tx, inviteId);
    if (!found) throw invalidLink();
    await lockLead(tx, found.lead.id);
    // Read again under the lock: a choice committed while we waited has changed the rows.
    const context = await findInviteContext(tx, inviteId);
    if (!context) throw invalidLink();
    if (isClosedToCompanies(context.lead, today)) throw requestClosed();
    if (!canRespond(context, today)) throw conflict(NOT_TAKING_QUOTES);
    return change(tx, context);
  });
}

/**
 * The customer's news of the first quote on their lead, by email and (to a mobile) SMS. Keyed per
 * lead, so only the first quote ever sends it; later quotes show on the quotes page.
 */
function firstQuoteMessages(lead: LeadRow, quotesUrl: string): OutgoingMessage[] {
  const key = `lead:${lead.id}:first-quote`;
  return [
    emailMessage(lead.id, `${key}-email`, lead.email, renderFirstQuoteEmail(lead, quotesUrl)),
    ...smsMessages(lead.id, `${key}-sms`, toE164(lead.mobile_number), () =>
      renderFirstQuoteSms(lead, quotesUrl),
    ),
  ];
}

/**
 * Sends or revises a company's quote (revision + 1 each time) until the customer chooses. The
 * first quote on a lead that is new or contacted moves it to quoted, and the first quote on a
 * lead tells the customer (in the same transaction). Returns whether it was new.
 */
export async function submitQuote(
  { db, transports, publicUrl, linkSecret }: LinkMessageDeps,
  inviteId: number,
  input: ValidQuoteInput,
  today = irishToday(),
): Promise<{ created: boolean }> {
  if (input.valid_until < today) {
    const message = 'Valid until cannot be in the past';
    throw unprocessable(message, { valid_until: [message] });
  }
  return respond(db, inviteId, today, async (tx, { invite, lead, operator }) => {
    const values = quoteValues(input);
    const price_eur = centsToEur(values.price_cents);
    const existing = await findQuoteForInvite(tx, invite.id);
    if (existing) {
      await tx
        .update(quotes)
        .set({ ...values, revision: sql`${quotes.revision} + 1`, updated_at: new Date() })
        .where(eq(quotes.id, existing.id));
    } else {
      await tx
        .insert(quotes)
        .values({ ...values, invite_id: invite.id, lead_id: lead.id, operator_id: operator.id });
      const quotesUrl = `${publicUrl}/quotes/${signLink(linkSecret, 'quotes', lead.id)}`;
      await queueMessages(tx, transports, firstQuoteMessages(lead, quotesUrl));
    }
    await tx
      .update(leadInvites)
      .set({
        status: 'quoted',
        decline_reason: null,
        responded_at: sql`coalesce(${leadInvites.responded_at}, now())`,
      })
      .where(eq(leadInvites.id, invite.id));
    const events: (typeof leadEvents.$inferInsert)[] = [
      {
        lead_id: lead.id,
        kind: 'quoted',
        to_value: operator.company_name,
        from_value: price_eur.toFixed(2),
      },
    ];
    if (lead.status === 'new' || lead.status === 'contacted') {
      await tx
        .update(leads)
        .set({ status: 'quoted', updated_at: new Date() })
        .where(eq(leads.id, lead.id));
      events.push({
        lead_id: lead.id,
        kind: 'status',
        from_value: lead.status,
        to_value: 'quoted',
      });
    }
    await tx.insert(leadEvents).values(events);
    return { created: !existing };
  });
}

/**
 * Declines the request with a reason. A company that had quoted withdraws its quote this way
 * (the customer no longer sees it); while the lead is open it may quote again later.
 */
export async function declineInvite(
  db: Database,
  inviteId: number,
  reason: string,
  today = irishToday(),
): Promise<void> {
  await respond(db, inviteId, today, async (tx, { invite, lead, operator }) => {
    await tx
      .update(leadInvites)
      .set({
        status: 'declined',
        decline_reason: reason,
        responded_at: sql`coalesce(${leadInvites.responded_at}, now())`,
      })
      .where(eq(leadInvites.id, invite.id));
    await tx.insert(leadEvents).values({
      lead_id: lead.id,
      kind: 'declined',
      to_value: operator.company_name,
      from_value: reason.slice(0, 200),
    });
  });
}
