import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { useStaffLeads } from '../../test/staff-leads';

const { app, manager, adminAuth, managerAuth, get } = useStaffLeads();

describe('the lead workflow', () => {
  it('moves new → contacted → quoted → converted, refusing skips, and records who did what (a manager claiming the lead first)', async () => {
    const [lead] = await seedLeads(app(), [{ full_name: 'Workflow Lead' }]);
    const patch = (payload: object, headers = managerAuth()) =>
      app().inject({ method: 'PATCH', url: `/api/bus-quote/${lead!.id}`, headers, payload });
    expect((await patch({ status: 'quoted' })).statusCode).toBe(422);
    expect((await patch({ status: 'contacted' })).json()).toMatchObject({ status: 'contacted' });
    expect((await patch({ status: 'quoted', priority: 'high' })).json()).toMatchObject({
      status: 'quoted',
      priority: 'high',
    });
    expect((await patch({ status: 'converted' })).json().status).toBe('converted');
    expect((await patch({ status: 'lost' })).statusCode).toBe(422);
    const history = (await get(`/api/bus-quote/${lead!.id}/activity`, managerAuth())).json();
    expect(
      history.map((event: { kind: string; to_value: string }) => `${event.kind}:${event.to_value}`),
    ).toEqual([
      `assigned:${manager().id}`,
      'status:contacted',
      'status:quoted',
      'priority:high',
      'status:converted',
    ]);
    expect(history[0].actor_name).toBe('Máire Manager');
  });

  it('lost can reopen as new; an empty change is refused', async () => {
    const [lead] = await seedLeads(app(), [{ full_name: 'Lost Lead', status: 'lost' }]);
    const patch = (payload: object) =>
      app().inject({
        method: 'PATCH',
        url: `/api/bus-quote/${lead!.id}`,
        headers: managerAuth(),
        payload,
      });
    expect((await patch({})).statusCode).toBe(422);
    expect((await patch({ status: 'new' })).json().status).toBe('new');
  });

  it('assigns to staff only, shows the assignee name, and unassigns with null', async () => {
    const [lead] = await seedLeads(app(), [{ full_name: 'Assign Me' }]);
    const patch = (payload: object) =>
      app().inject({
        method: 'PATCH',
        url: `/api/bus-quote/${lead!.id}`,
        headers: managerAuth(),
        payload,
      });
    const plainUser = await createUser(app(), 3);
    const byAdmin = await app().inject({
      method: 'PATCH',
      url: `/api/bus-quote/${lead!.id}`,
      headers: adminAuth(),
      payload: { assigned_to: plainUser.id },
    });
    expect(byAdmin.statusCode).toBe(422);
    expect((await patch({ assigned_to: manager().id })).json()).toMatchObject({
      assigned_to: manager().id,
      assigned_to_name: 'Máire Manager',
    });
    expect(
      (await get('/api/bus-quote/paginated?assigned_to=me', managerAuth()))
        .json()
        .data.map((row: { id: number }) => row.id),
    ).toContain(lead!.id);
    expect((await patch({ assigned_to: null })).json().assigned_to).toBeNull();
  });

  it('keeps notes with their author and logs them in the history', async () => {
    const [lead] = await seedLeads(app(), [{ full_name: 'Note Lead' }]);
    const add = await app().inject({
      method: 'POST',
      url: `/api/bus-quote/${lead!.id}/notes`,
      headers: managerAuth(),
      payload: { body: 'Rang them — call back Tuesday' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      body: 'Rang them — call back Tuesday',
      author_name: 'Máire Manager',
    });
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/bus-quote/${lead!.id}/notes`,
          headers: managerAuth(),
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
    const [lead] = await seedLeads(app(), [{ full_name: 'Huge Id' }]);
    const send = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      app().inject({ method, url, headers: adminAuth(), payload });
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
    const seeded = await seedLeads(app(), [
      { full_name: 'Del 1' },
      { full_name: 'Del 2' },
      { full_name: 'Del 3' },
    ]);
    const [one, two, three] = seeded.map((lead) => lead.id);
    expect(
      (
        await app().inject({
          method: 'DELETE',
          url: `/api/bus-quote/${one}`,
          headers: managerAuth(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app().inject({ method: 'DELETE', url: `/api/bus-quote/${one}`, headers: adminAuth() }))
        .statusCode,
    ).toBe(204);
    const partial = await app().inject({
      method: 'POST',
      url: '/api/bus-quote/bulk-delete',
      headers: adminAuth(),
      payload: { ids: [two, three, 999999] },
    });
    expect(partial.statusCode).toBe(404);
    expect((await get(`/api/bus-quote/${two}`)).statusCode).toBe(200);
    const whole = await app().inject({
      method: 'POST',
      url: '/api/bus-quote/bulk-delete',
      headers: adminAuth(),
      payload: { ids: [two, three] },
    });
    expect(whole.json()).toEqual({ deleted: 2 });
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/bus-quote/bulk-delete',
          headers: adminAuth(),
          payload: { ids: [] },
        })
      ).statusCode,
    ).toBe(422);
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
    expect((await get('/api/dashboard/admin', managerAuth())).statusCode).toBe(403);
  });

  it("computes a manager's own figures", async () => {
    const [lead] = await seedLeads(app(), [{ full_name: 'Mine', assigned_to: manager().id }]);
    const body = (await get('/api/dashboard/manager', managerAuth())).json();
    expect(body.my_leads).toBeGreaterThanOrEqual(1);
    expect(body.todays_tasks.map((task: { id: number }) => task.id)).toContain(lead!.id);
    expect(body.success_rate).toBeGreaterThanOrEqual(0);
  });
});
