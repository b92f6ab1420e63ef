import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { leadConditions, listLeadPage } from '../../src/server/features/leads/staff-repository';
import { leadListQuerySchema } from '../../src/shared/lead-management';

export type CapturedQuery = { text: string; params: unknown[] };

/**
 * The exact SQL the app sends for a list request, every statement of it in order (the page
 * first; a separate count when the app sends one): the route's own query schema fills the
 * defaults, and `listLeadPage` runs against a drizzle client whose logger records what it sends.
 * The raw reference then runs these texts, so both sides execute the same statements.
 */
export async function captureListQuery(
  url: string,
  query: Record<string, string>,
  userId: number,
): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: CapturedQuery[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  });
  try {
    const {
      page,
      per_page: perPage,
      sort_by,
      sort_order,
      ...filters
    } = leadListQuerySchema.parse(query);
    await listLeadPage(
      db as unknown as Database,
      leadConditions(filters, userId),
      { sort_by, sort_order },
      page,
      perPage,
    );
  } finally {
    await pool.end();
  }
  if (captured.length === 0) throw new Error('listLeadPage sent no query');
  return captured;
}

/** One EXPLAIN ANALYZE of a statement the app sends. */
export type StatementDiagnosis = {
  /** `page`, `page + count(*) over ()` (the total as a window) or `count`. */
  statement: string;
  ms: number;
  /** The indexes its plan reads: the plan can change with the statistics of each ANALYZE. */
  indexes: string[];
  /** Blocks spilled to temporary files (a sort or window that outgrew work_mem). */
  tempBlocksWritten: number;
};

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Temp Written Blocks'?: number;
  Plans?: PlanNode[];
};

function indexesOf(node: PlanNode): string[] {
  const own = node['Index Name']
    ? [`${node['Index Name']}${node['Scan Direction'] === 'Backward' ? ' (backward)' : ''}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexesOf)];
}

/** Where the time of a list request goes inside PostgreSQL: each statement, explained once. */
export async function diagnose(
  url: string,
  statements: CapturedQuery[],
): Promise<StatementDiagnosis[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const diagnoses: StatementDiagnosis[] = [];
    for (const { text, params } of statements) {
      const result = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
      const [plan] = result.rows[0]['QUERY PLAN'] as [{ 'Execution Time': number; Plan: PlanNode }];
      const isCount = /^select count\(\*\) from/.test(text);
      const isWindow = text.includes('count(*) over ()');
      diagnoses.push({
        statement: isCount ? 'count' : isWindow ? 'page + count(*) over ()' : 'page',
        ms: plan['Execution Time'],
        indexes: [...new Set(indexesOf(plan.Plan))],
        tempBlocksWritten: plan.Plan['Temp Written Blocks'] ?? 0,
      });
    }
    return diagnoses;
  } finally {
    await client.end();
  }
}
