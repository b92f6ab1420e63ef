import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_NOT_VALID } from '@shared/auth/password-reset';
import { companyMembers, users } from '../../db/schema';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { useApplications } from '../../test/applications';

const { setup, lastEmail, adminCall, appliedAndConfirmed } = useApplications();

const NEW_PASSWORD = 'the company chose this one';

/** The token in the approval email's set-password link. */
async function setPasswordTokenSentTo(email: string): Promise<string> {
  const message = await lastEmail(email, 'approved');
  const token = /\/set-password\/([A-Za-z0-9_-]{43})/.exec(message?.body_text ?? '')?.[1];
  expect(token, 'set-password link').toBeDefined();
  return token!;
}

const inject = (method: 'GET' | 'POST', url: string, options: object = {}) =>
  setup().app.inject({ method, url, ...options });

const signIn = (email: string, password: string) =>
  inject('POST', '/api/auth/login', { payload: { email, password } });

describe('a company account, from approval to signing in (docs/product.md#company-accounts)', () => {
  it('approval creates the owner, emails a link that sets the password once, and the owner signs in', async () => {
    const { data, id } = await appliedAndConfirmed();
    expect((await adminCall('POST', `/api/operators/${id}/verify`)).statusCode).toBe(200);

    const [account] = await setup()
      .app.db.select({ user: users, member: companyMembers })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.user_id, users.id))
      .where(eq(users.email, data.email));
    expect(account).toMatchObject({
      user: { role_id: 4, status: 'pending', name: data.contact_name },
      member: { operator_id: id, company_role: 'owner' },
    });
    // Pending until the link is used: no password works, not even a guessed one.
    expect((await signIn(data.email, NEW_PASSWORD)).statusCode).toBe(401);

    const token = await setPasswordTokenSentTo(data.email);
    // A set-password link is not a reset link's body, and a reset token is not accepted here.
    expect(
      (await inject('POST', '/api/auth/set-password', { payload: { token, password: 'short' } }))
        .statusCode,
    ).toBe(422);
    const set = await inject('POST', '/api/auth/set-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    const again = await inject('POST', '/api/auth/set-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(RESET_LINK_NOT_VALID);

    const login = await signIn(data.email, NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role_id: 4, status: 'active' });
    const auth = bearer(login.json().token);
    expect((await inject('GET', '/api/auth/me', { headers: auth })).json().user.role_id).toBe(4);
    // Never a staff route.
    expect((await inject('GET', '/api/bus-quote', { headers: auth })).statusCode).toBe(403);
    expect((await inject('GET', '/api/operators', { headers: auth })).statusCode).toBe(403);
  });

  it('a pending owner who lost the email asks "Forgot your password?" and gets a set link', async () => {
    const { data, id } = await appliedAndConfirmed();
    await adminCall('POST', `/api/operators/${id}/verify`);
    const asked = await inject('POST', '/api/auth/password-reset', {
      payload: { email: data.email },
    });
    expect(asked.statusCode).toBe(202);
    const reset = await lastEmail(data.email, 'password-reset');
    const token = /\/set-password\/([A-Za-z0-9_-]{43})/.exec(reset?.body_text ?? '')?.[1];
    expect(token).toBeDefined();
    const set = await inject('POST', '/api/auth/set-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    expect((await signIn(data.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("a forgotten password's reset link does not open /auth/set-password", async () => {
    const { app } = setup();
    const staff = await createUser(app, 2);
    await inject('POST', '/api/auth/password-reset', { payload: { email: staff.email } });
    const reset = await lastEmail(staff.email, 'password-reset');
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(reset?.body_text ?? '')?.[1];
    expect(token).toBeDefined();
    const used = await inject('POST', '/api/auth/set-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(used.statusCode).toBe(404);
  });

  it('approves without an account when the address already signs in elsewhere, and says so', async () => {
    const { data, id } = await appliedAndConfirmed();
    await createUser(setup().app, 2, { email: data.email.toUpperCase() });
    expect((await adminCall('POST', `/api/operators/${id}/verify`)).statusCode).toBe(200);
    const email = await lastEmail(data.email, 'approved');
    expect(email?.body_text).not.toMatch(/set-password/);
    const history = (await adminCall('GET', `/api/operators/${id}/history`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toContain(
      'No company account was created: the email address is already used by another account',
    );
  });
});

describe('company accounts and the rest of the product', () => {
  it('are not in User Management, and its by-id routes do not reach them', async () => {
    const { app, adminAuth } = setup();
    const member = await createCompanyUser(app);
    const list = (await inject('GET', '/api/auth/user', { headers: adminAuth })).json();
    expect(list.map((user: { id: number }) => user.id)).not.toContain(member.id);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/auth/user/${member.id}`,
        headers: adminAuth,
        ...(method === 'PATCH' ? { payload: { role_id: 1 } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.role_id).toBe(4);
  });

  it('are deleted with their company, and a token of theirs stops at once', async () => {
    const { app, adminAuth } = setup();
    const member = await createCompanyUser(app);
    const auth = bearer(await tokenFor(app, member));
    expect((await inject('GET', '/api/auth/me', { headers: auth })).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/operators/${member.operator_id}`,
      headers: adminAuth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect((await inject('GET', '/api/auth/me', { headers: auth })).statusCode).toBe(401);
  });

  it('a role-4 account without a company reaches nothing', async () => {
    const { app } = setup();
    const orphan = await createUser(app, 4);
    const auth = bearer(await tokenFor(app, orphan));
    expect((await inject('GET', '/api/auth/me', { headers: auth })).statusCode).toBe(401);
  });
});
