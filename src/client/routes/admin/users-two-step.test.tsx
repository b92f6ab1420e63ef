import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

beforeAll(async () => {
  polyfillRadix();
  await Promise.all([import('@/app/layouts/admin-layout'), import('@/routes/admin/users')]);
});

const admin = makeUser({ id: 1, name: 'Aoife Byrne', email: 'aoife@example.ie', role_id: 1 });
const manager = makeUser({ id: 2, name: 'Ciarán Walsh', email: 'ciaran@example.ie', role_id: 2 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signInAs(admin);
});

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;

describe("turning off another user's two-step verification", () => {
  it('is offered on other rows only, asks first, and says when it was not on', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'GET /auth/me': () => json({ user: admin }),
      'GET /auth/user': () => json([admin, manager]),
      'DELETE /auth/user/2/totp': () =>
        (calls += 1) === 1
          ? new Response(null, { status: 204 })
          : json({ message: 'Two-step verification is not on' }, 404),
    });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await screen.findByText(manager.name);
    const action = { name: 'Turn off two-step verification' };
    expect(within(rowOf(admin.name)).queryByRole('button', action)).not.toBeInTheDocument();

    await user.click(within(rowOf(manager.name)).getByRole('button', action));
    const confirm = await screen.findByRole('alertdialog', action);
    expect(confirm).toHaveTextContent('Ciarán Walsh (ciaran@example.ie)');
    expect(requestsTo(fetchMock, 'DELETE', '/auth/user/2/totp')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step verification turned off')).toBeInTheDocument();

    await user.click(within(rowOf(manager.name)).getByRole('button', action));
    const again = await screen.findByRole('alertdialog', action);
    await user.click(within(again).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step verification is not on')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', '/auth/user/2/totp')).toHaveLength(2);
  }, 30_000);
});
