import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/users/users';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { authStore } from '@/features/auth/auth-store';
import { writeStoredAuth } from '@/lib/auth-storage';

// A busy machine can take longer than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

// Load the lazy route modules once up front, so the first test doesn't pay for it.
beforeAll(async () => {
  await Promise.all([import('@/app/layouts/admin-layout'), import('@/routes/admin/users')]);
});

type Handler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers fetch by "METHOD /path"; anything unexpected is a 404 the test will notice. */
function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`];
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler({ body, url }) : json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input) === `/api${path}`,
  );
}

function makeUser(overrides: Partial<User>): User {
  return {
    id: 1,
    name: 'Someone',
    email: 'someone@example.ie',
    role_id: 3,
    phone: null,
    department: null,
    status: 'active',
    last_login_at: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

const admin = makeUser({
  id: 1,
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
  role_id: 1,
  department: 'Operations',
  phone: '+353 1 234 5678',
  last_login_at: '2025-03-05T12:30:00Z',
});
const manager = makeUser({ id: 2, name: 'Ciarán Walsh', email: 'ciaran@example.ie', role_id: 2 });
const pending = makeUser({
  id: 3,
  name: 'Niamh Kelly',
  email: 'niamh@example.ie',
  role_id: 2,
  status: 'pending',
  department: 'Finance',
});
const plain = makeUser({ id: 4, name: 'Pat Ryan', email: 'pat@example.ie', status: 'inactive' });

const originalFetch = globalThis.fetch;

beforeAll(() => {
  // Radix Select measures and captures the pointer; jsdom implements neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  writeStoredAuth({ token: 'admin-token', user: admin });
  authStore.restore();
});

afterEach(() => {
  act(() => toast.dismiss());
  globalThis.fetch = originalFetch;
  localStorage.clear();
  authStore.restore();
});

function renderUsersPage(users: User[] = [admin, manager, pending, plain], extra = {}) {
  const fetchMock = mockApi({
    'GET /auth/me': () => json({ user: admin }),
    'GET /auth/user': () => json(users),
    ...extra,
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/admin/users'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock, router };
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Users' });
  return within(table).getAllByRole('row').slice(1);
}

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('user management', () => {
  it('shows the summary, the real row details and N/A for an empty department', async () => {
    renderUsersPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await screen.findByText('Ciarán Walsh');

    const figure = (label: string) => screen.getByRole('heading', { name: label }).closest('li');
    expect(figure('Total Users')).toHaveTextContent('4');
    expect(figure('Active Users')).toHaveTextContent('2');
    expect(figure('Administrators')).toHaveTextContent('1');
    expect(figure('Managers')).toHaveTextContent('2');

    const [adminRow, managerRow, pendingRow] = bodyRows();
    expect(adminRow).toHaveTextContent('+353 1 234 5678');
    expect(adminRow).toHaveTextContent('Operations');
    expect(adminRow).toHaveTextContent(/5 Mar 2025/);
    expect(adminRow).toHaveTextContent('Today');
    expect(managerRow).toHaveTextContent('N/A');
    expect(managerRow).toHaveTextContent('Never');
    expect(pendingRow).toHaveTextContent('Pending');
    expect(within(managerRow!).getByRole('button', { name: 'Edit User' })).toBeVisible();
    expect(within(managerRow!).getByRole('button', { name: 'Delete User' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('User Management — Admin Panel — Coach Hire Ireland'),
    );
  });

  it('narrows the rows by search, role and status, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderUsersPage();
    await screen.findByText('Pat Ryan');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'finance');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Niamh Kelly');

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await pick(user, 'Filter by role', 'Manager');
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ciarán Walsh'),
      expect.stringContaining('Niamh Kelly'),
    ]);

    await pick(user, 'Filter by status', 'Inactive');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('No users found');
  });

  it('asks for the required fields before adding, without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderUsersPage();
    await screen.findByText('Pat Ryan');

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Seán Murphy');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Please fill in required fields')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/user')).toHaveLength(0);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('adds a user, reloads the list, and shows server field errors on their field', async () => {
    const user = userEvent.setup();
    let list = [admin];
    const { fetchMock } = renderUsersPage(undefined, {
      'GET /auth/user': () => json(list),
      'POST /auth/user': ({ body }: { body: unknown }) => {
        const input = body as User;
        if (input.email === 'aoife@example.ie') {
          return json(
            { message: 'Email already in use', errors: { email: ['Email already in use'] } },
            409,
          );
        }
        list = [...list, makeUser({ ...input, id: 5 })];
        return json(list.at(-1), 201);
      },
    });
    await screen.findByText('Aoife Byrne');

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Seán Murphy');
    await user.type(within(dialog).getByLabelText(/^Email/), 'aoife@example.ie');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a long enough password');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Failed to add user')).toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email already in use');

    await user.clear(email);
    await user.type(email, 'sean@example.ie');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Seán Murphy')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/user').at(-1)?.[1]?.body).toBe(
      JSON.stringify({
        name: 'Seán Murphy',
        email: 'sean@example.ie',
        password: 'a long enough password',
        role_id: 2,
        phone: null,
        department: null,
        status: 'active',
      }),
    );
  });

  it('edits only the changed fields', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderUsersPage(undefined, {
      'PATCH /auth/user/2': ({ body }: { body: unknown }) =>
        json({ ...manager, ...(body as object) }),
    });
    await screen.findByText('Ciarán Walsh');

    await user.click(within(bodyRows()[1]!).getByRole('button', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/^Department/), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/auth/user/2')[0]?.[1]?.body).toBe(
      JSON.stringify({ department: 'Sales' }),
    );
  });

  it('deletes only after confirmation and reports a refusal', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderUsersPage(undefined, {
      'DELETE /auth/user/1': () => json({ message: 'You cannot delete your own account' }, 422),
      'DELETE /auth/user/2': () => new Response(null, { status: 204 }),
    });
    await screen.findByText('Ciarán Walsh');

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Delete User' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('You cannot delete your own account')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(within(bodyRows()[1]!).getByRole('button', { name: 'Delete User' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(confirm).toHaveTextContent('Ciarán Walsh');
    expect(callsTo(fetchMock, 'DELETE', '/auth/user/2')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/auth/user/2')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/auth/user')).toHaveLength(2));
  });

  it('shows the spec error in red when the list cannot be fetched', async () => {
    renderUsersPage(undefined, { 'GET /auth/user': () => json({ message: 'Forbidden' }, 403) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    expect(alert).toHaveClass('text-destructive');
  });
});
