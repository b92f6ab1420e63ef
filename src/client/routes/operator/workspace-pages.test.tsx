import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_QUOTE_STATUSES } from '@shared/workspace/quotes';
import { json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';
import { makeInvitation, onePage } from '@/routes/operator/testing';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => polyfillRadix());
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the workspace’s Invitations and Quotes pages', () => {
  it('open from the workspace navigation for a company user', async () => {
    const user = userEvent.setup();
    const company = makeUser({ id: 9, role_id: 4, name: 'Dispatcher' });
    signInAs(company);
    mockApi({
      'GET /auth/me': () => json({ user: company }),
      'GET /operator/invitations': () => json(onePage([makeInvitation({ id: 3 })])),
      'GET /operator/quotes': () =>
        json({
          ...onePage([]),
          totals: COMPANY_QUOTE_STATUSES.map((status) => ({ status, count: 0, total_eur: 0 })),
        }),
    });
    renderApp('/operator');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Invitations' })).toBeVisible();
    const nav = screen.getAllByRole('link', { name: 'Quotes' })[0]!;
    await user.click(nav);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    expect(
      await screen.findByText(
        'No quotes yet. The quotes you send from your invitations appear here.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Totals' })).getAllByRole('term'),
    ).toHaveLength(6);
  });
});
