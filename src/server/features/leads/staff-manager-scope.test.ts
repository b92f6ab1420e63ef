import { describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { useStaffLeads } from '../../test/staff-leads';
import { ASSIGNED_TO_SOMEONE_ELSE, ASSIGN_ONLY_TO_YOURSELF } from './workflow';

const { app, manager, adminAuth, managerAuth, get } = useStaffLeads();

const patch = (leadId: number, payload: object, headers: object) =>
  app().inject({
    method: 'PATCH',
    url: `/api/bus-quote/${leadId}`,
    headers: { ...headers },
    payload,
  });
const note = (leadId: number, body: string, headers: object) =>
  app().inject({
    method: 'POST',
    url: `/api/bus-quote/${leadId}/notes`,
    headers: { ...headers },
    payload: { body },
  });

async function otherManager() {
  const user = await createUser(app(), 2, { name: 'Ciarán Colleague' });
  return { user, auth: bearer(await tokenFor(app(), user)) };
}

describe("a manager and another manager's lead", () => {
  it('may read it, but not change its status, priority or assignee, nor add a note (403)', async () => {
    const colleague = await otherManager();
    const [lead] = await seedLeads(app(), [
      { full_name: 'Theirs', assigned_to: colleague.user.id },
    ]);
    expect((await get(`/api/bus-quote/${lead!.id}`, managerAuth())).statusCode).toBe(200);
    for (const payload of [
      { status: 'contacted' },
      { priority: 'high' },
      { assigned_to: manager().id },
      { assigned_to: null },
    ]) {
      const response = await patch(lead!.id, payload, managerAuth());
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json()).toEqual({ message: ASSIGNED_TO_SOMEONE_ELSE });
    }
    expect((await note(lead!.id, 'Sneaky note', managerAuth())).statusCode).toBe(403);
    const after = (await get(`/api/bus-quote/${lead!.id}`)).json();
    expect(after).toMatchObject({
      status: 'new',
      priority: 'medium',
      assigned_to: colleague.user.id,
    });
    expect((await get(`/api/bus-quote/${lead!.id}/notes`)).json()).toEqual([]);
    expect((await get(`/api/bus-quote/${lead!.id}/activity`)).json()).toEqual([]);
  });

  it('is still worked by its own manager and by any admin', async () => {
    const colleague = await otherManager();
    const [lead] = await seedLeads(app(), [
      { full_name: 'Shared', assigned_to: colleague.user.id },
    ]);
    expect((await patch(lead!.id, { status: 'contacted' }, colleague.auth)).statusCode).toBe(200);
    expect((await note(lead!.id, 'Rang them', colleague.auth)).statusCode).toBe(201);
    expect((await patch(lead!.id, { priority: 'high' }, adminAuth())).statusCode).toBe(200);
    const reassigned = await patch(lead!.id, { assigned_to: manager().id }, adminAuth());
    expect(reassigned.json().assigned_to).toBe(manager().id);
    expect((await patch(lead!.id, { status: 'quoted' }, managerAuth())).statusCode).toBe(200);
  });
});

describe('a manager and an unassigned lead', () => {
  it('claims it by working it: a status change or a note assigns it to them, first in the history', async () => {
    const [byStatus, byNote] = await seedLeads(app(), [
      { full_name: 'Claimed By Status' },
      { full_name: 'Claimed By Note' },
    ]);
    const changed = await patch(byStatus!.id, { status: 'contacted' }, managerAuth());
    expect(changed.json()).toMatchObject({ status: 'contacted', assigned_to: manager().id });
    expect((await note(byNote!.id, 'Left a voicemail', managerAuth())).statusCode).toBe(201);
    expect((await get(`/api/bus-quote/${byNote!.id}`)).json().assigned_to).toBe(manager().id);
    for (const lead of [byStatus!, byNote!]) {
      const kinds = (await get(`/api/bus-quote/${lead.id}/activity`))
        .json()
        .map((event: { kind: string; actor_name: string }) => `${event.kind}:${event.actor_name}`);
      expect(kinds).toEqual([
        'assigned:Máire Manager',
        expect.stringMatching(/^(status|note):Máire Manager$/),
      ]);
    }
  });

  it('may assign it only to themselves, and unassign only their own', async () => {
    const colleague = await otherManager();
    const [lead] = await seedLeads(app(), [{ full_name: 'Up For Grabs' }]);
    const toColleague = await patch(lead!.id, { assigned_to: colleague.user.id }, managerAuth());
    expect(toColleague.statusCode).toBe(403);
    expect(toColleague.json()).toEqual({ message: ASSIGN_ONLY_TO_YOURSELF });
    expect((await patch(lead!.id, { assigned_to: manager().id }, managerAuth())).statusCode).toBe(
      200,
    );
    expect((await patch(lead!.id, { assigned_to: null }, colleague.auth)).statusCode).toBe(403);
    expect((await patch(lead!.id, { assigned_to: null }, managerAuth())).json().assigned_to).toBe(
      null,
    );
  });

  it('stays unassigned when an admin works it', async () => {
    const [lead] = await seedLeads(app(), [{ full_name: 'Admin Touch' }]);
    expect((await patch(lead!.id, { status: 'contacted' }, adminAuth())).json().assigned_to).toBe(
      null,
    );
    expect((await note(lead!.id, 'Admin note', adminAuth())).statusCode).toBe(201);
    expect((await get(`/api/bus-quote/${lead!.id}`)).json().assigned_to).toBeNull();
  });
});
