import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

const owner = makeUser({ id: 5, name: 'Niamh Walsh', email: 'niamh@rebel.example.ie', role_id: 4 });

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  polyfillRadix();
  await Promise.all([
    import('@/app/layouts/workspace-layout'),
    import('@/routes/operator/profile'),
    import('@/routes/operator/team'),
  ]);
});
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signInAs(owner);
  return () => vi.restoreAllMocks();
});

const profile = {
  company: {
    id: 12,
    company_name: 'Rebel Coaches',
    contact_name: 'Niamh Walsh',
    email: 'bookings@rebel.example.ie',
    phone: '021 430 0000',
    website: null,
    licence_number: 'RPTO 4471',
    insurance_expires_on: '2030-12-31',
    base_location: 'Mallow, Co. Cork',
    base_county: 'Cork',
    base_lat: 52.1345,
    base_lng: -8.6451,
    counties: ['Cork'],
    fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }],
    vat_status: 'exempt',
    garda_vetted: null,
    status: 'verified',
  },
  insurance: { state: 'valid', days_left: 1496 },
  documents: [],
  pending_change: null,
  last_decision: null,
  your_role: 'owner',
};

describe('the workspace’s profile and team pages', () => {
  it('opens the company profile from the workspace, named in the title', async () => {
    mockApi({
      'GET /auth/me': () => json({ user: owner }),
      'GET /operator/company': () => json(profile),
    });
    renderApp('/operator/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Rebel Coaches',
    );
    await waitFor(() =>
      expect(document.title).toBe('Company profile — Company Workspace — Coach Hire Ireland'),
    );
    expect(screen.getAllByRole('link', { name: 'Team' })[0]).toHaveAttribute(
      'href',
      '/operator/team',
    );
  });

  it('opens the team from the workspace', async () => {
    mockApi({
      'GET /auth/me': () => json({ user: owner }),
      'GET /operator/team': () =>
        json({
          data: [
            {
              id: 5,
              name: 'Niamh Walsh',
              email: owner.email,
              company_role: 'owner',
              status: 'active',
              last_login_at: null,
              created_at: '2026-11-01T08:00:00Z',
            },
          ],
          your_id: 5,
          your_role: 'owner',
        }),
    });
    renderApp('/operator/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Invite a dispatcher' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Profile' })[0]).toHaveAttribute(
      'href',
      '/operator/profile',
    );
  });
});
