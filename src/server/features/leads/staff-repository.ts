import {
  type SQL,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lt,
  not,
  notExists,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  type LeadFilters,
  PENDING_STATUSES,
  type SORTABLE_LEAD_COLUMNS,
  type StaffLead,
} from '@shared/leads/management';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { leadCounts, leadInvites, leadSearch, leadSearchText, leads, users } from '../../db/schema';
import { type LeadRow, toLead } from './repository';

const assignee = alias(users, 'assignee');

export const staffLeadColumns = { lead: leads, assigned_to_name: assignee.name };
type StaffLeadRow = { lead: LeadRow; assigned_to_name: string | null };

export function toStaffLead(row: StaffLeadRow): StaffLead {
  return {
    ...toLead(row.lead),
    assigned_to_name: row.assigned_to_name,
    is_spam: row.lead.is_spam,
    is_confirmation: row.lead.is_confirmation,
  };
}

/** An open lead no bus company has been invited to: staff must find one (or close it). */
export const unmatchedLead = and(
  inArray(leads.status, PENDING_STATUSES),
  notExists(sql`(select 1 from ${leadInvites} where ${leadInvites.lead_id} = ${leads.id})`),
)!;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

type GroupColumns = { status: AnyPgColumn; is_spam: AnyPgColumn; group_type: AnyPgColumn };

/** The filters on spam, status and group type, on `leads` or on `lead_counts` alike. */
function groupConditions(table: GroupColumns, filters: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (!filters.include_spam) conditions.push(eq(table.is_spam, false));
  if (filters.group_type) conditions.push(eq(table.group_type, filters.group_type));
  if (filters.status === 'pending') conditions.push(inArray(table.status, [...PENDING_STATUSES]));
  else if (filters.status) conditions.push(eq(table.status, filters.status));
  return conditions;
}

/**
 * How `listLeadPage` finds the total for a WHERE clause made by `leadConditions` (see
 * `countLeads`): the list as it opens has prepared statements; a filter on spam, status and group
 * type alone is the same filter on `lead_counts`; a search with at most those filters beside it is
 * the same filter on `lead_search`; anything else counts the matching leads.
 */
export type LeadTotal =
  | { from: 'open-list' }
  | { from: 'lead_counts'; where: SQL | undefined }
  | { from: 'lead_search'; where: SQL }
  | { from: 'leads' };

/** A lead list's WHERE clause (also the export's) and how its total is found. */
export type LeadQuery = { where: SQL | undefined; total: LeadTotal };

/** The list's WHERE clause (the export's too) and its total; `userId` resolves `assigned_to=me`. */
export function leadConditions(filters: LeadFilters, userId: number): LeadQuery {
  const groups = groupConditions(leads, filters);
  const conditions = [...groups];
  const pattern = filters.search && `%${escapeLike(filters.search.toLowerCase())}%`;
  if (pattern) conditions.push(sql`${leadSearchText(leads)} like ${pattern}`);
  if (filters.is_return_trip !== undefined)
    conditions.push(eq(leads.is_return_trip, filters.is_return_trip));
  if (filters.is_confirmation !== undefined)
    conditions.push(eq(leads.is_confirmation, filters.is_confirmation));
  if (filters.unmatched === true) conditions.push(unmatchedLead);
  else if (filters.unmatched === false) conditions.push(not(unmatchedLead));
  if (filters.assigned_to === 'none') conditions.push(isNull(leads.assigned_to));
  else if (filters.assigned_to === 'me') conditions.push(eq(leads.assigned_to, userId));
  else if (filters.assigned_to !== undefined)
    conditions.push(eq(leads.assigned_to, filters.assigned_to));
  // Dates filter on when the request arrived, in Irish time, inclusive of both days.
  if (filters.date_from)
    conditions.push(
      gte(
        leads.created_at,
        sql`(${filters.date_from}::date)::timestamp at time zone 'Europe/Dublin'`,
      ),
    );
  if (filters.date_to)
    conditions.push(
      lt(
        leads.created_at,
        sql`(${nextDay(filters.date_to)}::date)::timestamp at time zone 'Europe/Dublin'`,
      ),
    );
  const others = conditions.length - groups.length;
  return { where: and(...conditions), total: totalOf(filters, others, pattern) };
}

/** `others`: how many conditions the list has beside those on spam, status and group type. */
function totalOf(filters: LeadFilters, others: number, pattern: string | undefined): LeadTotal {
  const groups = groupConditions(leadCounts, filters);
  if (others === 0 && groups.length === 1 && !filters.include_spam) return { from: 'open-list' };
  if (others === 0) return { from: 'lead_counts', where: and(...groups) };
  if (pattern && others === 1) {
    const where = and(...groupConditions(leadSearch, filters), like(leadSearch.text, pattern))!;
    return { from: 'lead_search', where };
  }
  return { from: 'leads' };
}

