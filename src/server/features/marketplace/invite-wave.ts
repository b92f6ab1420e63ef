import { chooseVehicles, countVehicles } from '@shared/trips/vehicles';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { signLink } from '../../lib/signed-links';
import type { LeadRow } from '../leads';
import {
  type OutgoingMessage,
  type Transports,
  emailMessage,
  queueMessages,
  smsMessages,
} from '../outbox';
import { loadUnavailability, recordSkipped } from './availability-repository';
import { readMarketVehicleSizes } from './market-vehicle-sizes';
import { mobileNumberFor, renderInviteEmail, renderInviteSms } from './invite-templates';
import {
  type Candidate,
  type CompanyStats,
  type MatchRules,
  findBusy,
  invitationBar,
  pickWave,
  rankCandidates,
  type Pickup,
  resolvePickup,
} from './matching';
import { type Unavailability, leadDays } from './matching-fleet';
import { busyText, describeReason } from './match-reasons';
import {
  findCandidateOperatorsForLeads,
  insertInvites,
  loadCompanyStats,
} from './matching-repository';
import type { OperatorRow } from './operators-repository';
import { scheduleInviteReminders } from './reminders-job';
import type { InviteRow } from './quotes-repository';

export type WaveDeps = {
  config: Config;
  transports: Transports;
  linkSecret: string;
};

export type WaveContext = {
  tx: Database;
  lead: LeadRow;
  wave: number;
  size: number;
  now: Date;
  today: string;
  /** Said first in each reason of a later wave ('2 quotes after 60 minutes'). */
  why?: string;
  /** Invite nobody unless this company qualifies: a re-match is about the company that changed. */
  requires?: number;
  /** The lead's companies and the market's sizes, when a batch read them (`prepareWaves`). */
  prepared?: PreparedWave;
};

/** Zero statistics: whether a company qualifies does not depend on its record. */
export const NO_STATS: CompanyStats = {
  counted: 0,
  answered: 0,
  medianReplyMinutes: null,
  lastInvitedAt: null,
  rating: null,
  ratingCount: 0,
};

export const toCandidate = (
  row: OperatorRow,
  unavailable: readonly Unavailability[],
  stats: CompanyStats = NO_STATS,
): Candidate => ({
  id: row.id,
  company_name: row.company_name,
  counties: row.counties,
  base_lat: row.base_lat,
  base_lng: row.base_lng,
  fleet: row.fleet as Candidate['fleet'],
  garda_vetted: row.garda_vetted,
  unavailable,
  stats,
});

/**
 * What the lead asks of a company (docs/product.md#matching): for a group the market's largest
 * vehicle cannot seat, no more vehicles than the trip plan's split of it
 * (docs/product.md#large-groups), read afresh rather than from the plan's cache.
 */
export async function matchRules(
  db: Database,
  config: Pick<Config, 'MATCH_RADIUS_KM'>,
  lead: RulesLead,
): Promise<MatchRules> {
  return matchRulesWith(await readMarketVehicleSizes(db), config, lead);
}

type RulesLead = Pick<
  LeadRow,
  'number_of_people' | 'date_of_travel' | 'is_return_trip' | 'return_date' | 'garda_vetted_required'
>;

/** `matchRules` with the market's vehicle sizes already read (once for a batch of leads). */
export function matchRulesWith(
  sizes: number[],
  config: Pick<Config, 'MATCH_RADIUS_KM'>,
  lead: RulesLead,
): MatchRules {
  const needed = countVehicles(chooseVehicles(lead.number_of_people, sizes));
  return {
    people: lead.number_of_people,
    radiusKm: config.MATCH_RADIUS_KM,
    days: leadDays(lead),
    maxVehicles: needed > 1 ? needed : Infinity,
    gardaVetted: lead.garda_vetted_required,
  };
}

/**
 * The companies as matching judges them for a lead: each with its unavailable days around the
 * lead's (one query for them all) and its record when `now` is given.
 */
export async function toCandidates(
  db: Database,
  rows: readonly OperatorRow[],
  rules: MatchRules,
  now?: Date,
): Promise<Candidate[]> {
  const ids = rows.map((row) => row.id);
  const [unavailable, stats] = await Promise.all([
    loadUnavailability(db, ids, rules.days),
    now ? loadCompanyStats(db, ids, now) : undefined,
  ]);
  return rows.map((row) =>
    toCandidate(row, unavailable.get(row.id) ?? [], stats?.get(row.id) ?? NO_STATS),
  );
}

/** Where a lead is picked up, and the companies that may take it (see `findEligibleByLead`). */
export type Eligible = { pickup: Pickup; rows: OperatorRow[] };

