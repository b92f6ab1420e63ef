import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { TEST_PASSWORD, bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { TEST_ADMIN, createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
});
afterAll(async () => cleanup());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('POST /api/auth/login', () => {
  it('signs in with the right password, returning a token and the user without a hash', async () => {
    const response = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, role_id: 1, status: 'active' });
    expect(body.user.last_login_at).not.toBeNull();
    expect(JSON.stringify(body)).not.toContain('argon2');
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(TEST_ADMIN.email);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await login('nobody@example.ie', 'whatever password', '10.0.0.2');
    const wrong = await login(TEST_ADMIN.email, 'wrong password entirely', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('rejects missing fields with 422 and field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('refuses inactive and pending accounts even with the right password', async () => {
    for (const status of ['inactive', 'pending'] as const) {
      const user = await createUser(app, 2, { status });
      const response = await login(user.email, TEST_PASSWORD, '10.0.0.3');
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('tokens', () => {
  it('stop working after logout', async () => {
    const user = await createUser(app, 2);
    const token = await tokenFor(app, user);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('accepts a logout with a JSON content type and an empty body', async () => {
    const token = await tokenFor(app, await createUser(app, 1));
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(204);
  });

  it('are refused when tampered, unsigned (alg none), expired, foreign or for a deleted user', async () => {
    const user = await createUser(app, 1);
    const token = await tokenFor(app, user);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const secret = new TextEncoder().encode(app.jwtSecret);
    const expired = await new SignJWT({ ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret that is long enough'));
    const attacks = [
      `${header}.${forged}.${signature}`,
      `${none}.${payload}.`,
      expired,
      foreign,
      'not-a-token',
    ];
    for (const attack of attacks) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(attack),
      });
      expect(response.statusCode, attack).toBe(401);
    }
    await app.db.delete(users).where(eq(users.id, user.id));
    const deleted = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(401);
  });

  it('lose their power when the user is deactivated', async () => {
    const user = await createUser(app, 1);
    const token = await tokenFor(app, user);
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });
});
