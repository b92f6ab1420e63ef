import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_INVITES_AT_ONCE } from '@shared/marketplace/invitations';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { eventsOfLead, inDays } from '../../test/leads';
import { inviteOperator, seedOperator } from '../../test/marketplace';
import { DUBLIN, useMatchingJobs } from '../../test/matching-jobs';
import { ASSIGNED_TO_SOMEONE_ELSE } from '../leads';
import { LEAD_NOT_TAKING_QUOTES } from './invite-by-hand';

const { app, match, scheduled, seedLead, corkCompany, invitesOf, messagesOf } = useMatchingJobs();

type Auth = ReturnType<typeof bearer>;
const staff = {} as {
  admin: Auth;
  manager: Auth;
  colleague: Auth;
  managerId: number;
  adminId: number;
};
beforeAll(async () => {
  const admin = await createUser(app(), 1, { name: 'Órla Admin' });
  const manager = await createUser(app(), 2, { name: 'Máire Manager' });
  const colleague = await createUser(app(), 2, { name: 'Ciarán Colleague' });
  Object.assign(staff, {
    admin: bearer(await tokenFor(app(), admin)),
    manager: bearer(await tokenFor(app(), manager)),
    colleague: bearer(await tokenFor(app(), colleague)),
    managerId: manager.id,
    adminId: admin.id,
  });
});

