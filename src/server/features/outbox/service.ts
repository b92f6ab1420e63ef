import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type AttachmentRef, attachmentRefSchema } from '@shared/outbox/attachments';
import { STAFF_ROLE_IDS } from '@shared/users/users';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueJob, enqueueJobs } from '../../jobs/queue';
import {
  type BatchJobHandler,
  type JobHandler,
  type JobHandlers,
  PermanentJobError,
} from '../../jobs/worker';
import { conflict, notFound } from '../../lib/http-errors';
import { signLink } from '../../lib/signed-links';
import { toE164 } from './phone';
import {
  claimQueuedMessage,
  findMessage,
  insertNewMessages,
  type InsertedMessage,
  type MessageRow,
  type NewMessage,
  setMessageStatus,
} from './repository';
import { type LeadRow, findLeadsOfJobs, flagDuplicateLeads } from '../leads';
import type { RenderedEmail } from './email-frame';
import { renderCustomerConfirmation, renderCustomerSms, renderStaffAlert } from './templates';
import type { EmailAttachment, Transports } from './transports';

export const INTERRUPTED =
  'Sending was interrupted (the server stopped mid-send); it may or may not have been delivered. Retry only if the recipient did not get it.';

type Deps = {
  db: Database;
  config: Config;
  transports: Transports;
  linkSecret: string;
  /**
   * How many bus companies would take each lead now, by lead id (the marketplace's matching
   * rules, passed in so the outbox does not depend on the marketplace). Without it every lead
   * counts as matched.
   */
  qualifyingCompanies?: (leads: LeadRow[]) => Promise<Map<number, number>>;
  /**
   * Renders a document an email names by reference (the bookings feature's PDF and calendar
   * file, passed in so the outbox does not depend on it), when the email is sent.
   */
  renderAttachment?: AttachmentRenderer;
};

type AttachmentRenderer = (ref: AttachmentRef) => Promise<EmailAttachment>;

const attachmentRefsSchema = z.array(attachmentRefSchema);

/** The address people can write to: the address part of MAIL_FROM. */
const contactAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

/** Who staff alerts go to: STAFF_ALERT_EMAIL when set, otherwise every active admin and manager. */
export async function staffRecipients(db: Database, config: Config): Promise<string[]> {
  if (config.STAFF_ALERT_EMAIL) return [config.STAFF_ALERT_EMAIL];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role_id, [...STAFF_ROLE_IDS])));
  return rows.map((row) => row.email);
}

/**
 * 'lead.created': flags the lead if it repeats an earlier one, writes its messages to the outbox,
 * a send job for each queued one, and
 * the 'lead.match' job that invites bus companies (features/marketplace/jobs.ts) and the
 * 'lead.estimate' job that records its price estimate (features/trips/estimate-job.ts).
 * A batch of leads is read in one go and written in one transaction (decision 052); each lead's
 * messages are keyed, so a batch run again after a failure writes nothing twice.
 */
function handleLeadCreated(deps: Deps): BatchJobHandler {
  const { db, config, transports } = deps;
  return {
    batch: async (batch) => {
      const live = (await findLeadsOfJobs(db, batch)).filter((lead) => !lead.is_spam);
      if (live.length === 0) return;
      // With no company to invite, nobody is promised a reply time and staff are told at once.
      const [qualifying, staff] = await Promise.all([
        deps.qualifyingCompanies?.(live),
        staffRecipients(db, config),
      ]);
      const rows = live.flatMap((lead) => {
        const matched = qualifying ? (qualifying.get(lead.id) ?? 0) > 0 : true;
        return leadCreatedMessages(deps, lead, matched, staff);
      });
      await db.transaction(async (tx) => {
        await flagDuplicateLeads(
          tx,
          live.map((lead) => lead.id),
        );
        await queueMessages(tx, transports, rows);
        await enqueueJobs(
          tx,
          live.flatMap((lead) => [
            { kind: 'lead.match', payload: { lead_id: lead.id }, runAt: new Date() },
            { kind: 'lead.estimate', payload: { lead_id: lead.id }, runAt: new Date() },
          ]),
        );
      });
    },
  };
}

/** A new lead's confirmation (email, and SMS to a mobile) and its staff alerts. */
function leadCreatedMessages(
  { config, linkSecret }: Deps,
  lead: LeadRow,
  matched: boolean,
  staff: string[],
): OutgoingMessage[] {
  const confirmation = renderCustomerConfirmation(
    lead,
    config.PUBLIC_URL,
    contactAddress(config.MAIL_FROM),
    `${config.PUBLIC_URL}/quotes/${signLink(linkSecret, 'quotes', lead.id)}`,
    matched,
  );
  const alert = renderStaffAlert(lead, config.PUBLIC_URL, matched);
  return [
    emailMessage(lead.id, `lead:${lead.id}:customer-email`, lead.email, confirmation),
    ...staff.map((email) =>
      emailMessage(lead.id, `lead:${lead.id}:staff-alert:${email.toLowerCase()}`, email, alert),
    ),
    ...smsMessages(lead.id, `lead:${lead.id}:customer-sms`, toE164(lead.mobile_number), () =>
      renderCustomerSms(lead, matched),
    ),
  ];
}

/** A message to send, before the outbox decides whether it is queued or only captured. */
export type OutgoingMessage = Omit<NewMessage, 'status'>;

