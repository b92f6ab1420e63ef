import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { JobWhen } from '@shared/workspace/jobs';
import { type Database, queryRows } from '../../db/client';
import { leadInvites, leads, operators, quotes } from '../../db/schema';

/**
 * A job's last day: the return date of a return trip, else the travel date. A job is upcoming
 * until that day has passed (docs/product.md#jobs).
 */
const lastDay = sql<string>`greatest(${leads.date_of_travel}, coalesce(${leads.return_date}, ${leads.date_of_travel}))`;

/** This company's won trips: its invitations the customer chose. Always scoped by the company. */
const wonBy = (operatorId: number) =>
  and(eq(leadInvites.operator_id, operatorId), eq(leadInvites.status, 'chosen'));

const whenFilter = (when: JobWhen, today: string) =>
  when === 'upcoming' ? gte(lastDay, today) : lt(lastDay, today);

type JobsPageOptions = {
  operatorId: number;
  when: JobWhen;
  today: string;
  limit: number;
  offset: number;
};

/**
 * A page of the company's jobs with the lead, the chosen quote and the company's VAT setting:
 * upcoming ones soonest first, past ones latest first.
 */
export async function listJobRows(db: Database, options: JobsPageOptions) {
  const { operatorId, when, today, limit, offset } = options;
  const order = when === 'upcoming' ? asc : desc;
  return db
    .select({
      invite_id: leadInvites.id,
      lead: leads,
      price_cents: quotes.price_cents,
      vehicle_type: quotes.vehicle_type,
      seats: quotes.seats,
      vat_status: operators.vat_status,
    })
    .from(leadInvites)
    .innerJoin(leads, eq(leads.id, leadInvites.lead_id))
    .innerJoin(quotes, eq(quotes.invite_id, leadInvites.id))
    .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
    .where(and(wonBy(operatorId), whenFilter(when, today)))
    .orderBy(order(leads.date_of_travel), order(leads.pickup_time), order(leadInvites.id))
    .limit(limit)
    .offset(offset);
}

export async function countJobs(
  db: Database,
  options: Pick<JobsPageOptions, 'operatorId' | 'when' | 'today'>,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leadInvites)
    .innerJoin(leads, eq(leads.id, leadInvites.lead_id))
    .where(and(wonBy(options.operatorId), whenFilter(options.when, options.today)));
  return row?.total ?? 0;
}

/**
 * The days from `first` to `last` (inclusive) with a pick-up of one of the company's jobs on
 * them, outward or return, with how many jobs each: a return on the day it set out counts once.
 */
export async function listBookedDays(
  db: Database,
  options: { operatorId: number; first: string; last: string },
): Promise<{ date: string; jobs: number }[]> {
  const { operatorId, first, last } = options;
  const rows = await queryRows<{ date: string; jobs: string | number }>(
    db,
    sql`select day::text as date, count(distinct lead_id) as jobs
        from (
          select ${leads.id} as lead_id, ${leads.date_of_travel} as day
            from ${leadInvites} join ${leads} on ${leads.id} = ${leadInvites.lead_id}
            where ${wonBy(operatorId)}
          union all
          select ${leads.id}, ${leads.return_date}
            from ${leadInvites} join ${leads} on ${leads.id} = ${leadInvites.lead_id}
            where ${wonBy(operatorId)} and ${leads.is_return_trip} and ${leads.return_date} is not null
        ) as pickups
        where day between ${first}::date and ${last}::date
        group by day
        order by day`,
  );
  return rows.map((row) => ({ date: row.date, jobs: Number(row.jobs) }));
}
