import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile } from '@shared/workspace/profile';
import { json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';
import { onePage } from '@/routes/operator/testing';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => polyfillRadix());
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const profile = (insurance: CompanyProfile['insurance']): CompanyProfile => ({
  company: {
    id: 12,
    company_name: 'Rebel Coaches',
    contact_name: 'Niamh Walsh',
    email: 'bookings@rebel.example.ie',
    phone: '021 430 0000',
    website: null,
    licence_number: 'RPTO 4471',
    insurance_expires_on: '2026-11-20',
    base_location: 'Mallow, Co. Cork',
    base_county: 'Cork',
    base_lat: 52.1345,
    base_lng: -8.6451,
    counties: ['Cork', 'Kerry'],
    fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: [] }],
    vat_status: 'exempt',
    garda_vetted: true,
    status: 'verified',
  },
  insurance,
  documents: [],
  pending_change: null,
  last_decision: null,
  your_role: 'owner',
});

function openWorkspace(insurance: CompanyProfile['insurance']) {
  const company = makeUser({ id: 9, role_id: 4, name: 'Dispatcher' });
  signInAs(company);
  mockApi({
    'GET /auth/me': () => json({ user: company }),
    'GET /operator/invitations': () => json(onePage([])),
    'GET /operator/company': () => json(profile(insurance)),
  });
  renderApp('/operator');
}

describe('the workspace’s insurance banner (docs/product.md#reminders)', () => {
  it('tells every page that the insurance has expired and matching has stopped, with the way to renew', async () => {
    const user = userEvent.setup();
    openWorkspace({ state: 'expired', days_left: -6 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Your insurance expired on Fri 20 Nov 2026: your company receives no new requests until our team approves your renewed insurance.',
    );
    await user.click(screen.getByRole('link', { name: 'Open your profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    // The profile shows its own notice, not the banner's link to itself.
    expect(screen.queryByRole('link', { name: 'Open your profile' })).toBeNull();
  });

  it('says nothing while the insurance is valid', async () => {
    openWorkspace({ state: 'valid', days_left: 200 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    expect(await screen.findByText('No invitations yet.', { exact: false })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
