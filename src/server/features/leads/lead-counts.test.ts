import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads, validLead } from '../../test/leads';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let adminAuth: { authorization: string };

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '0' }));
  adminAuth = bearer(await tokenFor(app, await createUser(app, 1)));
});
afterAll(async () => cleanup());

type Group = { source: 'counters' | 'truth'; key: string; total: number };

/**
 * lead_counts summed over its slots, and the same figures counted from the leads, read in one
 * statement (one snapshot), so a background job changing a lead cannot split them.
 */
async function countersAndTruth() {
  const rows = await queryRows<Group>(
    app.db,
    sql`select 'counters' as source, concat_ws('|', status, is_spam, group_type) as key,
          sum(total)::int as total
        from lead_counts group by status, is_spam, group_type having sum(total) <> 0
        union all
        select 'truth', concat_ws('|', status, is_spam, group_type), count(*)::int
        from leads group by status, is_spam, group_type`,
  );
  const of = (source: Group['source']) =>
    Object.fromEntries(
      rows.filter((row) => row.source === source).map((row) => [row.key, row.total]),
    );
  return { counters: of('counters'), truth: of('truth') };
}

const listTotal = async (query: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/bus-quote/paginated?${query}`,
      headers: adminAuth,
    })
  ).json().total as number;

describe('lead_counts', () => {
  it('stays equal to the leads through inserts, updates, deletes and a truncate', async () => {
    const seeded = await seedLeads(app, [
      { group_type: 'School Tour' },
      { group_type: 'School Tour', status: 'contacted' },
      { group_type: 'Wedding Party', is_spam: true },
      { group_type: 'Sports Team', status: 'lost' },
    ]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/bus-quote', payload: validLead() }))
        .statusCode,
    ).toBe(201);
    const spam = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      payload: validLead({ website: 'http://spam.example' }),
    });
    expect(spam.statusCode).toBe(201);
    let { counters, truth } = await countersAndTruth();
    expect(counters).toEqual(truth);
    expect(truth['new|f|School Tour']).toBe(1);

    const patch = (id: number, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/bus-quote/${id}`, headers: adminAuth, payload });
    expect((await patch(seeded[0]!.id, { status: 'contacted' })).statusCode).toBe(200);
    expect((await patch(seeded[3]!.id, { status: 'new' })).statusCode).toBe(200);
    // A change that moves no lead between groups leaves the counters alone.
    expect((await patch(seeded[1]!.id, { priority: 'high' })).statusCode).toBe(200);
    ({ counters, truth } = await countersAndTruth());
    expect(counters).toEqual(truth);
    expect(truth['contacted|f|School Tour']).toBe(2);

    const bulk = await app.inject({
      method: 'POST',
      url: '/api/bus-quote/bulk-delete',
      headers: adminAuth,
      payload: { ids: [seeded[1]!.id, seeded[2]!.id] },
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/bus-quote/${seeded[3]!.id}`,
          headers: adminAuth,
        })
      ).statusCode,
    ).toBe(204);
    ({ counters, truth } = await countersAndTruth());
    expect(counters).toEqual(truth);

    await app.db.execute(sql`truncate leads cascade`);
    ({ counters } = await countersAndTruth());
    expect(counters).toEqual({});
    expect(await listTotal('')).toBe(0);
  });

  it('gives the list the same totals as counting the rows would', async () => {
    await seedLeads(app, [
      { group_type: 'School Tour' },
      { group_type: 'School Tour', status: 'quoted' },
      { group_type: 'Sports Team', status: 'converted' },
      { group_type: 'Sports Team', is_spam: true },
      { group_type: 'Wedding Party', status: 'lost', is_spam: true },
    ]);
    expect(await listTotal('')).toBe(3);
    expect(await listTotal('include_spam=true')).toBe(5);
    expect(await listTotal('status=pending')).toBe(2);
    expect(await listTotal('status=lost&include_spam=true')).toBe(1);
    expect(await listTotal('group_type=Sports%20Team')).toBe(1);
    expect(await listTotal('group_type=Sports%20Team&include_spam=true')).toBe(2);
    // Other filters count the rows themselves; the result must agree.
    expect(await listTotal('group_type=School%20Tour&search=customer')).toBe(2);
  });
});
