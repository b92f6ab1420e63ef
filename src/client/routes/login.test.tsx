import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/users/users';
import { authStore } from '@/features/auth/auth-store';
import { readStoredAuth, writeStoredAuth } from '@/lib/auth-storage';
import { json, mockApi, type FetchMock } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

type RoleId = User['role_id'];

// Load the lazy route modules once up front, so the first test doesn't pay for it.
beforeAll(async () => {
  await Promise.all([
    import('@/routes/login'),
    import('@/app/layouts/admin-layout'),
    import('@/app/layouts/manager-layout'),
    import('@/routes/admin/dashboard'),
    import('@/routes/manager/dashboard'),
  ]);
});

function staff(roleId: RoleId) {
  return makeUser({
    id: roleId,
    name: `Person ${roleId}`,
    email: `person${roleId}@example.ie`,
    role_id: roleId,
  });
}

let fetchMock: FetchMock;

/** Login answers with `loginResponse`; the pages the user lands on get harmless data. */
function mockServer(loginResponse: () => Response | Promise<Response>, roleId: RoleId = 1) {
  fetchMock = mockApi({
    'POST /auth/login': loginResponse,
    'GET /auth/me': () => json({ user: staff(roleId) }),
    'GET /auth/user': () => json([staff(roleId)]),
  });
}

const renderLogin = (path = '/login') => renderApp(path);

async function signIn(email = 'person@example.ie', password = 'a long password') {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Sign In' });
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(button);
  return user;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  authStore.restore();
});

afterEach(() => {
  localStorage.clear();
  authStore.restore();
});

describe('login page', () => {
  it('has labelled email and password fields and a title', async () => {
    mockServer(() => json({}));
    renderLogin();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await waitFor(() => expect(document.title).toBe('Sign in — Coach Hire Ireland'));
  });

  it.each([
    ['both fields are empty', '', ''],
    ['the password is empty', 'person@example.ie', ''],
    ['the email is only spaces', '   ', 'a long password'],
  ])('asks to fill in all fields when %s', async (_case, email, password) => {
    mockServer(() => json({}));
    renderLogin();
    await signIn(email, password);
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const missing = email.trim() === '' ? 'Email' : 'Password';
    expect(screen.getByLabelText(missing)).toHaveFocus();
  });

  it("reads 'Signing in...' and is disabled while working", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const router = renderLogin();
    await signIn();

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();

    answer(json({ token: 'token', user: staff(1) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it.each([
    [1, '/admin'],
    [2, '/manager'],
    [3, '/'],
  ] as const)('sends role %i to %s after signing in', async (roleId, destination) => {
    mockServer(() => json({ token: `token-${roleId}`, user: staff(roleId) }), roleId);
    const router = renderLogin();
    await signIn();

    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(readStoredAuth()?.token).toBe(`token-${roleId}`);
  });

  it('returns to the remembered page', async () => {
    mockServer(() => json({ token: 'token', user: staff(1) }));
    const router = renderLogin('/login?redirectTo=%2Fadmin%2Fusers%3Frole%3D2');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(router.state.location.search).toBe('?role=2');
  });

  it.each(['//evil.example/admin', 'https://evil.example', '/\\evil.example'])(
    'ignores an off-site redirectTo (%s)',
    async (redirectTo) => {
      mockServer(() => json({ token: 'token', user: staff(1) }));
      const router = renderLogin(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      await signIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    },
  );

  it("shows the server's message when sign-in fails, and stays", async () => {
    mockServer(() => json({ message: 'Invalid email or password' }, 401));
    const router = renderLogin();
    await signIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(authStore.getState().error).toBe('Failed to sign in');
  });

  it("puts the server's field messages on their fields", async () => {
    mockServer(() =>
      json(
        {
          message: 'The given data was invalid.',
          errors: { email: ['Enter a valid email address'] },
        },
        422,
      ),
    );
    renderLogin();
    await signIn('not-an-address');
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it("falls back to 'Login failed' when the error has no message", async () => {
    mockServer(() => json({}));
    vi.spyOn(authStore, 'login').mockRejectedValueOnce(new Error(''));
    renderLogin();
    await signIn();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('sends signed-in staff straight to their area', async () => {
    mockServer(() => json({}), 2);
    writeStoredAuth({ token: 'token', user: staff(2) });
    authStore.restore();
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });
});