const invite = (leadId: number | string, payload: unknown, headers: Auth = staff.admin) =>
  app().inject({
    method: 'POST',
    url: `/api/bus-quote/${leadId}/invitations`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const dublinCompany = (name: string) =>
  seedOperator(app().db, {
    company_name: name,
    counties: ['Dublin'],
    base_lat: DUBLIN.lat,
    base_lng: DUBLIN.lng,
    phone: '087 111 2222',
  });

describe('POST /api/bus-quote/:id/invitations', () => {
  it('invites the picked companies as a wave does, outside the rules on purpose, and says who invited them', async () => {
    const lead = await seedLead();
    const near = await corkCompany({ company_name: 'Leeside Coaches' });
    const far = await dublinCompany('Liffey Coaches');

    const response = await invite(lead.id, { operator_ids: [near.id, far.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      invited: [
        { operator_id: near.id, company_name: 'Leeside Coaches' },
        { operator_id: far.id, company_name: 'Liffey Coaches' },
      ],
      already_invited: [],
    });

    const invites = await invitesOf(lead.id);
    expect(invites.map((row) => [row.operator_id, row.wave, row.status])).toEqual([
      [near.id, 1, 'invited'],
      [far.id, 1, 'invited'],
    ]);
    expect(invites[0]!.reason).toBe(
      'invited by Órla Admin; serves Cork; 49-seat Coach; no recent leads yet',
    );
    expect(invites[1]!.reason).toMatch(
      /^invited by Órla Admin; outside the matching rules: does not serve Cork, based 2\d\d km from the pick-up$/,
    );
    const events = (await eventsOfLead(app(), lead.id)).filter((e) => e.kind === 'invited');
    expect(events.map((e) => [e.actor_id, e.to_value])).toEqual([
      [staff.adminId, 'Leeside Coaches'],
      [staff.adminId, 'Liffey Coaches'],
    ]);

    // The same messages as a wave: an email each, and an SMS to the company with a mobile.
    const sent = await messagesOf(lead.id);
    expect(sent.map((m) => [m.message_key, m.recipient])).toEqual([
      [`lead:${lead.id}:invite:${near.id}:email`, near.email],
      [`lead:${lead.id}:invite:${far.id}:email`, far.email],
      [`lead:${lead.id}:invite:${far.id}:sms`, '+353871112222'],
    ]);
    // Its link opens the company's page.
    const token = /\/respond\/([\w.-]+)/.exec(sent[1]!.body_text)![1]!;
    const page = await app().inject({ method: 'GET', url: `/api/respond/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().company_name).toBe('Liffey Coaches');
  });

  it('skips companies already invited and reports them, sending them nothing again', async () => {
    const lead = await seedLead();
    const first = await corkCompany({ company_name: 'First Coaches' });
    const second = await corkCompany({ company_name: 'Second Coaches' });
    await invite(lead.id, { operator_ids: [first.id] });
    const before = (await messagesOf(lead.id)).length;

    const response = await invite(lead.id, { operator_ids: [first.id, second.id, first.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      invited: [{ operator_id: second.id, company_name: 'Second Coaches' }],
      already_invited: [{ operator_id: first.id, company_name: 'First Coaches' }],
    });
    expect((await invitesOf(lead.id)).map((row) => row.operator_id)).toEqual([first.id, second.id]);
    expect((await messagesOf(lead.id)).length).toBe(before + 1);

    const again = await invite(lead.id, { operator_ids: [second.id] });
    expect(again.json()).toEqual({
      invited: [],
      already_invited: [{ operator_id: second.id, company_name: 'Second Coaches' }],
    });
  });

  it('joins the lead’s current wave', async () => {
    const lead = await seedLead();
    const matched = await corkCompany();
    await inviteOperator(app(), lead.id, matched.id, { wave: 3 });
    const extra = await corkCompany();
    await invite(lead.id, { operator_ids: [extra.id] });
    expect((await invitesOf(lead.id)).map((row) => row.wave)).toEqual([3, 3]);
  });

  it('leaves the matching job its first wave and timers when staff invite before it runs', async () => {
    const lead = await seedLead();
    const picked = await dublinCompany('Picked By Hand Coaches');
    const matched = await corkCompany({ company_name: 'Matched Coaches' });
    await invite(lead.id, { operator_ids: [picked.id] });

    await match(lead.id);
    const invites = await invitesOf(lead.id);
    expect(invites.map((row) => [row.operator_id, row.wave])).toEqual([
      [picked.id, 1],
      [matched.id, 1],
    ]);
    expect(await scheduled(lead.id, 'lead.widen')).toHaveLength(1);
    expect(await scheduled(lead.id, 'lead.no-quote-alert')).toHaveLength(1);

    // A repeated job finds its wave sent: nobody twice, no second timers.
    await match(lead.id);
    expect(await invitesOf(lead.id)).toHaveLength(2);
    expect(await scheduled(lead.id, 'lead.widen')).toHaveLength(1);
  });

  it('refuses companies that may not take leads (not verified, suspended, insurance expired): nobody is invited', async () => {
    const lead = await seedLead();
    const good = await corkCompany({ company_name: 'Good Coaches' });
    const pending = await corkCompany({ company_name: 'Pending Coaches', status: 'pending' });
    const suspended = await corkCompany({ company_name: 'Suspended Coaches', status: 'suspended' });
    const lapsed = await corkCompany({
      company_name: 'Lapsed Coaches',
      insurance_expires_on: inDays(-1),
    });
    const response = await invite(lead.id, {
      operator_ids: [good.id, pending.id, suspended.id, lapsed.id],
    });
    expect(response.statusCode).toBe(422);
    const message =
      'Only verified, insured companies can be invited: Pending Coaches (not verified), ' +
      'Suspended Coaches (suspended), Lapsed Coaches (insurance expired). Nobody was invited.';
    expect(response.json()).toEqual({ message, errors: { operator_ids: [message] } });
    for (const company of [pending, suspended, lapsed]) {
      const alone = await invite(lead.id, { operator_ids: [company.id] });
      expect(alone.statusCode, company.company_name).toBe(422);
    }
    expect(await invitesOf(lead.id)).toEqual([]);
    expect(await messagesOf(lead.id)).toEqual([]);
  });

  it('refuses an unknown company (422) and a closed lead (409), inviting nobody', async () => {
    const lead = await seedLead();
    const good = await corkCompany();
    const unknown = await invite(lead.id, { operator_ids: [good.id, 2_000_000_000] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Bus company not found: 2000000000. Nobody was invited.');

    for (const closed of [
      await seedLead({ status: 'converted' }),
      await seedLead({ status: 'lost' }),
      await seedLead({ is_spam: true }),
      await seedLead({ date_of_travel: inDays(-1) }),
    ]) {
      const response = await invite(closed.id, { operator_ids: [good.id] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: LEAD_NOT_TAKING_QUOTES });
      expect(await invitesOf(closed.id)).toEqual([]);
    }
    expect(await invitesOf(lead.id)).toEqual([]);
  });

  it('keeps a manager to their own and unassigned leads, and inviting claims an unassigned one', async () => {
    const company = await corkCompany();
    const theirs = await seedLead({ assigned_to: staff.managerId });
    const response = await invite(theirs.id, { operator_ids: [company.id] }, staff.colleague);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ASSIGNED_TO_SOMEONE_ELSE });
    expect(await invitesOf(theirs.id)).toEqual([]);
    expect(
      (await invite(theirs.id, { operator_ids: [company.id] }, staff.manager)).statusCode,
    ).toBe(200);

    const unassigned = await seedLead();
    expect(
      (await invite(unassigned.id, { operator_ids: [company.id] }, staff.manager)).statusCode,
    ).toBe(200);
    const lead = await app().inject({
      method: 'GET',
      url: `/api/bus-quote/${unassigned.id}`,
      headers: staff.admin,
    });
    expect(lead.json().assigned_to).toBe(staff.managerId);
    const history = await eventsOfLead(app(), unassigned.id);
    expect(history.map((e) => [e.kind, e.actor_id])).toEqual([
      ['assigned', staff.managerId],
      ['invited', staff.managerId],
    ]);

    // A refused invitation claims nothing; an admin's never does.
    const other = await seedLead();
    const suspended = await corkCompany({ status: 'suspended' });
    await invite(other.id, { operator_ids: [suspended.id] }, staff.manager);
    await invite(other.id, { operator_ids: [company.id] }, staff.admin);
    expect((await eventsOfLead(app(), other.id)).map((e) => e.kind)).toEqual(['invited']);
  });

  it('refuses bad input with a 422 naming operator_ids (or one of them), and an unknown lead with a 404', async () => {
    const lead = await seedLead();
    const company = await corkCompany();
    const cases: [string, unknown][] = [
      ['missing', {}],
      ['null', { operator_ids: null }],
      ['a string', { operator_ids: 'all' }],
      ['a number', { operator_ids: company.id }],
      ['ids as strings', { operator_ids: [String(company.id)] }],
      ['a fraction', { operator_ids: [1.5] }],
      ['zero', { operator_ids: [0] }],
      ['negative', { operator_ids: [-3] }],
      ['too large', { operator_ids: [2 ** 31] }],
      ['empty', { operator_ids: [] }],
      [
        'too many',
        { operator_ids: Array.from({ length: MAX_INVITES_AT_ONCE + 1 }, (_, i) => i + 1) },
      ],
      ['an injection', { operator_ids: ['1; drop table lead_invites'] }],
    ];
    for (const [label, payload] of cases) {
      const response = await invite(lead.id, payload);
      expect(response.statusCode, label).toBe(422);
      const fields = Object.keys(response.json().errors ?? {});
      expect(fields.length, label).toBeGreaterThan(0);
      expect(
        fields.every((field) => field.startsWith('operator_ids')),
        label,
      ).toBe(true);
    }
    const empty = await invite(lead.id, { operator_ids: [] });
    expect(empty.json().errors.operator_ids).toEqual(['Choose at least one company']);
    expect((await invite(lead.id, undefined)).statusCode).toBe(422);
    expect((await invite('abc', { operator_ids: [company.id] })).statusCode).toBe(422);
    const missing = await invite(2_000_000_000, { operator_ids: [company.id] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Lead not found' });
    expect(await invitesOf(lead.id)).toEqual([]);
  });

  it('is for staff only', async () => {
    const lead = await seedLead();
    const company = await corkCompany();
    const user = bearer(await tokenFor(app(), await createUser(app(), 3)));
    expect((await invite(lead.id, { operator_ids: [company.id] }, user)).statusCode).toBe(403);
    const anonymous = await app().inject({
      method: 'POST',
      url: `/api/bus-quote/${lead.id}/invitations`,
      payload: { operator_ids: [company.id] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await invitesOf(lead.id)).toEqual([]);
  });
});
