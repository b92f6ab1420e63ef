import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredAuth, writeStoredAuth } from '@/lib/auth-storage';
import { createAuthStore, SIGN_IN_ERROR, SIGN_OUT_ERROR } from '@/features/auth/auth-store';

/** A JWT-shaped token with a UTF-8 JSON payload (the client never checks signatures). */
function fakeToken(payload: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64url = btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
  return `header.${base64url}.signature`;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const admin = {
  id: 1,
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
  role_id: 1,
  phone: null,
  department: null,
  status: 'active',
};
const adminSession = { id: 1, name: 'Aoife Byrne', email: 'aoife@example.ie', role_id: 1 };
const credentials = { email: 'aoife@example.ie', password: 'correct horse battery' };

const originalFetch = globalThis.fetch;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
});

function lastCall() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers) };
}

describe('restoring the session', () => {
  it('starts signed out with nothing stored', () => {
    expect(createAuthStore().getState()).toEqual({
      user: null,
      token: null,
      loading: false,
      error: null,
      signedOut: false,
    });
  });

  it('restores the token and user from local storage "unauth"', () => {
    writeStoredAuth({ token: 'stored-token', user: admin });
    const state = createAuthStore().getState();
    expect(state.token).toBe('stored-token');
    expect(state.user).toEqual(adminSession);
  });

  it('rebuilds a missing stored user from the token payload', () => {
    const token = fakeToken({ sub: '7', email: 'm@example.ie', name: 'Máire', role_id: 2 });
    writeStoredAuth({ token, user: null });
    expect(createAuthStore().getState().user).toEqual({
      id: 7,
      email: 'm@example.ie',
      name: 'Máire',
      role_id: 2,
    });
  });

  it('drops an expired token instead of restoring it', () => {
    writeStoredAuth({ token: fakeToken({ sub: '1', exp: 1 }), user: admin });
    expect(createAuthStore().getState().token).toBeNull();
    expect(readStoredAuth()).toBeNull();
  });

  it('follows sign-outs made in another tab', () => {
    writeStoredAuth({ token: 'stored-token', user: admin });
    const store = createAuthStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unauth' }));
    expect(store.getState().token).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});

describe('login', () => {
  it('stores the token and user from the response and notifies subscribers', async () => {
    fetchMock.mockResolvedValueOnce(json({ token: 'new-token', user: admin }));
    const store = createAuthStore();
    const listener = vi.fn();
    store.subscribe(listener);

    const pending = store.login(credentials);
    expect(store.getState().loading).toBe(true);
    await expect(pending).resolves.toEqual(adminSession);

    expect(lastCall()).toMatchObject({ url: '/api/auth/login', method: 'POST' });
    expect(store.getState()).toMatchObject({ token: 'new-token', loading: false, error: null });
    expect(readStoredAuth()).toEqual({ token: 'new-token', user: adminSession });
    expect(listener).toHaveBeenCalled();
  });

  it('reads data.access_token and data.user', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { access_token: 'at', user: admin } }));
    const store = createAuthStore();
    await store.login(credentials);
    expect(store.getState().token).toBe('at');
  });

  it('asks /auth/me with the new token when the response has no user', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ token: 'new-token' }))
      .mockResolvedValueOnce(json({ user: { ...admin, name: 'From Me' } }));
    const store = createAuthStore();
    await expect(store.login(credentials)).resolves.toMatchObject({ name: 'From Me' });
    expect(lastCall().url).toBe('/api/auth/me');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('falls back to the token payload when /auth/me fails too', async () => {
    const token = fakeToken({ sub: '9', email: 'p@example.ie', name: 'Pádraig', role_id: 2 });
    fetchMock
      .mockResolvedValueOnce(json({ token }))
      .mockResolvedValueOnce(json({ message: 'Not found' }, 404));
    const store = createAuthStore();
    await expect(store.login(credentials)).resolves.toEqual({
      id: 9,
      email: 'p@example.ie',
      name: 'Pádraig',
      role_id: 2,
    });
    expect(readStoredAuth()?.token).toBe(token);
  });

  it('rejects a response without a token', async () => {
    fetchMock.mockResolvedValueOnce(json({ user: admin }));
    const store = createAuthStore();
    await expect(store.login(credentials)).rejects.toThrow(
      'Login response did not include a token',
    );
    expect(store.getState()).toMatchObject({ token: null, error: SIGN_IN_ERROR, loading: false });
    expect(readStoredAuth()).toBeNull();
  });

  it("rejects with the server's message and records 'Failed to sign in'", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Invalid email or password' }, 401));
    const store = createAuthStore();
    await expect(store.login(credentials)).rejects.toThrow('Invalid email or password');
    expect(store.getState().error).toBe(SIGN_IN_ERROR);
  });
});

describe('logout', () => {
  it('revokes the token on the server and clears everything', async () => {
    writeStoredAuth({ token: 'stored-token', user: admin });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const store = createAuthStore();
    await store.logout();
    expect(lastCall()).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
    expect(lastCall().headers.get('Authorization')).toBe('Bearer stored-token');
    expect(store.getState()).toEqual({
      user: null,
      token: null,
      loading: false,
      error: null,
      signedOut: true,
    });
    expect(readStoredAuth()).toBeNull();
  });

  it('still clears the session when the server call fails', async () => {
    writeStoredAuth({ token: 'stored-token', user: admin });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = createAuthStore();
    await store.logout();
    expect(store.getState()).toMatchObject({ token: null, user: null, error: SIGN_OUT_ERROR });
    expect(readStoredAuth()).toBeNull();
  });
});

describe('handleUnauthorized', () => {
  it('ends the session on a 401 inside /admin or /manager', () => {
    writeStoredAuth({ token: 'stored-token', user: admin });
    const store = createAuthStore();
    store.handleUnauthorized('/admin/users');
    expect(store.getState()).toMatchObject({ token: null, user: null, signedOut: false });
    expect(readStoredAuth()).toBeNull();
  });

  it('leaves the session alone elsewhere (e.g. a wrong password on /login)', () => {
    writeStoredAuth({ token: 'stored-token', user: admin });
    const store = createAuthStore();
    store.handleUnauthorized('/login');
    store.handleUnauthorized('/administrator');
    expect(store.getState().token).toBe('stored-token');
    expect(readStoredAuth()).not.toBeNull();
  });
});
