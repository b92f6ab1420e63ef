import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/users/users';
import { json, mockApi, requestsTo, type ApiHandler } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

// Load the lazy route modules once up front, so the first test doesn't pay for it.
beforeAll(async () => {
  polyfillRadix();
  await Promise.all([import('@/app/layouts/admin-layout'), import('@/routes/admin/users')]);
});

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

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signInAs(admin);
});

function renderUsersPage(
  users: User[] = [admin, manager, pending, plain],
  extra: Record<string, ApiHandler> = {},
) {
  const fetchMock = mockApi({
    'GET /auth/me': () => json({ user: admin }),
    'GET /auth/user': () => json(users),
    ...extra,
  });
  const router = renderApp('/admin/users');
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
    expect(requestsTo(fetchMock, 'POST', '/auth/user')).toHaveLength(0);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('shows the 12-character password rule up front, and says when a password is too short', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderUsersPage();
    await screen.findByText('Pat Ryan');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription('At least 12 characters.');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Seán Murphy');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sean@example.ie');
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'At least 12 characters. Password must be at least 12 characters',
    );
    expect(requestsTo(fetchMock, 'POST', '/auth/user')).toHaveLength(0);
  });

  it('adds a user, reloads the list, and shows server field errors on their field', async () => {
    const user = userEvent.setup();
    let list = [admin];
    const { fetchMock } = renderUsersPage(undefined, {
      'GET /auth/user': () => json(list),
      'POST /auth/user': ({ body }) => {
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
    expect(requestsTo(fetchMock, 'POST', '/auth/user').at(-1)?.init.body).toBe(
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
      'PATCH /auth/user/2': ({ body }) => json({ ...manager, ...(body as object) }),
    });
    await screen.findByText('Ciarán Walsh');

    await user.click(within(bodyRows()[1]!).getByRole('button', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/^Department/), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/auth/user/2')[0]?.init.body).toBe(
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
    expect(requestsTo(fetchMock, 'DELETE', '/auth/user/2')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', '/auth/user/2')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/auth/user')).toHaveLength(2));
  });

  it('shows the list error in red when the list cannot be fetched', async () => {
    renderUsersPage(undefined, { 'GET /auth/user': () => json({ message: 'Forbidden' }, 403) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    expect(alert).toHaveClass('text-destructive');
  });
});
