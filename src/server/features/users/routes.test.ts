import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@shared/users/users';
import { verifyPassword } from '../../lib/passwords';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { TEST_ADMIN, createTestApp } from '../../test/test-app';
import { findUserByEmail, findUserById, listUsers } from './repository';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let adminId: number;
let auth: { authorization: string };

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  const admin = await findUserByEmail(app.db, TEST_ADMIN.email);
  adminId = admin!.id;
  auth = bearer(await tokenFor(app, admin!));
});
afterAll(async () => cleanup());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Siobhán Ó Súilleabháin',
  email: `siobhan-${Math.random().toString(36).slice(2)}@example.ie`,
  password: 'twelve chars ok',
  role_id: 2,
  department: 'Sales',
  ...overrides,
});

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });

describe('user management', () => {
  it('creates a user, returning it without the password and storing an argon2id hash', async () => {
    const input = newUser({ phone: '+353 87 123 4567' });
    const response = await request('POST', '/api/auth/user', input);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      name: input.name,
      email: input.email,
      role_id: 2,
      status: 'active',
      department: 'Sales',
      phone: '+353 87 123 4567',
      last_login_at: null,
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('password_hash');
    const row = await findUserById(app.db, user.id);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password_hash, input.password)).toBe(true);
  });

  it('lists users as a bare array and reads one', async () => {
    const list = await request('GET', '/api/auth/user');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json().map((user: { email: string }) => user.email)).toContain(TEST_ADMIN.email);
    const one = await request('GET', `/api/auth/user/${adminId}`);
    expect(one.json()).toMatchObject({ id: adminId, email: TEST_ADMIN.email });
  });

  it('refuses a duplicate email case-insensitively with 409', async () => {
    const input = newUser();
    await request('POST', '/api/auth/user', input);
    const again = await request(
      'POST',
      '/api/auth/user',
      newUser({ email: input.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Email already in use',
      errors: { email: ['Email already in use'] },
    });
    const created = (await request('POST', '/api/auth/user', newUser())).json();
    const clash = await request('PATCH', `/api/auth/user/${created.id}`, { email: input.email });
    expect(clash.statusCode).toBe(409);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['an overlong password', { password: 'x'.repeat(129) }, 'password'],
    ['an invalid role', { role_id: 4 }, 'role_id'],
    ['a role as text', { role_id: 'admin' }, 'role_id'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['an overlong email', { email: `${'a'.repeat(300)}@example.ie` }, 'email'],
    ['a missing name', { name: '' }, 'name'],
    ['an unknown status', { status: 'banned' }, 'status'],
  ])('rejects %s with 422 on the field', async (_label, overrides, field) => {
    const response = await request('POST', '/api/auth/user', newUser(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('ignores unknown fields such as id or password_hash', async () => {
    const response = await request(
      'POST',
      '/api/auth/user',
      newUser({ id: 9999, password_hash: 'x', created_at: '2000-01-01' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(9999);
    expect(response.json().created_at).not.toContain('2000');
  });

  it('stores injection strings as plain text', async () => {
    const name = "Robert'); DROP TABLE users;-- <script>alert(1)</script>";
    const response = await request('POST', '/api/auth/user', newUser({ name }));
    expect(response.json().name).toBe(name);
    expect((await request('GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('edits department, status and password; blank optional text becomes null', async () => {
    const created = (await request('POST', '/api/auth/user', newUser())).json();
    const response = await request('PATCH', `/api/auth/user/${created.id}`, {
      department: 'Operations',
      status: 'inactive',
      phone: '  ',
      password: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      department: 'Operations',
      status: 'inactive',
      phone: null,
    });
    const row = await findUserById(app.db, created.id);
    expect(await verifyPassword(row!.password_hash, 'a brand new password')).toBe(true);
  });

  it("signs the user's existing sessions out when their password changes, and only then", async () => {
    const manager = await createUser(app, ROLE_IDS.manager);
    const before = bearer(await tokenFor(app, manager));
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: before });
    expect((await me()).statusCode).toBe(200);

    await request('PATCH', `/api/auth/user/${manager.id}`, { department: 'Operations' });
    expect((await me()).statusCode).toBe(200);

    await request('PATCH', `/api/auth/user/${manager.id}`, { password: 'a brand new password' });
    expect((await me()).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manager.email, password: 'a brand new password' },
    });
    expect(login.statusCode).toBe(200);
    const after = bearer(login.json().token);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: after })).statusCode,
    ).toBe(200);
  });

  it('answers a bad id with 422 and a missing user with 404', async () => {
    expect((await request('GET', '/api/auth/user/abc')).statusCode).toBe(422);
    expect((await request('GET', '/api/auth/user/-1')).statusCode).toBe(422);
    const missing = await request('PATCH', '/api/auth/user/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
  });

  it('deletes a user', async () => {
    const created = (await request('POST', '/api/auth/user', newUser())).json();
    expect((await request('DELETE', `/api/auth/user/${created.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/auth/user/${created.id}`)).statusCode).toBe(404);
  });
});

describe('rules that keep the back office reachable', () => {
  it('an admin cannot delete, demote or deactivate themselves', async () => {
    expect((await request('DELETE', `/api/auth/user/${adminId}`)).statusCode).toBe(422);
    const demote = await request('PATCH', `/api/auth/user/${adminId}`, { role_id: 2 });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().message).toBe('You cannot change your own role');
    expect(
      (await request('PATCH', `/api/auth/user/${adminId}`, { status: 'inactive' })).statusCode,
    ).toBe(422);
    expect(
      (await request('PATCH', `/api/auth/user/${adminId}`, { name: 'Still me' })).statusCode,
    ).toBe(200);
  });

  it('two admins demoting each other at once leave one active admin, never none', async () => {
    const { app: solo, cleanup: done } = await createTestApp();
    try {
      const first = (await findUserByEmail(solo.db, TEST_ADMIN.email))!;
      const second = await createUser(solo, 1);
      const demote = async (actor: typeof first, target: typeof first) =>
        solo.inject({
          method: 'PATCH',
          url: `/api/auth/user/${target.id}`,
          headers: bearer(await tokenFor(solo, actor)),
          payload: { role_id: 2 },
        });
      const results = await Promise.all([demote(first, second), demote(second, first)]);
      const statuses = results.map((response) => response.statusCode).sort();
      // One demotion wins. The other is refused: by the last-admin rule (422) when both passed
      // the access check first, or as no longer an admin (403) when the winner committed first.
      expect(statuses[0]).toBe(200);
      expect([403, 422]).toContain(statuses[1]);
      const refused = results.find((response) => response.statusCode !== 200)!;
      if (refused.statusCode === 422) {
        expect(refused.json().message).toBe(
          'The last active administrator cannot be demoted or deactivated',
        );
      }
      const admins = (await listUsers(solo.db)).filter((user) => user.role_id === 1);
      expect(admins).toHaveLength(1);
    } finally {
      await done();
    }
  });
});
