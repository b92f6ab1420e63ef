import { type SQL, type SQLWrapper, and, eq, inArray, like, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { type LeadFilters, PENDING_STATUSES } from '@shared/leads/management';
import { type Database, queryRows } from '../../db/client';
import { sqlDialect } from '../../db/dialect';
import { preparedPerDatabase } from '../../db/prepared';
import { leadCounts, leadSearch, leads } from '../../db/schema';
import { type WhereShape, statementsByShape } from './where-shapes';

type GroupColumns = { status: AnyPgColumn; is_spam: AnyPgColumn; group_type: AnyPgColumn };

/** The filters on spam, status and group type, on `leads`, `lead_counts` or `lead_search` alike. */
export function groupConditions(table: GroupColumns, filters: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (!filters.include_spam) conditions.push(eq(table.is_spam, false));
  if (filters.group_type) conditions.push(eq(table.group_type, filters.group_type));
  if (filters.status === 'pending') conditions.push(inArray(table.status, [...PENDING_STATUSES]));
  else if (filters.status) conditions.push(eq(table.status, filters.status));
  return conditions;
}

/**
 * How `listLeadPage` finds the total for a WHERE clause made by `leadConditions`: the list as it
 * opens has prepared statements; a filter on spam, status and group type alone is the same filter
 * on `lead_counts` (exact, a sum of a few dozen rows); a search with at most those filters beside
 * it is counted in `lead_search`; anything else counts the matching leads.
 */
export type LeadTotal =
  | { from: 'open-list' }
  | { from: 'lead_counts'; where: SQL | undefined }
  | { from: 'lead_search'; where: SQL }
  | { from: 'leads' };

/** `others`: how many conditions the list has beside those on spam, status and group type. */
export function totalOf(
  filters: LeadFilters,
  others: number,
  pattern: string | undefined,
): LeadTotal {
  const groups = groupConditions(leadCounts, filters);
  if (others === 0 && groups.length === 1 && !filters.include_spam) return { from: 'open-list' };
  if (others === 0) return { from: 'lead_counts', where: and(...groups) };
  if (pattern && others === 1) {
    const where = and(...groupConditions(leadSearch, filters), like(leadSearch.text, pattern))!;
    return { from: 'lead_search', where };
  }
  return { from: 'leads' };
}

/**
 * How a list's total is counted when it cannot come from `lead_counts`
 * (docs/product.md#lists-and-paging, decision 024): exactly up to `limit` matches, and past that
 * an estimate unless `exact` asks for the real count.
 */
export type TotalOptions = { exact: boolean; limit: number };

export type CountedTotal = { total: number; isEstimate: boolean };

/** The sum of `lead_counts` rows: an exact total without counting leads. */
export const countersTotal = sql<number>`coalesce(sum(${leadCounts.total}), 0)`
  .mapWith(Number)
  .as('count');

const rowCount = sql<number>`count(*)`.mapWith(Number).as('count');

type PlanRow = { 'QUERY PLAN': unknown };

/** The rows the plan of an `explain (format json)` expects its statement to return. */
function estimatedRows(rows: PlanRow[]): number {
  const value = rows[0]?.['QUERY PLAN'];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** The statement whose plan estimates how many leads `where` matches. */
const estimateQuery = (db: Database, where: SQL | undefined) =>
  sql`explain (format json) ${db
    .select({ one: sql`1`.as('one') })
    .from(leads)
    .where(where)}`;

/** Estimate statements kept prepared per database; the least recently used go first. */
const MAX_PREPARED_ESTIMATES = 200;

/**
 * The estimate's statement prepared once per shape of the WHERE clause, as the page is: building
 * it for each request cost the app ~50 µs of CPU (docs/performance.md), and PostgreSQL parsed it
 * each time. It is still planned on every call: that is the estimate.
 */
const preparedEstimates = preparedPerDatabase((db) => {
  const estimates = statementsByShape<PgPreparedQuery<PreparedQueryConfig>>(
    'lead_estimate',
    MAX_PREPARED_ESTIMATES,
  );
  return (shape: WhereShape) =>
    estimates(shape.text, (name) =>
      db._.session.prepareQuery(
        sqlDialect.sqlToQuery(estimateQuery(db, shape.template())),
        undefined,
        name,
        false,
      ),
    );
});

/**
 * The planner's estimate of how many leads `where` matches: EXPLAIN without ANALYZE plans the
 * query and runs nothing (well under a millisecond). Its statistics come from the last ANALYZE.
 */
async function plannerEstimate(db: Database, { where, shape }: ListWhere): Promise<number> {
  if (shape) {
    // Without selected fields the driver's own result comes back, rows and all.
    const result = (await preparedEstimates(db)(shape).execute(shape.values)) as {
      rows: PlanRow[];
    };
    return estimatedRows(result.rows);
  }
  return estimatedRows(await queryRows<PlanRow>(db, estimateQuery(db, where)));
}

/** A list's WHERE clause, and its shape when it has one (`shapeOf`). */
export type ListWhere = { where: SQL | undefined; shape?: WhereShape | undefined };

/**
 * The number of leads `where` matches. Filters on spam, status and group type alone read
 * `lead_counts` (exact, 0.1 ms at a million leads). Others count in `lead_search` (a search) or
 * `leads`, where a count grows with the matches (a bitmap scan of 97,000 took 190 ms, and a
 * capped count of 10,001 still 90–130 ms when the heap is not cached): so unless `exact`, the
 * planner's estimate comes first and stands when it is over `limit`; under it, the matches are
 * counted, stopping at `limit + 1` — past `limit` the total is an estimate still (decision 024).
 */
export async function countLeads(
  db: Database,
  listWhere: ListWhere,
  total: Exclude<LeadTotal, { from: 'open-list' }>,
  options: TotalOptions,
): Promise<CountedTotal> {
  if (total.from === 'lead_counts') {
    const [row] = await db.select({ total: countersTotal }).from(leadCounts).where(total.where);
    return { total: row?.total ?? 0, isEstimate: false };
  }
  const [table, condition] =
    total.from === 'lead_search' ? [leadSearch, total.where] : [leads, listWhere.where];
  const matches = () =>
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(condition);
  const count = async (query: SQLWrapper) => {
    const [row] = await db.select({ total: rowCount }).from(sql`(${query}) as matches`);
    return row?.total ?? 0;
  };
  if (options.exact) return { total: await count(matches()), isEstimate: false };
  // Estimated on `leads`, whose search text has the finer statistics (migration 0008): for
  // `%murphy%` 22,339 there against 58,747 in lead_search, for 20,544 matches.
  const estimate = await plannerEstimate(db, listWhere);
  if (estimate > options.limit) return { total: estimate, isEstimate: true };
  const counted = await count(matches().limit(options.limit + 1));
  return counted <= options.limit
    ? { total: counted, isEstimate: false }
    : { total: Math.max(estimate, counted), isEstimate: true };
}
