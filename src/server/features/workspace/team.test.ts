import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, messages, users } from '../../db/schema';
import {
  TEST_PASSWORD,
  bearer,
  createCompanyUser,
  createUser,
  tokenFor,
} from '../../test/auth-helpers';
import { seedOperator } from '../../test/marketplace';
import { useTestSetup } from '../../test/test-app';

/** Issue #20 item 3, teammates (docs/product.md#team). */

const setup = useTestSetup({}, async (app) => {
  const staff = await createUser(app, 2, { email: 'manager@coachhire.example.ie' });
  const rebel = await seedOperator(app.db, { company_name: 'Rebel Coaches' });
  const other = await seedOperator(app.db, { company_name: 'Atlantic Tours' });
  const owner = await createCompanyUser(app, rebel.id, { name: 'Niamh Walsh' });
  const dispatcher = await createCompanyUser(app, rebel.id, { company_role: 'dispatcher' });
  const otherDispatcher = await createCompanyUser(app, other.id, {
    company_role: 'dispatcher',
    email: 'dispatch@atlantic.example.ie',
  });
  return {
    staff,
    rebel,
    owner,
    otherDispatcher,
    ownerAuth: bearer(await tokenFor(app, owner)),
    dispatcherAuth: bearer(await tokenFor(app, dispatcher)),
  };
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  setup().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const invite = (headers: Headers, payload: object) =>
  call('POST', '/api/operator/team', headers, payload);

/** The set-password link emailed to `email`: its token. */
async function linkSentTo(email: string): Promise<string> {
  const [message] = await setup()
    .app.db.select()
    .from(messages)
    .where(and(eq(messages.recipient, email), like(messages.message_key, '%password%')))
    .orderBy(desc(messages.id))
    .limit(1);
  const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(message?.body_text ?? '')?.[1];
  expect(token, 'set-password link').toBeDefined();
  return token!;
}

describe('the company’s team', () => {
  it('invites a dispatcher who sets a password, signs in and sees the company’s workspace', async () => {
    const { rebel, ownerAuth } = setup();
    const created = await invite(ownerAuth, {
      name: 'Tomás Ryan',
      email: 'Tomas@Rebel.example.ie',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().teammate).toMatchObject({
      name: 'Tomás Ryan',
      company_role: 'dispatcher',
      status: 'pending',
    });
    const [row] = await setup()
      .app.db.select()
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.user_id, users.id))
      .where(eq(users.id, created.json().teammate.id));
    expect(row?.users.role_id).toBe(4);
    expect(row?.company_members).toMatchObject({
      operator_id: rebel.id,
      company_role: 'dispatcher',
    });

    const team = (await call('GET', '/api/operator/team', ownerAuth)).json();
    expect(team.data.map((member: { name: string }) => member.name)).toContain('Tomás Ryan');
    expect(JSON.stringify(team)).not.toContain('atlantic');

    const token = await linkSentTo(created.json().teammate.email);
    const set = await setup().app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: TEST_PASSWORD },
    });
    expect(set.statusCode).toBeLessThan(300);
    const login = await setup().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tomas@rebel.example.ie', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const auth = bearer(login.json().token);
    const profile = await call('GET', '/api/operator/company', auth);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      company: { company_name: 'Rebel Coaches' },
      your_role: 'dispatcher',
    });
  });

  it('refuses an email any account already uses, without saying whose', async () => {
    const { ownerAuth, staff, otherDispatcher } = setup();
    for (const email of [staff.email, otherDispatcher.email.toUpperCase()]) {
      const refused = await invite(ownerAuth, { name: 'Someone', email });
      expect(refused.statusCode, email).toBe(422);
      expect(refused.json().errors).toEqual({ email: ['This email is already in use'] });
      expect(refused.body).not.toContain('Atlantic');
    }
    const bad = await invite(ownerAuth, { name: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name']);
  });

  it('lets a dispatcher see the team but neither invite nor remove', async () => {
    const { dispatcherAuth, owner } = setup();
    expect((await call('GET', '/api/operator/team', dispatcherAuth)).json()).toMatchObject({
      your_role: 'dispatcher',
    });
    const invited = await invite(dispatcherAuth, { name: 'Aoife', email: 'aoife@example.ie' });
    expect(invited.statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/operator/team/${owner.id}`, dispatcherAuth)).statusCode,
    ).toBe(403);
  });

  it('removes a teammate, whose token stops working at once; never oneself or another company’s', async () => {
    const { rebel, owner, ownerAuth, otherDispatcher } = setup();
    const teammate = await createCompanyUser(setup().app, rebel.id, { company_role: 'dispatcher' });
    const auth = bearer(await tokenFor(setup().app, teammate));
    expect((await call('GET', '/api/operator/company', auth)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/operator/team/${teammate.id}`, ownerAuth);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/operator/company', auth)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/operator/team/${teammate.id}`, ownerAuth)).statusCode).toBe(
      404,
    );

    const self = await call('DELETE', `/api/operator/team/${owner.id}`, ownerAuth);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove yourself');
    const others = await call('DELETE', `/api/operator/team/${otherDispatcher.id}`, ownerAuth);
    expect(others.statusCode).toBe(404);
    const [still] = await setup()
      .app.db.select()
      .from(users)
      .where(eq(users.id, otherDispatcher.id));
    expect(still).toBeDefined();
  });

  it('sends the invitation again with a new link; only the newest link opens the account', async () => {
    const { ownerAuth, dispatcherAuth, owner, otherDispatcher } = setup();
    const created = await invite(ownerAuth, {
      name: 'Ciara Byrne',
      email: 'ciara@rebel.example.ie',
    });
    const id = created.json().teammate.id as number;
    const first = await linkSentTo('ciara@rebel.example.ie');

    const again = await call('POST', `/api/operator/team/${id}/invitation`, ownerAuth);
    expect(again.statusCode).toBe(202);
    expect(again.json().teammate).toMatchObject({ id, status: 'pending' });
    const second = await linkSentTo('ciara@rebel.example.ie');
    expect(second).not.toBe(first);

    const setWith = (token: string) =>
      setup().app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token, password: TEST_PASSWORD },
      });
    expect((await setWith(first)).statusCode).toBe(404);
    expect((await setWith(second)).statusCode).toBeLessThan(300);

    const joined = await call('POST', `/api/operator/team/${id}/invitation`, ownerAuth);
    expect(joined.statusCode).toBe(409);
    expect(joined.json().message).toBe('They have already set a password and can sign in');
    const byDispatcher = await call('POST', `/api/operator/team/${id}/invitation`, dispatcherAuth);
    expect(byDispatcher.statusCode).toBe(403);
    for (const other of [otherDispatcher.id, 999_999]) {
      const notOurs = await call('POST', `/api/operator/team/${other}/invitation`, ownerAuth);
      expect(notOurs.statusCode, String(other)).toBe(404);
    }
    expect(
      (await call('POST', `/api/operator/team/${owner.id}/invitation`, ownerAuth)).statusCode,
    ).toBe(409);
  });

  it('is closed to staff and to anyone signed out', async () => {
    const { staff } = setup();
    const staffAuth = bearer(await tokenFor(setup().app, staff));
    expect((await call('GET', '/api/operator/team', staffAuth)).statusCode).toBe(403);
    expect((await call('GET', '/api/operator/team', {})).statusCode).toBe(401);
  });
});
