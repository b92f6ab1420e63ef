import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { leadSearchText, leads } from '../../db/schema';
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

const listTotal = async (query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/bus-quote/paginated?${query}`,
    headers: adminAuth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().total as number;
};

const bulkDelete = (ids: number[]) =>
  app.inject({
    method: 'POST',
    url: '/api/bus-quote/bulk-delete',
    headers: adminAuth,
    payload: { ids },
  });
const deleteLead = (id: number) =>
  app.inject({ method: 'DELETE', url: `/api/bus-quote/${id}`, headers: adminAuth });

type Copy = { source: 'copy' | 'truth'; lead_id: number; row: string };

/**
 * lead_search and the same columns computed from the leads (the text by the expression the page
 * query and its trigram index use), read in one statement so both come from one snapshot.
 */
async function copyAndTruth() {
  const rows = await queryRows<Copy>(
    app.db,
    sql`select 'copy' as source, lead_id, concat_ws('|', status, is_spam, group_type, text) as row
        from lead_search
        union all
        select 'truth', ${leads.id}, concat_ws('|', ${leads.status}, ${leads.is_spam},
          ${leads.group_type}, ${leadSearchText(leads)})
        from ${leads}`,
  );
  const of = (source: Copy['source']) =>
    Object.fromEntries(
      rows.filter((row) => row.source === source).map((row) => [row.lead_id, row.row]),
    );
  return { copy: of('copy'), truth: of('truth') };
}

async function expectCopyExact(leadCount: number) {
  const { copy, truth } = await copyAndTruth();
  expect(Object.keys(truth)).toHaveLength(leadCount);
  expect(copy).toEqual(truth);
}

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

    expect((await bulkDelete([seeded[1]!.id, seeded[2]!.id])).json()).toEqual({ deleted: 2 });
    expect((await deleteLead(seeded[3]!.id)).statusCode).toBe(204);
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

describe('lead_search', () => {
  beforeEach(async () => {
    await app.db.execute(sql`truncate leads cascade`);
  });

  it('stays a copy of the leads through inserts, updates, deletes and a truncate', async () => {
    const seeded = await seedLeads(app, [
      { full_name: 'Niamh Murphy', group_type: 'School Tour' },
      { full_name: 'Seán Byrne', status: 'contacted' },
      { full_name: 'Spam Murphy', is_spam: true, group_type: 'Wedding Party' },
      { full_name: 'Ciara Walsh', pickup_location: 'Murphy Street, Cork' },
    ]);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      payload: validLead({ full_name: 'Aoife MURPHY' }),
    });
    expect(posted.statusCode).toBe(201);
    await expectCopyExact(5);

    const patch = (id: number, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/bus-quote/${id}`, headers: adminAuth, payload });
    expect((await patch(seeded[0]!.id, { status: 'contacted' })).statusCode).toBe(200);
    // Changes to columns it does not copy leave it alone; changes to those it copies reach it.
    expect((await patch(seeded[1]!.id, { priority: 'high' })).statusCode).toBe(200);
    await app.db
      .update(leads)
      .set({ email: 'new.address@example.ie', is_spam: true })
      .where(eq(leads.id, seeded[1]!.id));
    await app.db
      .update(leads)
      .set({ group_type: 'Sports Team', dropoff_location: 'Knock Airport' })
      .where(eq(leads.id, seeded[3]!.id));
    await expectCopyExact(5);

    expect((await bulkDelete([seeded[1]!.id, seeded[2]!.id])).json()).toEqual({ deleted: 2 });
    expect((await deleteLead(seeded[3]!.id)).statusCode).toBe(204);
    await expectCopyExact(2);

    await app.db.execute(sql`truncate leads cascade`);
    await expectCopyExact(0);
    expect(await listTotal('search=murphy')).toBe(0);
  });

  it('gives a search the same total as counting the leads, with each filter beside it', async () => {
    await seedLeads(app, [
      { full_name: 'Niamh Murphy', group_type: 'School Tour' },
      { full_name: 'Pádraig Murphy', group_type: 'School Tour', status: 'quoted' },
      { full_name: 'Eoin Kelly', email: 'murphy.eoin@example.ie', group_type: 'Sports Team' },
      { full_name: 'Spam Murphy', group_type: 'Sports Team', is_spam: true },
      { full_name: 'Lost Murphy', group_type: 'Wedding Party', status: 'lost', is_spam: true },
      { full_name: 'Ciara Walsh', group_type: 'School Tour' },
      { full_name: '100% Murphy_s', group_type: 'School Tour' },
    ]);
    // Searches with spam, status and group filters count lead_search; the others count leads.
    expect(await listTotal('search=MURPHY')).toBe(4);
    expect(await listTotal('search=murphy&include_spam=true')).toBe(6);
    expect(await listTotal('search=murphy&status=pending')).toBe(4);
    expect(await listTotal('search=murphy&status=lost&include_spam=true')).toBe(1);
    expect(await listTotal('search=murphy&group_type=Sports%20Team')).toBe(1);
    expect(await listTotal('search=murphy&group_type=Sports%20Team&include_spam=true')).toBe(2);
    expect(await listTotal('search=murphy&assigned_to=none')).toBe(4);
    // LIKE's wildcards in the search are matched as text.
    expect(await listTotal('search=100%25')).toBe(1);
    expect(await listTotal('search=y_s')).toBe(1);
    expect(await listTotal('search=y%25s')).toBe(0);

    // The total agrees with the rows the pages show.
    const page = await app.inject({
      method: 'GET',
      url: '/api/bus-quote/paginated?search=murphy&per_page=10',
      headers: adminAuth,
    });
    expect(page.json().data).toHaveLength(page.json().total);
  });
});
