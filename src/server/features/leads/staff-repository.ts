import {
  type SQL,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  not,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type LeadFilters,
  PENDING_STATUSES,
  type SORTABLE_LEAD_COLUMNS,
  type StaffLead,
} from '@shared/leads/management';
import { referenceInSearch } from '@shared/leads/reference';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { leadCounts, leadInvites, leadSearchText, leads, users } from '../../db/schema';
import {
  type CountedTotal,
  type LeadTotal,
  type TotalOptions,
  countLeads,
  countersTotal,
  groupConditions,
  totalOf,
} from './lead-totals';
import { type LeadRow, toLead } from './repository';
import { type WhereShape, shapeOf, statementsByShape } from './where-shapes';

const assignee = alias(users, 'assignee');

/** The reference of the lead this one repeats, read by its id (a primary-key lookup). */
const duplicateOfReference = sql<
  string | null
>`(select o.reference from ${leads} as o where o.id = ${leads.duplicate_of})`;

export const staffLeadColumns = {
  lead: leads,
  assigned_to_name: assignee.name,
  duplicate_of_reference: duplicateOfReference,
};
type StaffLeadRow = {
  lead: LeadRow;
  assigned_to_name: string | null;
  duplicate_of_reference: string | null;
};

/**
 * Added to the lead rather than spread into a new object: on this Node.js (20), `{ ...lead, more }`
 * takes V8's slow path, ~14 µs a lead against ~2 µs, a fifth of a list request's CPU
 * (docs/performance.md, "Spreading an object into a larger one").
 */
export function toStaffLead(row: StaffLeadRow): StaffLead {
  return Object.assign(toLead(row.lead), {
    assigned_to_name: row.assigned_to_name,
    is_spam: row.lead.is_spam,
    is_confirmation: row.lead.is_confirmation,
    duplicate_of: row.lead.duplicate_of,
    duplicate_of_reference: row.duplicate_of_reference,
  });
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

/** A lead list's WHERE clause (also the export's) and how its total is found. */
export type LeadQuery = { where: SQL | undefined; total: LeadTotal };

/** The list's WHERE clause (the export's too) and its total; `userId` resolves `assigned_to=me`. */
export function leadConditions(filters: LeadFilters, userId: number): LeadQuery {
  const groups = groupConditions(leads, filters);
  const conditions = [...groups];
  const pattern = filters.search && `%${escapeLike(filters.search.toLowerCase())}%`;
  const reference = referenceInSearch(filters.search);
  if (pattern) conditions.push(searchCondition(pattern, reference));
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
  // `lead_search` holds no references: a search that may name one counts in `leads`.
  const total = reference ? { from: 'leads' as const } : totalOf(filters, others, pattern);
  return { where: and(...conditions), total };
}

/**
 * Search text as a substring of the lead's search text, or, when it reads as a reference
 * (`7k3q9`, `CH-7K3Q9`), that lead too (docs/product.md#search-filters-and-export).
 */
function searchCondition(pattern: string, reference: string | null): SQL {
  const text = sql`${leadSearchText(leads)} like ${pattern}`;
  return reference ? or(text, eq(leads.reference, reference))! : text;
}

export type LeadSort = {
  sort_by: (typeof SORTABLE_LEAD_COLUMNS)[number];
  sort_order: 'asc' | 'desc';
};

function orderOf({ sort_by, sort_order }: LeadSort) {
  const direction = sort_order === 'asc' ? asc : desc;
  return [direction(leads[sort_by]), direction(leads.id)];
}

type PageStatements = {
  page: (limit: number, offset: number) => Promise<StaffLeadRow[]>;
  total: () => Promise<CountedTotal>;
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
        total: async () => ({ total: (await total.execute())[0]?.total ?? 0, isEstimate: false }),
      };
      bySort.set(key, statements);
    }
    return statements;
  };
});

/** Filtered page statements kept prepared per database; the least recently used go first. */
const MAX_PREPARED_PAGES = 200;

/**
 * The page of a filtered list, prepared once per shape of its WHERE clause and sort
 * (`where-shapes.ts`): building the page statement with the query builder cost ~220 µs a
 * request, more than PostgreSQL takes to run it. As for the open list, PostgreSQL still plans
 * each call for its LIMIT and OFFSET (see `openListStatements`).
 */
const filteredPages = preparedPerDatabase((db) => {
  const pages = statementsByShape<ReturnType<ReturnType<typeof pageQuery>['prepare']>>(
    'lead_page',
    MAX_PREPARED_PAGES,
  );
  return (shape: WhereShape, sort: LeadSort) => {
    const page = pages(`${sort.sort_by} ${sort.sort_order} ${shape.text}`, (name) =>
      pageQuery(db, shape.template(), sort).prepare(name),
    );
    return (limit: number, offset: number) => page.execute({ ...shape.values, limit, offset });
  };
});

/**
 * One page and the total, as two queries run side by side. (A `count(*) over ()` window in the
 * page query looks cheaper but makes PostgreSQL materialise every matching row before the
 * LIMIT: 1.8 s instead of 0.1 ms for page 1 of 1,000,000 leads — see docs/performance.md.)
 * The page is found by id first and joined after ("deferred join"): skipping to a deep page
 * then walks `leads_created_at_idx` alone (index-only, is_spam is in it), not 30,000 rows.
 * An estimated total (see `countLeads`) is made consistent with the page: never fewer than the
 * rows up to it, and exact when the page is the last one (not full).
 */
export async function listLeadPage(
  db: Database,
  { where, total: leadTotal }: LeadQuery,
  sort: LeadSort,
  page: number,
  perPage: number,
  totalOptions: TotalOptions,
): Promise<{ rows: StaffLead[] } & CountedTotal> {
  let statements: PageStatements;
  if (leadTotal.from === 'open-list') statements = openListStatements(db)(sort);
  else {
    const shape = where && shapeOf(where);
    statements = {
      page: shape
        ? filteredPages(db)(shape, sort)
        : (limit, offset) => pageQuery(db, where, sort).execute({ limit, offset }),
      total: () => countLeads(db, { where, shape }, leadTotal, totalOptions),
    };
  }
  const offset = (page - 1) * perPage;
  const [rows, counted] = await Promise.all([
    // Sent first, before the count (bench/lib/list-queries.ts expects the page first).
    statements.page(perPage, offset),
    statements.total(),
  ]);
  let { total, isEstimate } = counted;
  // A page that is not full is the last one: the total is then known exactly.
  if (isEstimate && rows.length < perPage && (rows.length > 0 || page === 1))
    [total, isEstimate] = [offset + rows.length, false];
  else if (isEstimate) total = Math.max(total, offset + rows.length);
  return { rows: rows.map(toStaffLead), total, isEstimate };
}

export async function findStaffLead(db: Database, id: number): Promise<StaffLead | undefined> {
  const [row] = await db
    .select(staffLeadColumns)
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assigned_to))
    .where(eq(leads.id, id));
  return row ? toStaffLead(row) : undefined;
}
