import { irishToday } from '@shared/dates';
import {
  BLOCKING_PROBLEMS,
  type Candidate,
  type LeadCandidates,
} from '@shared/marketplace/invitations';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { LeadRow } from '../leads';
import { NO_STATS, matchRules, toCandidates } from './invite-wave';
import { barText, describeReason, misfitText } from './match-reasons';
import {
  type Candidate as MatchCandidate,
  type MatchRules,
  type Pickup,
  type Ranked,
  fitLead,
  invitationBar,
  rankCandidates,
  resolvePickup,
} from './matching';
import { loadCompanyStats } from './matching-repository';
import { listOperatorRows } from './operators-repository';
import { listInviteRows } from './quotes-repository';

/**
 * Every bus company against one lead, judged by the matching rules themselves (matching.ts), for
 * staff inviting by hand (docs/product.md#inviting-companies-by-hand).
 */

type Problem = Candidate['problems'][number];

/** Why automatic matching would not invite the company to this lead: none when it would. */
export function problemsOf(
  company: MatchCandidate & Parameters<typeof invitationBar>[0],
  context: { pickup: Pickup; rules: MatchRules; today: string; invited: boolean },
): Problem[] {
  const { pickup, rules, today, invited } = context;
  const problems: Problem[] = [];
  if (invited) problems.push({ code: 'already_invited', text: 'already invited' });
  const bar = invitationBar(company, today);
  if (bar) problems.push({ code: bar, text: barText(bar) });
  const { misfits, ...fit } = fitLead(company, pickup, rules);
  for (const misfit of misfits) {
    problems.push({ code: misfit, text: misfitText(misfit, fit, pickup, rules) });
  }
  return problems;
}

/**
 * Ranks the companies that qualify as a wave would, with their record as of `now`, so their
 * reasons read as matching would write them.
 */
export async function rankQualifying(
  db: Database,
  companies: readonly MatchCandidate[],
  pickup: Pickup,
  rules: MatchRules,
  now: Date,
): Promise<Ranked[]> {
  const stats = await loadCompanyStats(
    db,
    companies.map((company) => company.id),
    now,
  );
  const withStats = companies.map((company) => ({
    ...company,
    stats: stats.get(company.id) ?? NO_STATS,
  }));
  return rankCandidates(withStats, pickup, rules);
}

/** Companies that match first, best first; then those staff may still invite; then the rest. */
export async function listLeadCandidates(
  db: Database,
  config: Pick<Config, 'MATCH_RADIUS_KM'>,
  lead: LeadRow,
  now: Date,
): Promise<LeadCandidates> {
  const today = irishToday(now);
  const pickup = resolvePickup(lead);
  const rules = await matchRules(db, config, lead);
  const [rows, invites] = await Promise.all([listOperatorRows(db), listInviteRows(db, lead.id)]);
  const invited = new Set(invites.map((invite) => invite.operator_id));
  const companies = await toCandidates(db, rows, rules);
  const judged = rows.map((row, index) => {
    const company = { ...row, ...companies[index]! };
    const problems = problemsOf(company, { rules, pickup, today, invited: invited.has(row.id) });
    return { row, company, problems };
  });
  const qualifying = judged.filter(({ problems }) => problems.length === 0);
  const ranked = await rankQualifying(
    db,
    qualifying.map(({ company }) => company),
    pickup,
    rules,
    now,
  );
  const order = new Map(ranked.map((company, index) => [company.id, index]));
  const candidates = judged.map(({ row, problems }): Candidate => {
    const pick = ranked[order.get(row.id) ?? -1];
    return {
      operator_id: row.id,
      company_name: row.company_name,
      base_location: row.base_location,
      status: row.status,
      matches: pick !== undefined,
      can_invite: !problems.some((problem) => BLOCKING_PROBLEMS.includes(problem.code)),
      reason: pick
        ? describeReason({ ...pick, trial: false }, pickup, undefined, rules)
        : problems.map((problem) => problem.text).join('; '),
      problems,
    };
  });
  const rank = (candidate: Candidate) =>
    order.get(candidate.operator_id) ?? (candidate.can_invite ? ranked.length : ranked.length + 1);
  // A stable sort: within each group the companies stay in name order.
  candidates.sort((a, b) => rank(a) - rank(b));
  return { pickup_county: pickup.county, candidates };
}
