import {
  and,
  asc,
  avg,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  max,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { LatLng } from '@shared/places/places';
import { type Database, queryRows } from '../../db/client';
import {
  leadEvents,
  leadInvites,
  leads,
  operatorRatings,
  operators,
  quotes,
} from '../../db/schema';
import { OPEN_STATUSES } from './link-rules';
import { type CompanyStats, REPLY_GRACE_HOURS, STATS_WINDOW_DAYS, type Pickup } from './matching';
import { type OperatorRow, roundRating } from './operators-repository';
import { type InviteRow, OFFERED_STATUSES } from './quotes-repository';

/** A box around the point a little larger than the radius: the exact distance is checked after. */
function boundingBox(point: LatLng, radiusKm: number) {
  const km = radiusKm + 1;
  const dLat = km / 110.5;
  const dLng = km / (111.3 * Math.cos((point.lat * Math.PI) / 180));
  return {
    south: point.lat - dLat,
    north: point.lat + dLat,
    west: point.lng - dLng,
    east: point.lng + dLng,
  };
}

/**
 * Verified companies insured on `today`, not yet invited to this lead, that list the pick-up
 * county or whose base is near enough to be worth the exact distance check.
 */
export async function findCandidateOperators(
  db: Database,
  options: { leadId: number; today: string; pickup: Pickup; radiusKm: number },
): Promise<OperatorRow[]> {
  const { leadId, pickup, ...rest } = options;
  const found = await findCandidateOperatorsForLeads(db, { leads: [{ leadId, pickup }], ...rest });
  return found.get(leadId) ?? [];
}

/**
 * `findCandidateOperators` for several leads in one statement (a job batch, decision 052): each
 * lead is a row of a VALUES list joined to the companies. A lead with neither a county nor a
 * point has no candidates. Returns each lead's companies by lead id (none: no entry).
 */
export async function findCandidateOperatorsForLeads(
  db: Database,
  options: { leads: { leadId: number; pickup: Pickup }[]; today: string; radiusKm: number },
): Promise<Map<number, OperatorRow[]>> {
  const { today, radiusKm } = options;
  const wanted = options.leads.flatMap(({ leadId, pickup }) => {
    const box = pickup.point ? boundingBox(pickup.point, radiusKm) : null;
    if (!pickup.county && !box) return [];
    return [
      sql`(${leadId}::int, ${pickup.county}::text, ${box?.south ?? null}::float8,
        ${box?.north ?? null}::float8, ${box?.west ?? null}::float8, ${box?.east ?? null}::float8)`,
    ];
  });
  const byLead = new Map<number, OperatorRow[]>();
  if (wanted.length === 0) return byLead;
  const rows = await db
    .select({ leadId: sql<number>`w.lead_id`.mapWith(Number), operator: operators })
    .from(
      sql`(values ${sql.join(wanted, sql`, `)}) as w(lead_id, county, south, north, west, east)`,
    )
    .innerJoin(
      operators,
      and(
        eq(operators.status, 'verified'),
        gte(operators.insurance_expires_on, today),
        or(
          sql`(w.county is not null and ${operators.counties} @> array[w.county])`,
          sql`(w.south is not null and ${operators.base_lat} between w.south and w.north
            and ${operators.base_lng} between w.west and w.east)`,
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(leadInvites)
            .where(
              and(
                sql`${leadInvites.lead_id} = w.lead_id`,
                eq(leadInvites.operator_id, operators.id),
              ),
            ),
        ),
      ),
    );
  for (const { leadId, operator } of rows) {
    const list = byLead.get(leadId);
    if (list) list.push(operator);
    else byLead.set(leadId, [operator]);
  }
  return byLead;
}

type StatsRow = {
  operator_id: number;
  counted: string | number;
  answered: string | number;
  median_seconds: string | number | null;
  last_invited_at: string | Date | null;
};

/** Each company's recent reply record and rating, as of `now`. */
export async function loadCompanyStats(
  db: Database,
  ids: number[],
  now: Date,
): Promise<Map<number, CompanyStats>> {
  const stats = new Map<number, CompanyStats>();
  if (ids.length === 0) return stats;
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 86_400_000).toISOString();
  const graceStart = new Date(now.getTime() - REPLY_GRACE_HOURS * 3_600_000).toISOString();
  const invitedAt = leadInvites.invited_at;
  const answered = sql`${invitedAt} >= ${since}::timestamptz and ${leadInvites.responded_at} is not null`;
  const rows = await queryRows<StatsRow>(
    db,
    sql`select ${leadInvites.operator_id} as operator_id,
          count(*) filter (where ${invitedAt} >= ${since}::timestamptz
            and (${leadInvites.responded_at} is not null or ${invitedAt} <= ${graceStart}::timestamptz)) as counted,
          count(*) filter (where ${answered}) as answered,
          percentile_cont(0.5) within group (
            order by extract(epoch from ${leadInvites.responded_at} - ${invitedAt})
          ) filter (where ${answered}) as median_seconds,
          max(${invitedAt}) as last_invited_at
        from ${leadInvites}
        where ${inArray(leadInvites.operator_id, ids)} and ${invitedAt} <= ${now.toISOString()}::timestamptz
        group by ${leadInvites.operator_id}`,
  );
  const ratings = await db
    .select({
      operator_id: operatorRatings.operator_id,
      average: avg(operatorRatings.score),
      total: count(),
    })
    .from(operatorRatings)
    .where(inArray(operatorRatings.operator_id, ids))
    .groupBy(operatorRatings.operator_id);
  const ratingOf = new Map(ratings.map((row) => [row.operator_id, row]));
  const recordOf = new Map(rows.map((row) => [Number(row.operator_id), row]));
  for (const id of ids) {
    const record = recordOf.get(id);
    const rating = ratingOf.get(id);
    stats.set(id, {
      counted: Number(record?.counted ?? 0),
      answered: Number(record?.answered ?? 0),
      medianReplyMinutes:
        record?.median_seconds === null || record?.median_seconds === undefined
          ? null
          : Number(record.median_seconds) / 60,
      lastInvitedAt: record?.last_invited_at ? new Date(record.last_invited_at) : null,
      rating: roundRating(rating?.average ?? null),
      ratingCount: rating?.total ?? 0,
    });
  }
  return stats;
}

