import { type SQL, and, desc, eq, gte, sql } from 'drizzle-orm';
import { irishToday } from '@shared/dates';
import { LEAD_STATUSES, type LeadStatus } from '@shared/leads/leads';
import type { Database } from '../../db/client';
import { leadEvents, leads, users } from '../../db/schema';

const DAYS_CHARTED = 30;
/** Midnight in Ireland, `days` days ago (0 = today), as a SQL timestamp. */
const irishMidnight = (days: number) =>
  sql`(date_trunc('day', now() at time zone 'Europe/Dublin') - make_interval(days => ${days})) at time zone 'Europe/Dublin'`;
const irishMonthStart = sql`date_trunc('month', now() at time zone 'Europe/Dublin') at time zone 'Europe/Dublin'`;

export const notSpam = eq(leads.is_spam, false);

/** Lead counts by status for the leads matching `where`, in one query. */
export async function countByStatus(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({ status: leads.status, total: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(and(notSpam, where))
    .groupBy(leads.status);
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

export async function countLeads(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(and(notSpam, where));
  return row?.total ?? 0;
}

export const createdThisMonth = gte(leads.created_at, irishMonthStart);
export const createdInLastDays = (days: number) => gte(leads.created_at, irishMidnight(days - 1));

/** Leads per Irish calendar day for the last 30 days, zero-filled, oldest first. */
export async function leadsPerDay(db: Database, where: SQL | undefined) {
  const day = sql<string>`to_char(${leads.created_at} at time zone 'Europe/Dublin', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(and(notSpam, where, createdInLastDays(DAYS_CHARTED)))
    .groupBy(day);
  const counts = new Map(rows.map((row) => [row.date, row.count]));
  const today = irishToday();
  return Array.from({ length: DAYS_CHARTED }, (_, index) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - (DAYS_CHARTED - 1 - index));
    const key = date.toISOString().slice(0, 10);
    return { date: key, count: counts.get(key) ?? 0 };
  });
}

export async function recentActivity(db: Database, limit = 10) {
  const rows = await db
    .select({ event: leadEvents, actor_name: users.name, lead_name: leads.full_name })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.lead_id))
    .leftJoin(users, eq(users.id, leadEvents.actor_id))
    .where(notSpam)
    .orderBy(desc(leadEvents.created_at), desc(leadEvents.id))
    .limit(limit);
  return rows.map(({ event, actor_name, lead_name }) => ({
    ...event,
    actor_name,
    lead_name,
    created_at: event.created_at.toISOString(),
  }));
}

/** Status changes to `status` made by `actorId` in the last `days` days. */
export async function countStatusChangesBy(
  db: Database,
  actorId: number,
  status: LeadStatus,
  days: number,
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.actor_id, actorId),
        eq(leadEvents.kind, 'status'),
        eq(leadEvents.to_value, status),
        gte(leadEvents.created_at, irishMidnight(days - 1)),
      ),
    );
  return row?.total ?? 0;
}
