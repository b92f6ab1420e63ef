import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_WRONG } from '@shared/users/users';
import { bodiesSentTo, json, mockApi, type ApiHandler } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

beforeAll(async () => {
  polyfillRadix();
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('@/routes/admin/users'),
    import('@/routes/admin/confirm-email'),
  ]);
});

const admin = makeUser({ id: 1, name: 'Aoife Byrne', email: 'aoife@example.ie', role_id: 1 });
const manager = makeUser({ id: 2, name: 'Ciarán Walsh', email: 'ciaran@example.ie', role_id: 2 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signInAs(admin);
});

async function openEdit(name: string, patch: ApiHandler) {
  const user = userEvent.setup();
  const fetchMock = mockApi({
    'GET /auth/me': () => json({ user: admin }),
    'GET /auth/user': () => json([admin, manager]),
    [`PATCH /auth/user/${name === admin.name ? 1 : 2}`]: patch,
  });
  renderApp('/admin/users');
  await screen.findByText(manager.name);
  const table = screen.getByRole('table', { name: 'Users' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(name))!;
  await user.click(within(row).getByRole('button', { name: 'Edit User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  return { user, dialog, fetchMock };
}

const saved =
  (pendingEmail: string | null = null): ApiHandler =>
  ({ body }) =>
    json({ ...admin, ...(body as object), email: admin.email, pending_email: pendingEmail });

describe('editing one’s own account', () => {
  it('asks for the current password only when the password or email changes', async () => {
    const { user, dialog, fetchMock } = await openEdit(admin.name, saved());
    expect(within(dialog).getByText(/needs your current password/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/^Current password/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Password/), 'a brand new password');
    const current = within(dialog).getByLabelText(/^Current password/);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'Enter your current password to change your password or email',
      ),
    ).toBeVisible();
    expect(current).toHaveFocus();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/auth/user/1')).toEqual([]);

    await user.type(current, 'my old password');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/auth/user/1')).toEqual([
      { password: 'a brand new password', current_password: 'my old password' },
    ]);
  });

  it('shows a wrong current password on its field', async () => {
    const { user, dialog } = await openEdit(admin.name, () =>
      json(
        {
          message: CURRENT_PASSWORD_WRONG,
          errors: { current_password: [CURRENT_PASSWORD_WRONG] },
        },
        422,
      ),
    );
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'aoife@newmail.ie');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(CURRENT_PASSWORD_WRONG)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says a new email must be confirmed from the link sent to it', async () => {
    const { user, dialog } = await openEdit(admin.name, saved('aoife@newmail.ie'));
    expect(within(dialog).getByText(/changes only once you open the link/)).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'aoife@newmail.ie');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'my old password');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Open the link we sent to aoife@newmail.ie to confirm your new email. Until then, sign in with aoife@example.ie.',
      ),
    ).toBeInTheDocument();
  });

  it('is not what editing someone else is: no current password asked', async () => {
    const { user, dialog, fetchMock } = await openEdit(manager.name, ({ body }) =>
      json({ ...manager, ...(body as object), pending_email: null }),
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'set by the admin');
    expect(within(dialog).queryByLabelText(/^Current password/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', '/auth/user/2')).toEqual([
        { password: 'set by the admin' },
      ]),
    );
  });
});

describe('the confirmation link', () => {
  it('confirms the new email once, signed in, and shows it', async () => {
    const fetchMock = mockApi({
      'GET /auth/me': () => json({ user: admin }),
      'POST /auth/email-change/7.signature': () =>
        json({ user: { ...admin, email: 'aoife@newmail.ie' } }),
    });
    renderApp('/admin/confirm-email/7.signature');
    expect(await screen.findByText('aoife@newmail.ie')).toBeVisible();
    expect(screen.getByText(/Your email address is now/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/email-change/7.signature')).toHaveLength(1);
  });

  it('says why a link does not work', async () => {
    mockApi({
      'GET /auth/me': () => json({ user: admin }),
      'POST /auth/email-change/7.used': () =>
        json({ message: 'This link is not valid or has already been used' }, 404),
    });
    renderApp('/admin/confirm-email/7.used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has already been used',
    );
    expect(screen.getByRole('link', { name: 'Back to User Management' })).toBeVisible();
  });
});
