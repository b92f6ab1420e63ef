import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '@shared/users/users';
import { json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('/operator/availability', () => {
  it('is a page of the company workspace, in its navigation', async () => {
    signInAs(makeUser({ role_id: ROLE_IDS.company, name: 'Máire Dispatcher' }));
    const fetchMock = mockApi({
      'GET /operator/unavailability': () => json({ data: [], fleet: [] }),
    });
    renderApp('/operator/availability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
    const nav = screen.getAllByRole('link', { name: 'Availability' });
    expect(nav.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    const form = screen.getByRole('region', { name: 'Mark dates as unavailable' });
    expect(await within(form).findByRole('button', { name: 'Add dates' })).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/operator/unavailability')).not.toHaveLength(0);
  });

  it('is not for staff', async () => {
    signInAs(makeUser({ role_id: ROLE_IDS.admin }));
    const fetchMock = mockApi({});
    renderApp('/operator/availability');
    expect(await screen.findByText(/You don.t have access to this page/)).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/operator/unavailability')).toEqual([]);
  });
});
