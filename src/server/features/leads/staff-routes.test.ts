import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../users/repository';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let admin: UserRow;
let manager: UserRow;
let adminAuth: { authorization: string };
let managerAuth: { authorization: string };

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  admin = await createUser(app, 1, { name: 'Órla Admin' });
  manager = await createUser(app, 2, { name: 'Máire Manager' });
  adminAuth = bearer(await tokenFor(app, admin));
  managerAuth = bearer(await tokenFor(app, manager));
  await seedLeads(app, [
    {
      full_name: 'Seán Murphy',
      email: 'sean@club.ie',
      group_type: 'Sports Team',
      number_of_people: 40,
      is_return_trip: true,
      return_date: '2030-06-02',
      return_time: '18:00',
      date_of_travel: '2030-06-01',
    },
    {
      full_name: 'Niamh Kelly',
      email: 'niamh@school.ie',
      group_type: 'School Tour',
      number_of_people: 55,
      pickup_location: 'Kilkenny',
      date_of_travel: '2030-03-01',
    },
    {
      full_name: 'Bride & Groom',
      email: 'wedding@example.ie',
      group_type: 'Wedding Party',
      number_of_people: 80,
      dropoff_location: 'Adare Manor',
      date_of_travel: '2030-09-12',
    },
    { full_name: 'Spam Bot', email: 'bot@spam.example', is_spam: true },
    {
      full_name: '=HYPERLINK("http://evil")',
      email: 'formula@example.ie',
      mobile_number: '+353 87 1',
      additional_info: 'Line one\nLine "two", with comma',
    },
  ]);
});
afterAll(async () => cleanup());

const get = (url: string, headers = adminAuth) => app.inject({ method: 'GET', url, headers });

describe('GET /api/bus-quote/paginated', () => {
  it('pages newest first with totals, excluding spam unless asked', async () => {
    const response = await get('/api/bus-quote/paginated?per_page=10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    expect(body.data.map((lead: { full_name: string }) => lead.full_name)).not.toContain(
      'Spam Bot',
    );
    expect((await get('/api/bus-quote/paginated?include_spam=true')).json().total).toBe(5);
  });

  it('searches name, email, phone and places case-insensitively, with LIKE characters literal', async () => {
    const names = async (query: string) =>
      (await get(`/api/bus-quote/paginated?search=${encodeURIComponent(query)}`))
        .json()
        .data.map((lead: { full_name: string }) => lead.full_name);
    expect(await names('MURPHY')).toEqual(['Seán Murphy']);
    expect(await names('school.ie')).toEqual(['Niamh Kelly']);
    expect(await names('kilkenny')).toEqual(['Niamh Kelly']);
    expect(await names('adare')).toEqual(['Bride & Groom']);
    expect(await names('%')).toEqual([]);
    expect(await names("'; drop table leads; --")).toEqual([]);
  });

  it('filters by group type, return trip, status and assignee', async () => {
    const total = async (query: string) =>
      (await get(`/api/bus-quote/paginated?${query}`)).json().total;
    expect(await total('group_type=Wedding%20Party')).toBe(1);
    expect(await total('is_return_trip=true')).toBe(1);
    expect(await total('is_return_trip=false')).toBe(3);
    expect(await total('status=new')).toBe(4);
    expect(await total('status=pending')).toBe(4);
    expect(await total('status=converted')).toBe(0);
    expect(await total('assigned_to=none')).toBe(4);
    expect(await total('assigned_to=me')).toBe(0);
    expect(await total('is_confirmation=true')).toBe(0);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const order = async (query: string) =>
      (await get(`/api/bus-quote/paginated?${query}`))
        .json()
        .data.map((lead: { number_of_people: number }) => lead.number_of_people);
    expect(await order('sort_by=number_of_people&sort_order=asc')).toEqual([20, 40, 55, 80]);
    expect(await order('sort_by=number_of_people&sort_order=desc')).toEqual([80, 55, 40, 20]);
    const travel = (
      await get('/api/bus-quote/paginated?sort_by=date_of_travel&sort_order=asc')
    ).json().data[0];
    expect(travel.full_name).toBe('Niamh Kelly');
  });

  it('returns an empty page past the end with the right totals', async () => {
    const body = (await get('/api/bus-quote/paginated?per_page=10&page=7')).json();
    expect(body).toMatchObject({ data: [], current_page: 7, last_page: 1, total: 4 });
  });

  it.each([
    'page=0',
    'page=-1',
    'per_page=100000',
    'per_page=7',
    'sort_by=password',
    'sort_by=created_at;DROP',
    'sort_order=sideways',
    'status=pending;',
    'assigned_to=someone',
    'date_from=yesterday',
    'date_from=2026-02-30',
    'date_to=0000-00-00',
    'assigned_to=3000000000',
    'is_return_trip=maybe',
  ])('rejects %s with 422', async (query) => {
    expect((await get(`/api/bus-quote/paginated?${query}`)).statusCode).toBe(422);
  });

  it('is open to managers too', async () => {
    expect((await get('/api/bus-quote/paginated', managerAuth)).statusCode).toBe(200);
  });
});

