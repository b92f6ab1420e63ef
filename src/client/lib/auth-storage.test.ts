import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  clearStoredAuth,
  readStoredAuth,
  readStoredToken,
  writeStoredAuth,
} from '@/lib/auth-storage';

describe('auth storage', () => {
  it('returns null when nothing is stored', () => {
    expect(readStoredAuth()).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it('round-trips a written session', () => {
    const user = { id: 1, email: 'admin@example.ie', role: 'admin' };
    writeStoredAuth({ token: 'abc.def', user });

    expect(readStoredAuth()).toEqual({ token: 'abc.def', user });
    expect(readStoredToken()).toBe('abc.def');
  });

  it('stores the session under the "unauth" key as JSON', () => {
    writeStoredAuth({ token: 't', user: null });

    expect(JSON.parse(localStorage.getItem('unauth') ?? '')).toEqual({ token: 't', user: null });
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a JSON value that is not an object', '"just-a-string"'],
    ['an object without a token', JSON.stringify({ user: { id: 1 } })],
    ['a blank token', JSON.stringify({ token: '   ', user: { id: 1 } })],
    ['a non-string token', JSON.stringify({ token: 42, user: { id: 1 } })],
  ])('discards and removes %s', (_label, raw) => {
    localStorage.setItem(AUTH_STORAGE_KEY, raw);

    expect(readStoredAuth()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('clears a stored session', () => {
    writeStoredAuth({ token: 'abc', user: {} });
    clearStoredAuth();

    expect(readStoredAuth()).toBeNull();
  });
});
