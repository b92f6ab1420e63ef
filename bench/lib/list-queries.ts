import { leadConditions, listLeadPage } from '../../src/server/features/leads/staff-repository';
import { loadConfig } from '../../src/server/config';
import { leadListQuerySchema } from '../../src/shared/leads/management';
import type { BenchDatabase } from './bench-database';

export type CapturedQuery = { text: string; params: unknown[] };

/**
 * The exact SQL the app sends for a list request, every statement of it in order (the page
 * first; a separate count when the app sends one): the route's own query schema fills the
 * defaults, and `listLeadPage` runs against a drizzle client whose logger records what it sends.
 * The raw reference then runs these texts, so both sides execute the same statements.
 */
export async function captureListQuery(
  database: BenchDatabase,
  query: Record<string, string>,
  userId: number,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const db = database.drizzle({
    logQuery: (text, params) => captured.push({ text, params }),
  });
  const {
    page,
    per_page: perPage,
    sort_by,
    sort_order,
    exact_total,
    ...filters
  } = leadListQuerySchema.parse(query);
  await listLeadPage(db, leadConditions(filters, userId), { sort_by, sort_order }, page, perPage, {
    exact: exact_total,
    limit: loadConfig({}).LEAD_LIST_EXACT_COUNT_LIMIT,
  });
  if (captured.length === 0) throw new Error('listLeadPage sent no query');
  return captured;
}

/** One EXPLAIN ANALYZE of a statement the app sends. */
export type StatementDiagnosis = {
  /** `page`, `page + count(*) over ()` (the total as a window), `estimate` or `count`. */
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
  db: BenchDatabase,
  statements: CapturedQuery[],
): Promise<StatementDiagnosis[]> {
  const diagnoses: StatementDiagnosis[] = [];
  for (const [index, { text, params }] of statements.entries()) {
    if (text.startsWith('explain')) {
      // The planner's estimate of a total: planning only, timed from here.
      const started = performance.now();
      await db.query(text, params);
      diagnoses.push({
        statement: 'estimate',
        ms: performance.now() - started,
        indexes: [],
        tempBlocksWritten: 0,
      });
      continue;
    }
    const result = await db.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, buffers, format json) ${text}`,
      params,
    );
    const [plan] = result.rows[0]!['QUERY PLAN'] as [{ 'Execution Time': number; Plan: PlanNode }];
    // The app sends the page first, then what finds the total (a count, a sum over lead_counts).
    const isWindow = text.includes('count(*) over ()');
    diagnoses.push({
      statement: index > 0 ? 'count' : isWindow ? 'page + count(*) over ()' : 'page',
      ms: plan['Execution Time'],
      indexes: [...new Set(indexesOf(plan.Plan))],
      tempBlocksWritten: plan.Plan['Temp Written Blocks'] ?? 0,
    });
  }
  return diagnoses;
}