/** An email about `leadId`, under its message key. */
export function emailMessage(
  leadId: number,
  key: string,
  recipient: string,
  email: RenderedEmail,
): OutgoingMessage {
  return {
    message_key: key,
    lead_id: leadId,
    channel: 'email',
    recipient,
    subject: email.subject,
    body_text: email.text,
    body_html: email.html,
  };
}

/** An SMS about `leadId` to a mobile number in E.164; none when there is no such number. */
export function smsMessages(
  leadId: number,
  key: string,
  mobile: string | null,
  text: () => string,
): OutgoingMessage[] {
  if (!mobile) return [];
  return [
    { message_key: key, lead_id: leadId, channel: 'sms', recipient: mobile, body_text: text() },
  ];
}

/**
 * Writes messages to the outbox (each key once) with a send job for each: queued when a
 * transport for its channel is configured, otherwise captured for staff to read. Call it inside
 * the transaction that causes the messages, so they exist exactly when the change does.
 */
export async function queueMessages(
  db: Database,
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>,
  rows: OutgoingMessage[],
): Promise<InsertedMessage[]> {
  const withStatus = rows.map((row): NewMessage => {
    const canSend = row.channel === 'email' ? transports.sendEmail : transports.sendSms;
    return { ...row, status: canSend ? 'queued' : 'captured' };
  });
  const created = await insertNewMessages(db, withStatus);
  const now = new Date();
  await enqueueJobs(
    db,
    created
      .filter((message) => message.status === 'queued')
      .map((message) => ({
        kind: 'message.send',
        payload: { message_id: message.id },
        runAt: now,
      })),
  );
  return created;
}

/**
 * 'message.send': sends one outbox message at most once. The message is marked 'sending' before
 * the attempt; one found still 'sending' was cut off by a crash and is failed for a person to
 * check, rather than risk a duplicate.
 */
function handleMessageSend({ db, transports, renderAttachment }: Deps): JobHandler {
  const attachmentsOf = async (message: MessageRow) => {
    const refs = attachmentRefsSchema.safeParse(message.attachments ?? []);
    if (!refs.success) throw new PermanentJobError('The attached documents are not understood');
    if (refs.data.length === 0) return undefined;
    if (!renderAttachment) throw new PermanentJobError('No renderer for attached documents');
    return Promise.all(refs.data.map((ref) => renderAttachment(ref)));
  };

  return async (job) => {
    const messageId = Number((job.payload as { message_id?: unknown }).message_id);
    const message = await claimQueuedMessage(db, messageId);
    if (!message) {
      const current = await findMessage(db, messageId);
      if (current?.status === 'sending')
        await setMessageStatus(db, messageId, 'failed', INTERRUPTED);
      return;
    }
    try {
      if (message.channel === 'email') {
        if (!transports.sendEmail) throw new PermanentJobError('No SMTP server is configured');
        await transports.sendEmail({
          id: message.id,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body_text,
          html: message.body_html,
          attachments: await attachmentsOf(message),
        });
      } else {
        if (!transports.sendSms) throw new PermanentJobError('No SMS provider is configured');
        await transports.sendSms({ to: message.recipient, body: message.body_text });
      }
      await setMessageStatus(db, message.id, 'sent');
    } catch (error) {
      const finalAttempt = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      const reason = error instanceof Error ? error.message : String(error);
      await setMessageStatus(db, message.id, finalAttempt ? 'failed' : 'queued', reason);
      throw error;
    }
  };
}

export function outboxJobHandlers(deps: Deps): JobHandlers {
  return { 'lead.created': handleLeadCreated(deps), 'message.send': handleMessageSend(deps) };
}

/** Puts a failed message back in the queue with a fresh send job. */
export async function retryMessage(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await findMessage(tx, id);
    if (!message) throw notFound('Message not found');
    if (message.status !== 'failed') throw conflict('Only a failed message can be retried');
    await setMessageStatus(tx, id, 'queued', message.last_error);
    await enqueueJob(tx, 'message.send', { message_id: id });
  });
}

export const RESEND_IN_FLIGHT = 'This message is still being sent; wait for it before resending';
export const RESEND_NOT_ABOUT_A_LEAD =
  'Only messages about a request can be resent; account emails need a new link instead';

/**
 * A copy of a message, to the same recipient with the same content, under a new key: queued
 * (or captured) like any new message, the original left as it was (docs/product.md#outbox-screen).
 */
export async function resendMessage(
  db: Database,
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>,
  id: number,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const message = await findMessage(tx, id);
    if (!message) throw notFound('Message not found');
    if (message.status === 'queued' || message.status === 'sending') {
      throw conflict(RESEND_IN_FLIGHT);
    }
    // Account emails hold one-time links; a copy would send a used or soon-stale one.
    if (message.lead_id === null) throw conflict(RESEND_NOT_ABOUT_A_LEAD);
    const [original] = message.message_key.split(':resend:');
    const [inserted] = await queueMessages(tx, transports, [
      {
        message_key: `${original}:resend:${randomUUID()}`,
        lead_id: message.lead_id,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body_text: message.body_text,
        body_html: message.body_html,
        attachments: message.attachments,
      },
    ]);
    const copy = await findMessage(tx, inserted!.id);
    return copy!;
  });
}
