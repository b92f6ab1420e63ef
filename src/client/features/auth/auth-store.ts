import { type SignInChallenge, signInChallengeSchema } from '@shared/auth/second-factor';
import type { LoginRequest } from '@shared/auth/session';
import { setUnauthorizedHandler } from '@/lib/api-client';
import {
  AUTH_STORAGE_KEY,
  clearStoredAuth,
  readStoredAuth,
  writeStoredAuth,
} from '@/lib/auth-storage';
import { fetchCurrentUser, requestLogin, requestLogout } from '@/features/auth/api';
import { isStaffAreaPath } from '@/features/auth/destinations';
import {
  isTokenExpired,
  readLoginToken,
  readLoginUser,
  toAuthUser,
  userFromToken,
  type AuthUser,
} from '@/features/auth/session';

/** The auth state holds user, token, loading and error (docs/product.md#signing-in-and-out). */
export type AuthState = {
  user: AuthUser | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  /** True after a deliberate sign-out, so guards send to /login without remembering the page. */
  signedOut: boolean;
};

export const SIGN_IN_ERROR = 'Failed to sign in';
export const SIGN_OUT_ERROR = 'Failed to sign out';
export const MISSING_TOKEN_MESSAGE = 'Login response did not include a token';
export const MISSING_USER_MESSAGE = 'Login response did not include a user';

type Session = Pick<AuthState, 'user' | 'token'>;
const NO_SESSION: Session = { user: null, token: null };

/** Reads the stored session; an expired or unreadable one is removed rather than restored. */
function readSession(): Session {
  const stored = readStoredAuth();
  if (!stored) return NO_SESSION;
  const user = toAuthUser(stored.user) ?? userFromToken(stored.token);
  if (!user || isTokenExpired(stored.token)) {
    clearStoredAuth();
    return NO_SESSION;
  }
  return { user, token: stored.token };
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function userFromServer(token: string): Promise<AuthUser | null> {
  try {
    return await fetchCurrentUser({ token });
  } catch {
    return null;
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** A small external store (read with `useSyncExternalStore`); a factory so tests get fresh ones. */
export function createAuthStore() {
  let state: AuthState = { ...readSession(), loading: false, error: null, signedOut: false };
  let signingOut = false;
  const listeners = new Set<() => void>();

  function setState(patch: Partial<AuthState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  /** Re-reads storage, e.g. after another tab signed in or out. */
  function restore(): void {
    const session = readSession();
    if (session.token === state.token && sameUser(session.user, state.user)) return;
    setState({ ...session, error: null, signedOut: false });
  }

  /** Reads a session answer (docs/product.md#api-conventions) and stores it. */
  async function storeSession(response: unknown): Promise<AuthUser> {
    const token = readLoginToken(response);
    if (!token) throw new Error(MISSING_TOKEN_MESSAGE);
    const user = readLoginUser(response) ?? (await userFromServer(token)) ?? userFromToken(token);
    if (!user) throw new Error(MISSING_USER_MESSAGE);
    writeStoredAuth({ token, user });
    setState({ user, token, loading: false, error: null, signedOut: false });
    return user;
  }

  async function signIn<Result>(attempt: () => Promise<Result>): Promise<Result> {
    setState({ loading: true, error: null });
    try {
      const result = await attempt();
      if (state.loading) setState({ loading: false });
      return result;
    } catch (error) {
      setState({ loading: false, error: SIGN_IN_ERROR });
      throw error;
    }
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) restore();
  }

  return {
    getState: (): AuthState => state,

    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },

    restore,

    /**
     * Resolves with the signed-in user — or, for an account with a second factor, with the
     * challenge its second step takes (no session yet); rejects with the error to show (the
     * server's message when it sent one). A failed attempt leaves any existing session alone
     * (docs/product.md#signing-in-and-out).
     */
    async login(credentials: LoginRequest): Promise<AuthUser | SignInChallenge> {
      return signIn(async () => {
        const response = await requestLogin(credentials);
        const challenge = signInChallengeSchema.safeParse(response);
        return challenge.success ? challenge.data : storeSession(response);
      });
    },

    /**
     * Ends a sign-in with a session the server answered (the second step's): stored like the
     * password step's. `request` gives the raw body.
     */
    async completeSignIn(request: () => Promise<unknown>): Promise<AuthUser> {
      return signIn(async () => storeSession(await request()));
    },

    /** Revoke on the server, then clear locally whatever the server said. */
    async logout(): Promise<void> {
      signingOut = true;
      setState({ loading: true, error: null });
      let error: string | null = null;
      try {
        if (state.token) await requestLogout();
      } catch {
        error = SIGN_OUT_ERROR;
      } finally {
        signingOut = false;
      }
      clearStoredAuth();
      setState({ ...NO_SESSION, loading: false, error, signedOut: true });
    },

    /** Keeps the session but refreshes the user (e.g. the server says the role changed). */
    setUser(user: AuthUser): void {
      if (!state.token || sameUser(user, state.user)) return;
      writeStoredAuth({ token: state.token, user });
      setState({ user });
    },

    /**
     * A 401 inside /admin or /manager ends the session (docs/product.md#route-guards); the route
     * guard then sends the user to /login remembering the page. Elsewhere (e.g. a wrong password
     * on /login) a 401 is just an error for the caller. Ignored while signing out, which clears
     * anyway.
     */
    handleUnauthorized(pathname: string): void {
      if (signingOut || !isStaffAreaPath(pathname)) return;
      clearStoredAuth();
      if (state.token === null) return;
      setState({ ...NO_SESSION, loading: false, signedOut: false });
    },
  };
}

/** The app's one auth store. */
export const authStore = createAuthStore();

/** Routes 401 responses to the store; returns the unregister function (for effect cleanup). */
export function registerUnauthorizedHandler(store: AuthStore = authStore): () => void {
  setUnauthorizedHandler(() => store.handleUnauthorized(window.location.pathname));
  return () => setUnauthorizedHandler(undefined);
}