export type LeadSort = {
  sort_by: (typeof SORTABLE_LEAD_COLUMNS)[number];
  sort_order: 'asc' | 'desc';
};

function orderOf({ sort_by, sort_order }: LeadSort) {
  const direction = sort_order === 'asc' ? asc : desc;
  return [direction(leads[sort_by]), direction(leads.id)];
}

/** The sum of `lead_counts` rows: an exact total without counting leads. */
const countersTotal = sql<number>`coalesce(sum(${leadCounts.total}), 0)`
  .mapWith(Number)
  .as('count');

const rowCount = sql<number>`count(*)`.mapWith(Number);

/**
 * The number of leads `where` matches. Filters on spam, status and group type alone (the list as
 * it opens, and its status and group filters) read the trigger-maintained `lead_counts`: a sum
 * of a few dozen rows instead of a count of up to a million (250–500 ms). A search with those
 * filters counts its matches in the narrow `lead_search` (decision 017: 20,000 matches of a
 * million cost 25–90 ms there, 150–300 ms in `leads`). Any other filter (assignee, dates, …)
 * counts the matching leads: time grows with the matches.
 */
async function countLeads(
  db: Database,
  where: SQL | undefined,
  total: Exclude<LeadTotal, { from: 'open-list' }>,
): Promise<number> {
  const [row] =
    total.from === 'lead_counts'
      ? await db.select({ total: countersTotal }).from(leadCounts).where(total.where)
      : total.from === 'lead_search'
        ? await db.select({ total: rowCount }).from(leadSearch).where(total.where)
        : await db.select({ total: rowCount }).from(leads).where(where);
  return row?.total ?? 0;
}

type PageStatements = {
  page: (limit: number, offset: number) => Promise<StaffLeadRow[]>;
  total: () => Promise<number>;
};

/** The page query (see listLeadPage) for `where`, with LIMIT and OFFSET as placeholders. */
function pageQuery(db: Database, where: SQL | undefined, sort: LeadSort) {
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select(staffLeadColumns)
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assigned_to))
    .where(inArray(leads.id, pageIds))
    .orderBy(...orderOf(sort));
}

/**
 * The list as it opens (spam hidden, no filter), in each sort order: its page and total prepared
 * once per database, as the token check is. It is the list staff see most, and building its
 * statements cost more CPU than PostgreSQL spends running them (docs/performance.md). PostgreSQL
 * still plans each call for its LIMIT and OFFSET: a generic plan, not knowing them, would scan
 * the whole table, and its estimated cost is so far above the per-call plans' that the default
 * plan_cache_mode (auto) never picks it.
 */
const openListStatements = preparedPerDatabase((db) => {
  const bySort = new Map<string, PageStatements>();
  const total = db
    .select({ total: countersTotal })
    .from(leadCounts)
    .where(eq(leadCounts.is_spam, false))
    .prepare('open_lead_list_total');
  return (sort: LeadSort): PageStatements => {
    const key = `${sort.sort_by}_${sort.sort_order}`;
    let statements = bySort.get(key);
    if (!statements) {
      const page = pageQuery(db, eq(leads.is_spam, false), sort).prepare(`open_lead_list_${key}`);
      statements = {
        page: (limit, offset) => page.execute({ limit, offset }),
        total: async () => (await total.execute())[0]?.total ?? 0,
      };
      bySort.set(key, statements);
    }
    return statements;
  };
});

/**
 * One page and the total, as two queries run side by side. (A `count(*) over ()` window in the
 * page query looks cheaper but makes PostgreSQL materialise every matching row before the
 * LIMIT: 1.8 s instead of 0.1 ms for page 1 of 1,000,000 leads — see docs/performance.md.)
 * The page is found by id first and joined after ("deferred join"): skipping to a deep page
 * then walks `leads_created_at_idx` alone (index-only, is_spam is in it), not 30,000 rows.
 */
export async function listLeadPage(
  db: Database,
  { where, total: leadTotal }: LeadQuery,
  sort: LeadSort,
  page: number,
  perPage: number,
): Promise<{ rows: StaffLead[]; total: number }> {
  const statements: PageStatements =
    leadTotal.from === 'open-list'
      ? openListStatements(db)(sort)
      : {
          page: (limit, offset) => pageQuery(db, where, sort).execute({ limit, offset }),
          total: () => countLeads(db, where, leadTotal),
        };
  const [rows, total] = await Promise.all([
    // Sent first, before the count (bench/lib/list-queries.ts expects the page first).
    statements.page(perPage, (page - 1) * perPage),
    statements.total(),
  ]);
  return { rows: rows.map(toStaffLead), total };
}

export async function findStaffLead(db: Database, id: number): Promise<StaffLead | undefined> {
  const [row] = await db
    .select(staffLeadColumns)
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assigned_to))
    .where(eq(leads.id, id));
  return row ? toStaffLead(row) : undefined;
}
