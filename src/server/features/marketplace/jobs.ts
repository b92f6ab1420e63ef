import { irishToday } from '@shared/dates';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobRow } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { signLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import {
  type OutgoingMessage,
  type Transports,
  emailMessage,
  queueMessages,
  smsMessages,
  staffRecipients,
} from '../outbox';
import {
  mobileNumberFor,
  renderInviteEmail,
  renderInviteSms,
  renderNoQuoteAlert,
} from './invite-templates';
import { isTakingQuotes } from './link-rules';
import {
  type Candidate,
  type Pickup,
  describeReason,
  pickWave,
  rankCandidates,
  resolvePickup,
} from './matching';
import {
  countOfferedQuotes,
  findCandidateOperators,
  hasNoQuoteAlert,
  insertInvites,
  loadCompanyStats,
  recordNoQuoteAlert,
  summariseInvites,
} from './matching-repository';
import { lockLead } from './quotes-repository';

/**
 * The marketplace's durable jobs (issue #10, docs/decisions/011-matching.md):
 * - 'lead.match' {lead_id}: the first wave of invitations, then the two timers below;
 * - 'lead.widen' {lead_id, wave}: too few quotes after MATCH_WIDEN_AFTER_MINUTES → the next best
 *   companies, up to MATCH_MAX_INVITES in all, rescheduling itself while more may be invited;
 * - 'lead.no-quote-alert' {lead_id}: no quote after NO_QUOTE_ALERT_MINUTES → staff are emailed.
 * Each runs in one transaction with the lead's row locked, so a retried or duplicated job
 * invites nobody twice and sends nothing twice.
 */

export type MarketplaceJobDeps = {
  db: Database;
  config: Config;
  transports: Transports;
  linkSecret: string;
  /** The clock; tests pass their own to move time. */
  now?: () => Date;
};

/** Companies are invited, and staff alerted, only while the lead takes quotes (as its links do). */
const isOpen = (lead: LeadRow, today: string) => !lead.is_spam && isTakingQuotes(lead, today);

function payloadNumber(job: JobRow, key: string): number {
  const value = (job.payload as Record<string, unknown>)[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new PermanentJobError(`job payload needs a positive integer '${key}'`);
  }
  return value;
}

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

type WaveContext = {
  tx: Database;
  lead: LeadRow;
  wave: number;
  size: number;
  now: Date;
  today: string;
  /** Said first in each reason of a widening wave ('2 quotes after 60 minutes'). */
  why?: string;
};

export function marketplaceJobHandlers(deps: MarketplaceJobDeps): Record<string, JobHandler> {
  const { db, config, transports, linkSecret } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Ranks the companies not yet invited and invites the best `size`: rows, history, messages. */
  async function inviteWave({ tx, lead, wave, size, now, today, why }: WaveContext) {
    const pickup: Pickup = resolvePickup(lead);
    const rows = await findCandidateOperators(tx, {
      leadId: lead.id,
      today,
      pickup,
      radiusKm: config.MATCH_RADIUS_KM,
    });
    const stats = await loadCompanyStats(
      tx,
      rows.map((row) => row.id),
      now,
    );
    const candidates: Candidate[] = rows.map((row) => ({
      id: row.id,
      company_name: row.company_name,
      counties: row.counties,
      base_lat: row.base_lat,
      base_lng: row.base_lng,
      fleet: row.fleet as Candidate['fleet'],
      stats: stats.get(row.id)!,
    }));
    const ranked = rankCandidates(candidates, pickup, {
      people: lead.number_of_people,
      radiusKm: config.MATCH_RADIUS_KM,
    });
    const picks = pickWave(ranked, size);
    const invites = await insertInvites(
      tx,
      lead.id,
      wave,
      picks.map((pick) => ({
        operatorId: pick.id,
        companyName: pick.company_name,
        reason: describeReason(pick, pickup, why),
      })),
      now,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const messages: OutgoingMessage[] = [];
    for (const invite of invites) {
      const company = byId.get(invite.operator_id)!;
      const link = `${config.PUBLIC_URL}/respond/${signLink(linkSecret, 'respond', invite.id)}`;
      const email = renderInviteEmail(lead, company, link);
      const key = `lead:${lead.id}:invite:${company.id}`;
      messages.push(
        emailMessage(lead.id, `${key}:email`, company.email, email),
        ...smsMessages(lead.id, `${key}:sms`, mobileNumberFor(company.phone), () =>
          renderInviteSms(lead, link),
        ),
      );
    }
    await queueMessages(tx, transports, messages);
    return invites.length;
  }

  const handleMatch: JobHandler = async (job) => {
    const leadId = payloadNumber(job, 'lead_id');
    const now = clock();
    const today = irishToday(now);
    await db.transaction(async (tx) => {
      const lead = await lockLead(tx, leadId);
      if (!lead || !isOpen(lead, today)) return;
      // A repeated 'lead.match' (a retried 'lead.created') finds the first wave already sent.
      if ((await summariseInvites(tx, leadId)).total > 0) return;
      const size = Math.min(config.MATCH_INVITES_PER_WAVE, config.MATCH_MAX_INVITES);
      await inviteWave({ tx, lead, wave: 1, size, now, today });
      await enqueueJob(
        tx,
        'lead.widen',
        { lead_id: leadId, wave: 2 },
        { runAt: minutesFrom(now, config.MATCH_WIDEN_AFTER_MINUTES) },
      );
      await enqueueJob(
        tx,
        'lead.no-quote-alert',
        { lead_id: leadId },
        { runAt: minutesFrom(now, config.NO_QUOTE_ALERT_MINUTES) },
      );
    });
  };

  const handleWiden: JobHandler = async (job) => {
    const leadId = payloadNumber(job, 'lead_id');
    const wave = payloadNumber(job, 'wave');
    const now = clock();
    const today = irishToday(now);
    await db.transaction(async (tx) => {
      const lead = await lockLead(tx, leadId);
      if (!lead || !isOpen(lead, today)) return;
      const sent = await summariseInvites(tx, leadId);
      // This wave was sent already (the job is being retried after its commit).
      if (sent.lastWave >= wave) return;
      const quoted = await countOfferedQuotes(tx, leadId);
      const room = config.MATCH_MAX_INVITES - sent.total;
      if (quoted >= config.MATCH_MIN_QUOTES || room <= 0) return;
      const size = Math.min(config.MATCH_INVITES_PER_WAVE, room);
      const elapsed = (wave - 1) * config.MATCH_WIDEN_AFTER_MINUTES;
      const why = `${quoted} of ${config.MATCH_MIN_QUOTES} quotes after ${elapsed} minutes`;
      const invited = await inviteWave({ tx, lead, wave, size, now, today, why });
      // Nobody new qualified: later waves would find nobody either, so the search stops here.
      if (invited === 0 || invited >= room) return;
      await enqueueJob(
        tx,
        'lead.widen',
        { lead_id: leadId, wave: wave + 1 },
        { runAt: minutesFrom(now, config.MATCH_WIDEN_AFTER_MINUTES) },
      );
    });
  };

  const handleNoQuoteAlert: JobHandler = async (job) => {
    const leadId = payloadNumber(job, 'lead_id');
    const today = irishToday(clock());
    await db.transaction(async (tx) => {
      const lead = await lockLead(tx, leadId);
      if (!lead || !isOpen(lead, today)) return;
      if ((await countOfferedQuotes(tx, leadId)) > 0 || (await hasNoQuoteAlert(tx, leadId))) {
        return;
      }
      const { total, declined } = await summariseInvites(tx, leadId);
      const minutes = config.NO_QUOTE_ALERT_MINUTES;
      const alert = renderNoQuoteAlert(lead, config.PUBLIC_URL, {
        minutes,
        invited: total,
        declined,
      });
      const recipients = await staffRecipients(tx, config);
      await queueMessages(
        tx,
        transports,
        recipients.map((email) => ({
          message_key: `lead:${leadId}:no-quote-alert:${email.toLowerCase()}`,
          lead_id: leadId,
          channel: 'email',
          recipient: email,
          subject: alert.subject,
          body_text: alert.text,
          body_html: alert.html,
        })),
      );
      await recordNoQuoteAlert(tx, leadId, `${total} invited, ${declined} declined`);
    });
  };

  return {
    'lead.match': handleMatch,
    'lead.widen': handleWiden,
    'lead.no-quote-alert': handleNoQuoteAlert,
  };
}
