import { irishToday } from '@shared/dates';
import type { InviteCompaniesResult } from '@shared/marketplace/invitations';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { assertMayWorkLead, claimLeadForWork } from '../leads';
import type { Transports } from '../outbox';
import { matchRules, queueInvitations, toCandidates } from './invite-wave';
import { rankQualifying } from './lead-candidates';
import { isTakingQuotes } from './link-rules';
import { barText, describeReason, misfitText } from './match-reasons';
import { fitLead, invitationBar, resolvePickup } from './matching';
import { insertInvites, summariseInvites } from './matching-repository';
import { type OperatorRow, shareLockOperators } from './operators-repository';
import { listInviteRows, lockLead } from './quotes-repository';

/**
 * Staff inviting the companies they pick (docs/product.md#inviting-companies-by-hand): the same
 * invitation, link and messages as a matching wave, each company once per lead. Staff may go
 * outside the area and size rules on purpose; never to a company that may not take leads.
 */

export const LEAD_NOT_TAKING_QUOTES = 'This lead is no longer taking quotes';

export type InviteByHandDeps = {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'MATCH_RADIUS_KM' | 'MATCH_WIDEN_AFTER_MINUTES'>;
  transports: Transports;
  linkSecret: string;
};

const ref = (row: OperatorRow) => ({ operator_id: row.id, company_name: row.company_name });

/** Refuses the whole request when one id is not a company or names one that may not take leads. */
function refuseBadPicks(ids: number[], rows: OperatorRow[], today: string): void {
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const message = `Bus company not found: ${missing.join(', ')}. Nobody was invited.`;
    throw unprocessable(message, { operator_ids: [message] });
  }
  const barred = rows.flatMap((row) => {
    const bar = invitationBar(row, today);
    return bar ? [`${row.company_name} (${barText(bar)})`] : [];
  });
  if (barred.length > 0) {
    const message = `Only verified, insured companies can be invited: ${barred.join(', ')}. Nobody was invited.`;
    throw unprocessable(message, { operator_ids: [message] });
  }
}

export async function inviteByHand(
  deps: InviteByHandDeps,
  actor: AuthUser,
  leadId: number,
  operatorIds: number[],
  now: Date,
): Promise<InviteCompaniesResult> {
  const { db, config } = deps;
  const today = irishToday(now);
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) throw notFound('Lead not found');
    assertMayWorkLead(actor, lead);
    if (lead.is_spam || !isTakingQuotes(lead, today)) throw conflict(LEAD_NOT_TAKING_QUOTES);
    const ids = [...new Set(operatorIds)];
    const rows = await shareLockOperators(tx, ids);
    refuseBadPicks(ids, rows, today);
    const invitedBefore = new Set((await listInviteRows(tx, lead.id)).map((i) => i.operator_id));
    const fresh = rows.filter((row) => !invitedBefore.has(row.id));
    const alreadyInvited = rows.filter((row) => invitedBefore.has(row.id)).map(ref);
    if (fresh.length === 0) return { invited: [], already_invited: alreadyInvited };

    const pickup = resolvePickup(lead);
    const rules = await matchRules(tx, config, lead);
    const companies = new Map(
      (await toCandidates(tx, fresh, rules)).map((company) => [company.id, company]),
    );
    const ranked = new Map(
      (await rankQualifying(tx, [...companies.values()], pickup, rules, now)).map((pick) => [
        pick.id,
        pick,
      ]),
    );
    const by = `invited by ${actor.name}`;
    const reasonFor = (row: OperatorRow) => {
      const pick = ranked.get(row.id);
      if (pick) return describeReason({ ...pick, trial: false }, pickup, by, rules);
      const { misfits, ...fit } = fitLead(companies.get(row.id)!, pickup, rules);
      const why = misfits.map((misfit) => misfitText(misfit, fit, pickup, rules));
      return `${by}; outside the matching rules: ${why.join(', ')}`;
    };
    // Invitations by hand join the lead's current wave, so the widening timer keeps its place.
    const wave = Math.max((await summariseInvites(tx, lead.id)).lastWave, 1);
    await claimLeadForWork(tx, actor, lead);
    const created = await insertInvites(
      tx,
      lead.id,
      wave,
      fresh.map((row) => ({
        operatorId: row.id,
        companyName: row.company_name,
        reason: reasonFor(row),
      })),
      now,
      actor.id,
    );
    const byId = new Map(fresh.map((row) => [row.id, row]));
    await queueInvitations(
      deps,
      tx,
      lead,
      created.map((invite) => [invite, byId.get(invite.operator_id)!]),
    );
    const createdIds = new Set(created.map((invite) => invite.operator_id));
    return {
      invited: fresh.filter((row) => createdIds.has(row.id)).map(ref),
      // None while the lead is locked; kept honest should a company be invited meanwhile.
      already_invited: [
        ...alreadyInvited,
        ...fresh.filter((row) => !createdIds.has(row.id)).map(ref),
      ],
    };
  });
}
