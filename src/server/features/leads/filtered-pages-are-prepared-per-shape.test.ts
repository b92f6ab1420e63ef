import type { FastifyInstance } from 'fastify';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { seedLeads } from '../../test/leads';
import { createTestApp } from '../../test/test-app';
import { countLeads } from './lead-totals';
import { listLeadPage } from './staff-repository';
import { shapeOf } from './where-shapes';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  await seedLeads(
    app,
    ['Aoife', 'Aisling', 'Brian', 'Bríd', '$1 Tours'].map((full_name) => ({ full_name })),
  );
});
afterAll(async () => cleanup());

/** The names on the first page of the leads `where` matches, by name. */
async function namesWhere(where: SQL) {
  const { rows } = await listLeadPage(
    app.db,
    { where, total: { from: 'leads' } },
    { sort_by: 'full_name', sort_order: 'asc' },
    1,
    15,
    { exact: true, limit: 10_000 },
  );
  return rows.map((row) => row.full_name);
}

describe('a filtered page prepared once per shape of its WHERE', () => {
  it('runs each request with its own values', async () => {
    const startingWith = (letter: string) =>
      and(eq(leads.is_spam, false), sql`${leads.full_name} like ${`${letter}%`}`)!;
    expect(await namesWhere(startingWith('A'))).toEqual(['Aisling', 'Aoife']);
    expect(await namesWhere(startingWith('B'))).toEqual(['Brian', 'Bríd']);
    expect(await namesWhere(startingWith('A'))).toEqual(['Aisling', 'Aoife']);
  });

  it('builds a WHERE whose text holds a `$n` of its own for the request alone', async () => {
    const where = sql`${leads.full_name} <> '$1 Tours' and ${leads.full_name} like ${'B%'}`;
    expect(await namesWhere(where)).toEqual(['Brian', 'Bríd']);
    expect(await namesWhere(sql`${leads.full_name} like '$1%'`)).toEqual(['$1 Tours']);
  });
});

describe("a filtered list's estimated total prepared once per shape of its WHERE", () => {
  /** The planner's estimate for `where` (a limit of 0 makes any estimate stand). */
  async function estimate(where: SQL, shaped: boolean) {
    const { total, isEstimate } = await countLeads(
      app.db,
      { where, shape: shaped ? shapeOf(where) : undefined },
      { from: 'leads' },
      { exact: false, limit: 0 },
    );
    expect(isEstimate).toBe(true);
    return total;
  }

  it('plans each request with its own values, as the statement built per request does', async () => {
    await app.db.execute(sql`analyze ${leads}`);
    const namesAfter = (text: string) =>
      and(eq(leads.is_spam, false), sql`${leads.full_name} > ${text}`)!;
    expect(shapeOf(namesAfter('#'))).toBeDefined();
    const built = [await estimate(namesAfter('#'), false), await estimate(namesAfter('Z'), false)];
    // Every name sorts after '#' and none after 'Z': the statistics tell the two apart.
    expect(built[0]).toBeGreaterThan(built[1]!);
    for (const _ of [1, 2])
      expect([
        await estimate(namesAfter('#'), true),
        await estimate(namesAfter('Z'), true),
      ]).toEqual(built);
  });
});
