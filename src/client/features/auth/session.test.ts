import { describe, expect, it } from 'vitest';
import {
  decodeTokenPayload,
  isTokenExpired,
  readLoginToken,
  readLoginUser,
  readMeUser,
  toAuthUser,
  userFromToken,
} from '@/features/auth/session';

/** A JWT-shaped token (unsigned; the client never verifies signatures). */
function fakeToken(payload: unknown): string {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...json));
  const base64url = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}

const admin = { id: 1, name: 'Aoife Byrne', email: 'aoife@example.ie', role_id: 1 };

describe('readLoginToken', () => {
  it('reads data.token, then data.access_token, then token', () => {
    expect(readLoginToken({ data: { token: 'a' }, token: 'c' })).toBe('a');
    expect(readLoginToken({ data: { access_token: 'b' }, token: 'c' })).toBe('b');
    expect(readLoginToken({ token: 'c' })).toBe('c');
  });

  it('returns null when no usable token is present', () => {
    expect(readLoginToken({ user: admin })).toBeNull();
    expect(readLoginToken({ token: '   ' })).toBeNull();
    expect(readLoginToken(null)).toBeNull();
    expect(readLoginToken('token')).toBeNull();
  });
});

describe('reading users', () => {
  it('reads the login user from data.user or user', () => {
    expect(readLoginUser({ data: { user: admin } })).toEqual(admin);
    expect(readLoginUser({ user: admin })).toEqual(admin);
    expect(readLoginUser({ token: 't' })).toBeNull();
  });

  it('reads /auth/me from data.user, user or the body itself', () => {
    expect(readMeUser({ data: { user: admin } })).toEqual(admin);
    expect(readMeUser({ user: admin })).toEqual(admin);
    expect(readMeUser(admin)).toEqual(admin);
  });

  it('takes the role from role_id or role, as a number', () => {
    expect(toAuthUser({ ...admin, role_id: undefined, role: 2 })?.role_id).toBe(2);
    expect(toAuthUser({ ...admin, role_id: '1' })?.role_id).toBe(1);
    expect(toAuthUser({ ...admin, role_id: 'admin' })?.role_id).toBeNull();
  });

  it('keeps only the auth fields and needs an id', () => {
    expect(toAuthUser({ ...admin, phone: '087', status: 'active' })).toEqual(admin);
    expect(toAuthUser({ name: 'No id' })).toBeNull();
  });
});

describe('token payload fallback', () => {
  it('decodes a base64url JSON payload, including non-ASCII names', () => {
    const token = fakeToken({
      sub: '42',
      email: 'sean@example.ie',
      name: 'Seán Ó Briain',
      role_id: 2,
    });
    expect(decodeTokenPayload(token)).toMatchObject({ name: 'Seán Ó Briain' });
    expect(userFromToken(token)).toEqual({
      id: 42,
      email: 'sean@example.ie',
      name: 'Seán Ó Briain',
      role_id: 2,
    });
  });

  it('returns null for tokens that are not JWT-shaped', () => {
    expect(userFromToken('opaque-token')).toBeNull();
    expect(userFromToken('a.!!!.c')).toBeNull();
    expect(userFromToken(fakeToken(['not', 'an', 'object']))).toBeNull();
    expect(userFromToken(fakeToken({ email: 'no-sub@example.ie' }))).toBeNull();
  });

  it('knows when a token has expired', () => {
    const now = Date.UTC(2025, 5, 1);
    expect(isTokenExpired(fakeToken({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(fakeToken({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired('opaque-token', now)).toBe(false);
  });
});