describe('the lead workflow', () => {
  it('moves new → contacted → quoted → converted, refusing skips, and records who did what', async () => {
    const [lead] = await seedLeads(app, [{ full_name: 'Workflow Lead' }]);
    const patch = (payload: object, headers = managerAuth) =>
      app.inject({ method: 'PATCH', url: `/api/bus-quote/${lead!.id}`, headers, payload });
    expect((await patch({ status: 'quoted' })).statusCode).toBe(422);
    expect((await patch({ status: 'contacted' })).json()).toMatchObject({ status: 'contacted' });
    expect((await patch({ status: 'quoted', priority: 'high' })).json()).toMatchObject({
      status: 'quoted',
      priority: 'high',
    });
    expect((await patch({ status: 'converted' })).json().status).toBe('converted');
    expect((await patch({ status: 'lost' })).statusCode).toBe(422);
    const history = (await get(`/api/bus-quote/${lead!.id}/activity`, managerAuth)).json();
    expect(
      history.map((event: { kind: string; to_value: string }) => `${event.kind}:${event.to_value}`),
    ).toEqual(['status:contacted', 'status:quoted', 'priority:high', 'status:converted']);
    expect(history[0].actor_name).toBe('Máire Manager');
  });

  it('lost can reopen as new; an empty change is refused', async () => {
    const [lead] = await seedLeads(app, [{ full_name: 'Lost Lead', status: 'lost' }]);
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/bus-quote/${lead!.id}`,
        headers: managerAuth,
        payload,
      });
    expect((await patch({})).statusCode).toBe(422);
    expect((await patch({ status: 'new' })).json().status).toBe('new');
  });

  it('assigns to staff only, shows the assignee name, and unassigns with null', async () => {
    const [lead] = await seedLeads(app, [{ full_name: 'Assign Me' }]);
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/bus-quote/${lead!.id}`,
        headers: managerAuth,
        payload,
      });
    const plainUser = await createUser(app, 3);
    expect((await patch({ assigned_to: plainUser.id })).statusCode).toBe(422);
    expect((await patch({ assigned_to: manager.id })).json()).toMatchObject({
      assigned_to: manager.id,
      assigned_to_name: 'Máire Manager',
    });
    expect(
      (await get('/api/bus-quote/paginated?assigned_to=me', managerAuth))
        .json()
        .data.map((row: { id: number }) => row.id),
    ).toContain(lead!.id);
    expect((await patch({ assigned_to: null })).json().assigned_to).toBeNull();
  });

  it('keeps notes with their author and logs them in the history', async () => {
    const [lead] = await seedLeads(app, [{ full_name: 'Note Lead' }]);
    const add = await app.inject({
      method: 'POST',
      url: `/api/bus-quote/${lead!.id}/notes`,
      headers: managerAuth,
      payload: { body: 'Rang them — call back Tuesday' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      body: 'Rang them — call back Tuesday',
      author_name: 'Máire Manager',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/bus-quote/${lead!.id}/notes`,
          headers: managerAuth,
          payload: { body: '   ' },
        })
      ).statusCode,
    ).toBe(422);
    expect((await get(`/api/bus-quote/${lead!.id}/notes`)).json()).toHaveLength(1);
    expect((await get(`/api/bus-quote/${lead!.id}/activity`)).json().at(-1).kind).toBe('note');
  });

  it('answers a missing lead with 404 and a bad id with 422', async () => {
    expect((await get('/api/bus-quote/999999')).json()).toEqual({ message: 'Lead not found' });
    expect((await get('/api/bus-quote/abc')).statusCode).toBe(422);
    expect((await get('/api/bus-quote/999999/notes')).statusCode).toBe(404);
  });

  it('refuses ids beyond what the database can hold with 422, not a failed query', async () => {
    const [lead] = await seedLeads(app, [{ full_name: 'Huge Id' }]);
    const send = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      app.inject({ method, url, headers: adminAuth, payload });
    const assign = await send('PATCH', `/api/bus-quote/${lead!.id}`, {
      assigned_to: 3_000_000_000,
    });
    expect(assign.statusCode).toBe(422);
    expect(assign.json().errors).toHaveProperty('assigned_to');
    const bulk = await send('POST', '/api/bus-quote/bulk-delete', {
      ids: [lead!.id, 3_000_000_000],
    });
    expect(bulk.statusCode).toBe(422);
    expect((await get(`/api/bus-quote/${lead!.id}`)).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('managers may not delete; admins delete one, or several all-or-nothing', async () => {
    const seeded = await seedLeads(app, [
      { full_name: 'Del 1' },
      { full_name: 'Del 2' },
      { full_name: 'Del 3' },
    ]);
    const [one, two, three] = seeded.map((lead) => lead.id);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/bus-quote/${one}`, headers: managerAuth }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/bus-quote/${one}`, headers: adminAuth }))
        .statusCode,
    ).toBe(204);
    const partial = await app.inject({
      method: 'POST',
      url: '/api/bus-quote/bulk-delete',
      headers: adminAuth,
      payload: { ids: [two, three, 999999] },
    });
    expect(partial.statusCode).toBe(404);
    expect((await get(`/api/bus-quote/${two}`)).statusCode).toBe(200);
    const whole = await app.inject({
      method: 'POST',
      url: '/api/bus-quote/bulk-delete',
      headers: adminAuth,
      payload: { ids: [two, three] },
    });
    expect(whole.json()).toEqual({ deleted: 2 });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/bus-quote/bulk-delete',
          headers: adminAuth,
          payload: { ids: [] },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('GET /api/bus-quote/export/csv', () => {
  it('exports selected ids with a BOM, the spec file name, no-store, and neutralised formulas', async () => {
    const list = (await get('/api/bus-quote/paginated?search=formula')).json().data;
    const response = await get(`/api/bus-quote/export/csv?ids=${list[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bus_quotes_selected.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFFID,Created,Full Name')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("'+353 87 1");
    expect(lines[1]).toContain('"Line one\nLine ""two"", with comma"');
  });

  it('exports the filtered list by name, unicode intact', async () => {
    const response = await get('/api/bus-quote/export/csv?search=murphy');
    expect(response.headers['content-disposition']).toContain('bus_quotes_filtered.csv');
    expect(response.body).toContain('Seán Murphy');
    expect(response.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('is for admins only and validates ids', async () => {
    expect((await get('/api/bus-quote/export/csv', managerAuth)).statusCode).toBe(403);
    expect((await get('/api/bus-quote/export/csv?ids=1,abc')).statusCode).toBe(422);
    expect((await get('/api/bus-quote/export/csv?ids=0')).statusCode).toBe(422);
    expect((await get('/api/bus-quote/export/csv?ids=1,5000000000')).statusCode).toBe(422);
    const all = await get('/api/bus-quote/export/csv');
    expect(all.headers['content-disposition']).toContain('bus_quotes_export.csv');
  });

  it('refuses an impossible date with 422 before it starts the file', async () => {
    const response = await get('/api/bus-quote/export/csv?date_from=2026-02-30');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('date_from');
  });
});

describe('dashboards', () => {
  it('computes the admin figures from the data', async () => {
    const body = (await get('/api/dashboard/admin')).json();
    const total = (await get('/api/bus-quote/paginated')).json().total;
    expect(body.total_leads).toBe(total);
    expect(body.this_month).toBe(total);
    expect(body.leads_per_day).toHaveLength(30);
    expect(body.leads_per_day.at(-1).count).toBe(total);
    expect(body.pending).toBe(
      body.by_status.new + body.by_status.contacted + body.by_status.quoted,
    );
    expect(body.recent_activity.length).toBeGreaterThan(0);
    expect((await get('/api/dashboard/admin', managerAuth)).statusCode).toBe(403);
  });

  it("computes a manager's own figures", async () => {
    const [lead] = await seedLeads(app, [{ full_name: 'Mine', assigned_to: manager.id }]);
    const body = (await get('/api/dashboard/manager', managerAuth)).json();
    expect(body.my_leads).toBeGreaterThanOrEqual(1);
    expect(body.todays_tasks.map((task: { id: number }) => task.id)).toContain(lead!.id);
    expect(body.success_rate).toBeGreaterThanOrEqual(0);
  });
});
