import type { FastifyInstance } from 'fastify';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { seedLeads } from '../../test/leads';
import { createTestApp } from '../../test/test-app';
import { listLeadPage } from './staff-repository';

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
