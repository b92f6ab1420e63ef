import { irishToday } from '@shared/dates';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { enqueueJob, enqueueJobs } from '../../jobs/queue';
import {
  type BatchJobHandler,
  type JobHandler,
  type JobHandlers,
  payloadNumber,
} from '../../jobs/worker';
import type { LeadRow } from '../leads';
import { type Transports, queueMessages, staffRecipients } from '../outbox';
import { renderNoQuoteAlert } from './invite-templates';
import { inviteWave, prepareWaves } from './invite-wave';
import { isTakingQuotes } from './link-rules';
import {
  countOfferedQuotes,
  findLeadsToRematch,
  leadsWithMatchingInvites,
  hasNoQuoteAlert,
  recordNoQuoteAlert,
  summariseInvites,
  summariseInvitesByLead,
} from './matching-repository';
import { findOperatorView } from './operators-repository';
import { lockLead, lockLeads } from './quotes-repository';

/**
 * The marketplace's durable jobs (issue #10, docs/decisions/011-matching.md):
 * - 'lead.match' {lead_id}: the first wave of invitations, then the two timers below;
 * - 'lead.widen' {lead_id, wave}: too few quotes after MATCH_WIDEN_AFTER_MINUTES → the next best
 *   companies, up to MATCH_MAX_INVITES in all, rescheduling itself while more may be invited;
 * - 'lead.no-quote-alert' {lead_id}: no quote after NO_QUOTE_ALERT_MINUTES → staff are emailed;
 * - 'operator.rematch' {operator_id, change}: a company was verified or changed, or removed days
 *   it was unavailable ('available') → the open leads it now qualifies for are matched again
 *   (docs/product.md#matching).
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

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export function marketplaceJobHandlers(deps: MarketplaceJobDeps): JobHandlers {
  const { db, config, transports } = deps;
  const clock = deps.now ?? (() => new Date());

  /**
   * A batch of new leads in one transaction (decision 052): their rows locked, their invitations
   * and candidates read in one query each, then each lead's first wave.
   */
  const handleMatch: BatchJobHandler = {
    batch: async (batch) => {
      const leadIds = [...new Set(batch.map((job) => payloadNumber(job, 'lead_id')))];
      const now = clock();
      const today = irishToday(now);
      await db.transaction(async (tx) => {
        const open = (await lockLeads(tx, leadIds)).filter((lead) => isOpen(lead, today));
        // A repeated 'lead.match' (a retried 'lead.created') finds the first wave already sent;
        // companies staff invited by hand before it ran do not count as that wave.
        const matched = await leadsWithMatchingInvites(
          tx,
          open.map((lead) => lead.id),
        );
        const toMatch = open.filter((lead) => !matched.has(lead.id));
        if (toMatch.length === 0) return;
        const ids = toMatch.map((lead) => lead.id);
        const [sent, prepared] = await Promise.all([
          summariseInvitesByLead(tx, ids),
          prepareWaves(tx, config, toMatch, today),
        ]);
        for (const lead of toMatch) {
          const room = config.MATCH_MAX_INVITES - sent.get(lead.id)!.total;
          const size = Math.min(config.MATCH_INVITES_PER_WAVE, Math.max(room, 0));
          await inviteWave(deps, {
            tx,
            lead,
            wave: 1,
            size,
            now,
            today,
            prepared: prepared.get(lead.id),
          });
        }
        await enqueueJobs(
          tx,
          toMatch.flatMap((lead) => [
            {
              kind: 'lead.widen',
              payload: { lead_id: lead.id, wave: 2 },
              runAt: minutesFrom(now, config.MATCH_WIDEN_AFTER_MINUTES),
            },
            {
              kind: 'lead.no-quote-alert',
              payload: { lead_id: lead.id },
              runAt: minutesFrom(now, config.NO_QUOTE_ALERT_MINUTES),
            },
          ]),
        );
      });
    },
  };

  /**
   * Invites one more wave while the lead has too few quotes and room under MATCH_MAX_INVITES,
   * then schedules the wave after it unless nobody new qualified or the limit is reached.
   */
  async function nextWave(
    tx: Database,
    lead: LeadRow,
    wave: number,
    now: Date,
    reason: (quoted: number) => { why: string; requires?: number },
  ) {
    const sent = await summariseInvites(tx, lead.id);
    const quoted = await countOfferedQuotes(tx, lead.id);
    const room = config.MATCH_MAX_INVITES - sent.total;
    if (quoted >= config.MATCH_MIN_QUOTES || room <= 0) return;
    const size = Math.min(config.MATCH_INVITES_PER_WAVE, room);
    const today = irishToday(now);
    const invited = await inviteWave(deps, { tx, lead, wave, size, now, today, ...reason(quoted) });
    if (invited === 0 || invited >= room) return;
    await enqueueJob(
      tx,
      'lead.widen',
      { lead_id: lead.id, wave: wave + 1 },
      { runAt: minutesFrom(now, config.MATCH_WIDEN_AFTER_MINUTES) },
    );
  }

  const handleWiden: JobHandler = async (job) => {
    const leadId = payloadNumber(job, 'lead_id');
    const wave = payloadNumber(job, 'wave');
    const now = clock();
    await db.transaction(async (tx) => {
      const lead = await lockLead(tx, leadId);
      if (!lead || !isOpen(lead, irishToday(now))) return;
      // This wave was sent already (the job is being retried after its commit).
      if ((await summariseInvites(tx, leadId)).lastWave >= wave) return;
      const elapsed = (wave - 1) * config.MATCH_WIDEN_AFTER_MINUTES;
      await nextWave(tx, lead, wave, now, (quoted) => ({
        why: `${quoted} of ${config.MATCH_MIN_QUOTES} quotes after ${elapsed} minutes`,
      }));
    });
  };

  /**
   * A company became verified, or its area, fleet or insurance changed: each open lead it now
   * qualifies for, with room for more invitations, is matched again. Each lead is its own
   * transaction, so a retry skips the leads already done (the company is invited to them).
   */
  const handleRematch: JobHandler = async (job) => {
    const operatorId = payloadNumber(job, 'operator_id');
    const now = clock();
    const today = irishToday(now);
    const company = (await findOperatorView(db, operatorId))?.operator;
    if (!company || company.status !== 'verified') return;
    const change = (job.payload as Record<string, unknown>).change;
    const name = company.company_name;
    const why =
      change === 'verified'
        ? `matched again after ${name} was verified`
        : change === 'available'
          ? `matched again after ${name} freed booked days`
          : `matched again after ${name}'s details changed`;
    const leadIds = await findLeadsToRematch(db, {
      operatorId,
      today,
      maxInvites: config.MATCH_MAX_INVITES,
    });
    for (const leadId of leadIds) {
      await db.transaction(async (tx) => {
        const lead = await lockLead(tx, leadId);
        if (!lead || !isOpen(lead, today)) return;
        const wave = (await summariseInvites(tx, leadId)).lastWave + 1;
        await nextWave(tx, lead, wave, now, () => ({ why, requires: operatorId }));
      });
    }
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
    'operator.rematch': handleRematch,
  };
}
