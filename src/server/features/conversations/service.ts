import { irishToday } from '@shared/dates';
import { maskContactDetails } from '@shared/conversations/mask';
import type {
  ConversationMessage,
  CustomerThreads,
  LeadThreads,
  MessageSender,
  Thread,
} from '@shared/conversations/messages';
import { ERASED_MESSAGE } from '@shared/conversations/messages';
import type { Database } from '../../db/client';
import { conflict, notFound, tooManyRequests } from '../../lib/http-errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { signLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import {
  type InviteContext,
  type LinkMessageDeps,
  findInviteContext,
  findLead,
  invalidLink,
  mobileNumberFor,
  requestClosed,
  tripEndDate,
} from '../marketplace';
import { type OutgoingMessage, emailMessage, queueMessages, smsMessages, toE164 } from '../outbox';
import {
  type MessageRow,
  insertMessage,
  listLeadThreadInvites,
  listQuotingInvites,
  listThreadMessages,
} from './repository';
import {
  type MessageNotice,
  renderCompanyMessageEmail,
  renderCompanyMessageSms,
  renderCustomerMessageEmail,
  renderCustomerMessageSms,
} from './templates';

/**
 * Questions before choosing (docs/product.md#questions-before-choosing, decision 045): one thread
 * per invitation. Until the customer chooses, every thread is shown masked to both sides; after,
 * only the chosen company's thread is shown as sent. Staff read every thread as sent.
 */

export const CONVERSATION_CLOSED = 'This conversation is closed';
export const QUOTE_NOT_FOUND = 'Quote not found';

type InviteStatus = InviteContext['invite']['status'];

/** Contact details stay hidden on every thread but the chosen company's. */
const isMasked = (status: InviteStatus) => status !== 'chosen';

/**
 * A thread takes messages while the company's quote is in the running (or chosen), the request
 * is not lost, and the trip has not ended.
 */
const canSend = (lead: LeadRow, status: InviteStatus, today: string) =>
  (status === 'quoted' || status === 'chosen') &&
  lead.status !== 'lost' &&
  tripEndDate(lead) >= today;

const shownBody = (row: MessageRow, masked: boolean) =>
  row.erased_at ? ERASED_MESSAGE : masked ? maskContactDetails(row.body) : row.body;

function toMessage(row: MessageRow, masked: boolean): ConversationMessage {
  return {
    id: row.id,
    sender: row.sender,
    body: shownBody(row, masked),
    created_at: row.created_at.toISOString(),
  };
}

/** Messages per link (each side of each thread counts alone) in MESSAGE_WINDOW_MS. */
export const MESSAGES_PER_WINDOW = 10;
const MESSAGE_WINDOW_MS = 10 * 60_000;