/**
 * The companies not yet invited that may take each lead today, near enough to be worth ranking,
 * in one query for all the leads: the query narrows by the rules in SQL, invitationBar has the
 * last word. Every lead asked for has an entry.
 */
export async function findEligibleByLead(
  db: Database,
  config: Config,
  leads: readonly LeadRow[],
  today: string,
): Promise<Map<number, Eligible>> {
  const asked = leads.map((lead) => ({ leadId: lead.id, pickup: resolvePickup(lead) }));
  const found = await findCandidateOperatorsForLeads(db, {
    leads: asked,
    today,
    radiusKm: config.MATCH_RADIUS_KM,
  });
  return new Map(
    asked.map(({ leadId, pickup }) => [
      leadId,
      {
        pickup,
        rows: (found.get(leadId) ?? []).filter((row) => invitationBar(row, today) === null),
      },
    ]),
  );
}

/** The market's vehicle sizes, read only when some lead has a company to judge. */
async function sizesFor(db: Database, eligible: Iterable<Eligible>): Promise<number[]> {
  for (const { rows } of eligible) if (rows.length > 0) return readMarketVehicleSizes(db);
  return [];
}

/**
 * How many companies not yet invited would take each lead today, by the matching rules, by lead
 * id: the leads' candidates in one query, the market's vehicle sizes once.
 */
export async function countQualifyingCompanies(
  db: Database,
  config: Config,
  leads: readonly LeadRow[],
  today: string,
): Promise<Map<number, number>> {
  const prepared = await prepareWaves(db, config, leads, today);
  const counts = new Map<number, number>();
  for (const lead of leads) {
    const { pickup, rows, sizes } = prepared.get(lead.id)!;
    if (rows.length === 0) {
      counts.set(lead.id, 0);
      continue;
    }
    const rules = matchRulesWith(sizes, config, lead);
    counts.set(lead.id, rankCandidates(await toCandidates(db, rows, rules), pickup, rules).length);
  }
  return counts;
}

/**
 * Each lead's eligible companies and the market's sizes, read once for a batch of leads and
 * passed to `inviteWave` so it does not read them again.
 */
export async function prepareWaves(
  db: Database,
  config: Config,
  leads: readonly LeadRow[],
  today: string,
): Promise<Map<number, PreparedWave>> {
  const eligible = await findEligibleByLead(db, config, leads, today);
  const sizes = await sizesFor(db, eligible.values());
  return new Map([...eligible].map(([id, found]) => [id, { ...found, sizes }]));
}

export type PreparedWave = Eligible & { sizes: number[] };

/**
 * Ranks the companies not yet invited and invites the best `size`: the rows, their history
 * events and their messages; the companies passed over for their availability get a history
 * line. Returns how many were invited.
 */
export async function inviteWave(deps: WaveDeps, context: WaveContext): Promise<number> {
  const { config } = deps;
  const { tx, lead, wave, size, now, today, why, requires } = context;
  const prepared =
    context.prepared ?? (await prepareWaves(tx, config, [lead], today)).get(lead.id)!;
  const { pickup, rows } = prepared;
  if (rows.length === 0) return 0;
  const rules = matchRulesWith(prepared.sizes, config, lead);
  const candidates = await toCandidates(tx, rows, rules, now);
  const ranked = rankCandidates(candidates, pickup, rules);
  if (requires !== undefined && !ranked.some((company) => company.id === requires)) return 0;
  await recordSkipped(
    tx,
    lead.id,
    findBusy(candidates, pickup, rules).map((company) => ({
      companyName: company.company_name,
      reason: busyText(company.busy),
    })),
  );
  const picks = pickWave(ranked, size);
  const invites = await insertInvites(
    tx,
    lead.id,
    wave,
    picks.map((pick) => ({
      operatorId: pick.id,
      companyName: pick.company_name,
      reason: describeReason(pick, pickup, why, rules),
    })),
    now,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  await queueInvitations(
    deps,
    tx,
    lead,
    invites.map((invite) => [invite, byId.get(invite.operator_id)!]),
  );
  return invites.length;
}

/**
 * Each new invitation's email and (to a mobile) SMS with the company's private link, keyed per
 * lead and company so a company is never sent the same invitation twice, and its reminder job.
 */
export async function queueInvitations(
  deps: Omit<WaveDeps, 'config'> & {
    config: Pick<Config, 'PUBLIC_URL' | 'MATCH_WIDEN_AFTER_MINUTES'>;
  },
  tx: Database,
  lead: LeadRow,
  invites: [InviteRow, OperatorRow][],
): Promise<void> {
  const { config, transports, linkSecret } = deps;
  const messages: OutgoingMessage[] = [];
  for (const [invite, company] of invites) {
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
  await scheduleInviteReminders(
    tx,
    config,
    lead,
    invites.map(([invite]) => invite),
  );
}
