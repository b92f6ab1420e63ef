import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

const companyUser = makeUser({ id: 9, name: 'Dispatcher Dan', role_id: 4 });
const empty = { data: [], current_page: 1, last_page: 1, per_page: 15, total: 0 };

beforeAll(async () => {
  polyfillRadix();
  await Promise.all([
    import('@/app/layouts/workspace-layout'),
    import('@/routes/operator/invitations'),
    import('@/routes/operator/ratings'),
  ]);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockApi({
    'GET /auth/me': () => json({ user: companyUser }),
    'GET /operator/invitations': () => json(empty),
    'GET /operator/ratings': () => json(empty),
  });
});

describe('the workspace’s Ratings page', () => {
  it('is in the workspace navigation and opens from it', async () => {
    signInAs(companyUser);
    const user = userEvent.setup();
    renderApp('/operator');
    const nav = await screen.findByRole('navigation', { name: 'Company Workspace' });
    await user.click(within(nav).getByRole('link', { name: 'Ratings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Ratings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('No ratings yet.')).toBeVisible();
  });
});