async function limitMessages(db: Database, key: string): Promise<void> {
  const result = await hitRateLimit(db, `messages:${key}`, MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
  if (!result.allowed) {
    throw tooManyRequests(
      result.retryAfterSeconds,
      'You have sent a lot of messages in a short time. Please wait a few minutes and try again.',
    );
  }
}

/** The lead a customer's link names: a spam lead never had a link; a lost one is closed. */
async function customerLead(db: Database, leadId: number): Promise<LeadRow> {
  const lead = await findLead(db, leadId);
  if (!lead || lead.is_spam) throw invalidLink();
  if (lead.status === 'lost') throw requestClosed();
  return lead;
}

async function companyContext(db: Database, inviteId: number): Promise<InviteContext> {
  const context = await findInviteContext(db, inviteId);
  if (!context || context.lead.is_spam) throw invalidLink();
  return context;
}

/** The customer's threads: one per company whose quote is on the comparison page. */
export async function getCustomerThreads(
  db: Database,
  leadId: number,
  today = irishToday(),
): Promise<CustomerThreads> {
  const lead = await customerLead(db, leadId);
  const invites = await listQuotingInvites(db, lead.id);
  const rows = await listThreadMessages(
    db,
    invites.map((invite) => invite.invite_id),
  );
  return {
    threads: invites.map((invite) => {
      const masked = isMasked(invite.invite_status);
      return {
        quote_id: invite.quote_id,
        company_name: invite.company_name,
        masked,
        can_send: canSend(lead, invite.invite_status, today),
        messages: rows
          .filter(({ message }) => message.invite_id === invite.invite_id)
          .map(({ message }) => toMessage(message, masked)),
      };
    }),
  };
}

/** One company's thread, as its link and its workspace show it. */
export async function getCompanyThread(
  db: Database,
  inviteId: number,
  today = irishToday(),
): Promise<Thread> {
  const { invite, lead } = await companyContext(db, inviteId);
  const masked = isMasked(invite.status);
  const rows = await listThreadMessages(db, [invite.id]);
  return {
    masked,
    can_send: canSend(lead, invite.status, today),
    messages: rows.map(({ message }) => toMessage(message, masked)),
  };
}

/** Every thread on a lead for staff, as sent, with whether the parties see it masked. */
export async function getLeadThreads(db: Database, leadId: number): Promise<LeadThreads> {
  const lead = await findLead(db, leadId);
  if (!lead) throw notFound('Lead not found');
  const invites = await listLeadThreadInvites(db, lead.id);
  const rows = await listThreadMessages(
    db,
    invites.map((invite) => invite.invite_id),
  );
  return {
    threads: invites.map((invite) => ({
      invite_id: invite.invite_id,
      company_name: invite.company_name,
      masked: isMasked(invite.invite_status),
      messages: rows
        .filter(({ message }) => message.invite_id === invite.invite_id)
        .map(({ message, author_name }) =>
          Object.assign(toMessage(message, false), { author_name }),
        ),
    })),
  };
}

/** The other side's email and (when an SMS provider is configured, to a mobile) SMS. */
function noticesFor(
  { transports, publicUrl, linkSecret }: LinkMessageDeps,
  { invite, lead, operator }: InviteContext,
  message: MessageRow,
): OutgoingMessage[] {
  const key = `conversation:${message.id}`;
  const body = shownBody(message, isMasked(invite.status));
  const toCompany = message.sender === 'customer';
  const url = toCompany
    ? `${publicUrl}/respond/${signLink(linkSecret, 'respond', invite.id)}`
    : `${publicUrl}/quotes/${signLink(linkSecret, 'quotes', lead.id)}`;
  const notice: MessageNotice = { lead, companyName: operator.company_name, shownBody: body, url };
  const email = toCompany
    ? emailMessage(lead.id, `${key}:email`, operator.email, renderCustomerMessageEmail(notice))
    : emailMessage(lead.id, `${key}:email`, lead.email, renderCompanyMessageEmail(notice));
  if (!transports.sendSms) return [email];
  const mobile = toCompany ? mobileNumberFor(operator.phone) : toE164(lead.mobile_number);
  const sms = toCompany ? renderCustomerMessageSms : renderCompanyMessageSms;
  return [email, ...smsMessages(lead.id, `${key}:sms`, mobile, () => sms(notice))];
}

/** Stores a message and queues the other side's notice, together or not at all. */
async function send(
  deps: LinkMessageDeps,
  context: InviteContext,
  message: { sender: MessageSender; body: string; authorId?: number },
  today: string,
): Promise<void> {
  if (!canSend(context.lead, context.invite.status, today)) throw conflict(CONVERSATION_CLOSED);
  await deps.db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      invite_id: context.invite.id,
      lead_id: context.lead.id,
      sender: message.sender,
      author_id: message.authorId ?? null,
      body: message.body,
    });
    await queueMessages(tx, deps.transports, noticesFor(deps, context, row));
  });
}

/** The customer's message to the company behind `quoteId`, one of their lead's quotes. */
export async function sendCustomerMessage(
  deps: LinkMessageDeps,
  leadId: number,
  input: { quote_id: number; body: string },
  today = irishToday(),
): Promise<void> {
  const lead = await customerLead(deps.db, leadId);
  await limitMessages(deps.db, `quotes:${lead.id}`);
  const [target] = await listQuotingInvites(deps.db, lead.id, input.quote_id);
  if (!target) throw notFound(QUOTE_NOT_FOUND);
  const context = await companyContext(deps.db, target.invite_id);
  await send(deps, context, { sender: 'customer', body: input.body }, today);
}

/** A company's message on its invitation's thread, from its link or (with `authorId`) its workspace. */
export async function sendCompanyMessage(
  deps: LinkMessageDeps,
  inviteId: number,
  body: string,
  authorId?: number,
  today = irishToday(),
): Promise<void> {
  const context = await companyContext(deps.db, inviteId);
  await limitMessages(deps.db, `respond:${context.invite.id}`);
  await send(deps, context, { sender: 'company', body, authorId }, today);
}
