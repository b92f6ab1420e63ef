import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { leadConditions, listLeadPage } from '../../src/server/features/leads/staff-repository';
import { leadListQuerySchema } from '../../src/shared/lead-management';

export type CapturedQuery = { text: string; params: unknown[] };

/**
 * The exact SQL the app sends for a list request: the route's own query schema fills the
 * defaults, and `listLeadPage` runs against a drizzle client whose logger records the query.
 * The raw reference then runs this text, so both sides execute the same statement.
 */
export async function captureListQuery(
  url: string,
  query: Record<string, string>,
  userId: number,
): Promise<CapturedQuery> {
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
  if (!captured[0]) throw new Error('listLeadPage sent no query');
  return captured[0];
}

export type QueryDiagnosis = {
  /** EXPLAIN ANALYZE execution time of the app's statement. */
  appQueryMs: number;
  /** The same statement without `count(*) over ()`: what the page alone costs. */
  withoutWindowCountMs: number;
  /** `select count(*)` with the same WHERE: what a separate count costs. */
  separateCountMs: number;
  /** Whether the window aggregate spilled to temporary files. */
  tempBlocksWritten: number;
};

type PlanNode = { 'Temp Written Blocks'?: number; Plans?: PlanNode[] };

/** One EXPLAIN ANALYZE of each variant: where the time of a list request goes inside PostgreSQL. */
export async function diagnose(url: string, query: CapturedQuery): Promise<QueryDiagnosis> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explain = async (text: string, params: unknown[]) => {
    const result = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
    const [plan] = result.rows[0]['QUERY PLAN'] as [{ 'Execution Time': number; Plan: PlanNode }];
    return { ms: plan['Execution Time'], temp: plan.Plan['Temp Written Blocks'] ?? 0 };
  };
  try {
    const where = /\swhere\s([\s\S]*?)\sorder by\s/.exec(query.text)?.[1];
    const usedParams = Math.max(0, ...[...(where ?? '').matchAll(/\$(\d+)/g)].map((m) => +m[1]!));
    const app = await explain(query.text, query.params);
    const page = await explain(query.text.replace(', count(*) over ()', ''), query.params);
    const count = await explain(
      `select count(*) from "leads"${where ? ` where ${where}` : ''}`,
      query.params.slice(0, usedParams),
    );
    return {
      appQueryMs: app.ms,
      withoutWindowCountMs: page.ms,
      separateCountMs: count.ms,
      tempBlocksWritten: app.temp,
    };
  } finally {
    await client.end();
  }
}