/**
 * Open leads (being worked, travel date not passed, not spam) with fewer than `maxInvites`
 * invitations and none yet to this company, oldest first: those a re-match may reach.
 */
export async function findLeadsToRematch(
  db: Database,
  options: { operatorId: number; today: string; maxInvites: number },
): Promise<number[]> {
  const { operatorId, today, maxInvites } = options;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .leftJoin(leadInvites, eq(leadInvites.lead_id, leads.id))
    .where(
      and(
        inArray(leads.status, OPEN_STATUSES),
        gte(leads.date_of_travel, today),
        eq(leads.is_spam, false),
      ),
    )
    .groupBy(leads.id)
    .having(
      and(
        lt(count(leadInvites.id), maxInvites),
        sql`bool_and(${leadInvites.operator_id} is distinct from ${operatorId})`,
      ),
    )
    .orderBy(asc(leads.id));
  return rows.map((row) => row.id);
}

/** The lead's invitations so far: how many, and the latest wave (0 before the first). */
export type InviteSummary = { total: number; lastWave: number; declined: number };

export async function summariseInvites(db: Database, leadId: number): Promise<InviteSummary> {
  return (await summariseInvitesByLead(db, [leadId])).get(leadId)!;
}

/** `summariseInvites` for several leads in one statement: every lead asked for has an entry. */
export async function summariseInvitesByLead(
  db: Database,
  leadIds: readonly number[],
): Promise<Map<number, InviteSummary>> {
  const summaries = new Map<number, InviteSummary>(
    leadIds.map((id) => [id, { total: 0, lastWave: 0, declined: 0 }]),
  );
  if (leadIds.length === 0) return summaries;
  const rows = await db
    .select({
      leadId: leadInvites.lead_id,
      total: count(),
      lastWave: max(leadInvites.wave),
      declined: sql<number>`count(*) filter (where ${leadInvites.status} = 'declined')`.mapWith(
        Number,
      ),
    })
    .from(leadInvites)
    .where(inArray(leadInvites.lead_id, [...leadIds]))
    .groupBy(leadInvites.lead_id);
  for (const row of rows) {
    summaries.set(row.leadId, {
      total: row.total,
      lastWave: row.lastWave ?? 0,
      declined: row.declined,
    });
  }
  return summaries;
}

/** Quotes the customer can choose from (a company that declined after quoting withdrew its quote). */
export async function countOfferedQuotes(db: Database, leadId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quotes)
    .innerJoin(leadInvites, eq(leadInvites.id, quotes.invite_id))
    .where(and(eq(quotes.lead_id, leadId), inArray(leadInvites.status, OFFERED_STATUSES)));
  return row?.total ?? 0;
}

/**
 * Records the invitations and, for each, an 'invited' history event (company name and reason,
 * by the staff member who chose them, or by nobody: the matching job). A company already invited
 * is skipped, whatever retries.
 */
export async function insertInvites(
  db: Database,
  leadId: number,
  wave: number,
  invites: { operatorId: number; companyName: string; reason: string }[],
  now: Date,
  actorId: number | null = null,
): Promise<InviteRow[]> {
  if (invites.length === 0) return [];
  const created = await db
    .insert(leadInvites)
    .values(
      invites.map((invite) => ({
        lead_id: leadId,
        operator_id: invite.operatorId,
        wave,
        reason: invite.reason,
        invited_at: now,
      })),
    )
    .onConflictDoNothing({ target: [leadInvites.lead_id, leadInvites.operator_id] })
    .returning();
  const byOperator = new Map(invites.map((invite) => [invite.operatorId, invite]));
  if (created.length > 0) {
    await db.insert(leadEvents).values(
      created.map((invite) => ({
        lead_id: leadId,
        actor_id: actorId,
        kind: 'invited' as const,
        to_value: byOperator.get(invite.operator_id)!.companyName,
        from_value: invite.reason,
      })),
    );
  }
  return created;
}

/**
 * Whether the matching job has invited anyone to the lead: its invitations are the 'invited'
 * events nobody made (staff who invite by hand are named on theirs).
 */
export async function hasMatchingInvites(db: Database, leadId: number): Promise<boolean> {
  return (await leadsWithMatchingInvites(db, [leadId])).has(leadId);
}

/** Of these leads, the ones matching has invited companies to (see `hasMatchingInvites`). */
export async function leadsWithMatchingInvites(
  db: Database,
  leadIds: readonly number[],
): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ leadId: leadEvents.lead_id })
    .from(leadEvents)
    .where(
      and(
        inArray(leadEvents.lead_id, [...leadIds]),
        eq(leadEvents.kind, 'invited'),
        isNull(leadEvents.actor_id),
      ),
    );
  return new Set(rows.map((row) => row.leadId));
}

export async function hasNoQuoteAlert(db: Database, leadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(and(eq(leadEvents.lead_id, leadId), eq(leadEvents.kind, 'no-quote-alert')))
    .limit(1);
  return row !== undefined;
}

export async function recordNoQuoteAlert(
  db: Database,
  leadId: number,
  note: string,
): Promise<void> {
  await db
    .insert(leadEvents)
    .values({ lead_id: leadId, kind: 'no-quote-alert', from_value: note, to_value: null });
}
