import { configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { readStoredAuth, writeStoredAuth } from '@/lib/auth-storage';
import { authStore } from '@/features/auth/auth-store';
import { RequireRole } from '@/features/auth/components/require-role';

// A busy machine can take longer than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const admin = { id: 1, name: 'Aoife', email: 'aoife@example.ie', role_id: 1 };
const manager = { id: 2, name: 'Ciarán', email: 'ciaran@example.ie', role_id: 2 };

const originalFetch = globalThis.fetch;

function signInAs(user: typeof admin, me: () => Response = () => json({ user })) {
  writeStoredAuth({ token: 'token', user });
  authStore.restore();
  globalThis.fetch = vi.fn<typeof fetch>(async () => me());
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      {
        element: <RequireRole allow={[1]} />,
        children: [{ path: '/admin/users', element: <p>User list</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  authStore.restore();
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  authStore.restore();
});

describe('RequireRole', () => {
  it('sends a visitor without a token to /login, remembering the page and its query', async () => {
    const router = renderGuarded('/admin/users?role=2');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/admin/users?role=2')}`,
    );
  });

  it('tells a signed-in user whose role is not allowed that they have no access, with a link to their dashboard', async () => {
    signInAs(manager);
    const router = renderGuarded('/admin/users');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(screen.queryByText('User list')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/manager',
    );
  });

  it('lets an allowed role through', async () => {
    signInAs(admin);
    renderGuarded('/admin/users');
    expect(await screen.findByText('User list')).toBeInTheDocument();
  });

  it('follows the server when the role has changed since sign-in', async () => {
    signInAs(admin, () => json({ user: { ...admin, role_id: 2 } }));
    renderGuarded('/admin/users');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(readStoredAuth()?.user).toMatchObject({ role_id: 2 });
  });

  it('ends the session on a 401 inside the staff area and remembers the page', async () => {
    // The 401 handler reads the browser's address, as it will in the real app.
    window.history.replaceState(null, '', '/admin/users');
    signInAs(admin, () => json({ message: 'Token revoked' }, 401));
    const router = renderGuarded('/admin/users');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/admin/users')}`);
    await waitFor(() => expect(readStoredAuth()).toBeNull());
  });
});
