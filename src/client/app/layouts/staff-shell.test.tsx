import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/app-routes';
import { authStore } from '@/features/auth/auth-store';
import { readStoredAuth, writeStoredAuth } from '@/lib/auth-storage';

// A busy machine can take longer than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

// Load the lazy route modules once up front, so the first test doesn't pay for it.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('@/app/layouts/manager-layout'),
    import('@/routes/admin/dashboard'),
    import('@/routes/manager/dashboard'),
    import('@/app/layouts/staff-not-found'),
    import('@/routes/login'),
  ]);
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function staff(id: number, roleId: 1 | 2, name: string, status = 'active') {
  return {
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.ie`,
    role_id: roleId,
    phone: null,
    department: null,
    status,
    last_login_at: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

const admin = staff(1, 1, 'Aoife Byrne');
const manager = staff(2, 2, 'Ciarán Walsh');
const team = [admin, manager, staff(3, 2, 'Niamh Kelly', 'pending')];

const originalFetch = globalThis.fetch;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function renderAs(
  user: typeof admin,
  path: string,
  logout = () => new Response(null, { status: 204 }),
) {
  writeStoredAuth({ token: 'token', user });
  authStore.restore();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/auth/me') return json({ user });
    if (url === '/api/auth/user') return json(team);
    if (url === '/api/auth/logout') return logout();
    return json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock;
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => toast.dismiss());
  globalThis.fetch = originalFetch;
  localStorage.clear();
  authStore.restore();
});

describe('admin shell and dashboard', () => {
  it('shows the Admin Panel navigation with the current page marked', async () => {
    renderAs(admin, '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin Panel' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Home Page Management', '/admin/home-editor'],
      ['Lead Management', '/admin/leads'],
      ['Bus Companies', '/admin/operators'],
      ['Prices', '/admin/prices'],
      ['User Management', '/admin/users'],
      ['Messages', '/admin/messages'],
      ['Outbox', '/admin/outbox'],
      ['Security', '/admin/security'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Admin', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('welcomes the admin by name and counts the real accounts', async () => {
    renderAs(admin, '/admin');
    expect(await screen.findByText('Aoife Byrne', { selector: 'p span' })).toBeInTheDocument();
    const figure = (label: string) => screen.getByRole('heading', { name: label }).closest('li');
    await waitFor(() => expect(figure('Total Users')).toHaveTextContent('3'));
    expect(figure('Active Users')).toHaveTextContent('2');
    expect(figure('Administrators')).toHaveTextContent('1');
    expect(figure('Managers')).toHaveTextContent('2');
    await waitFor(() =>
      expect(document.title).toBe('Dashboard — Admin Panel — Coach Hire Ireland'),
    );
  });

  it('says an unknown admin page is not found, inside the shell', async () => {
    renderAs(admin, '/admin/no-such-page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('logs out: revokes, clears, says so and goes to /login', async () => {
    const user = userEvent.setup();
    const router = renderAs(admin, '/admin');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(readStoredAuth()).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const router = renderAs(admin, '/admin', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readStoredAuth()).toBeNull();
    expect(authStore.getState().error).toBe('Failed to sign out');
  });
});

describe('manager shell', () => {
  it('shows the Manager Panel with Dashboard, My Leads and Security', async () => {
    renderAs(manager, '/manager');
    const nav = await screen.findByRole('navigation', { name: 'Manager Panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/manager'],
      ['My Leads', '/manager/leads'],
      ['Security', '/manager/security'],
    ]);
    expect(screen.getByText('Manager', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(await screen.findByText('Ciarán Walsh', { selector: 'p span' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/user', expect.anything());
  });

  it('keeps a manager out of the admin area, saying so with a link to their dashboard', async () => {
    renderAs(manager, '/admin/users');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/manager',
    );
  });
});
