import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, vi } from 'vitest';
import { makeOperator } from '@/features/marketplace/testing';
import { json, mockApi, type ApiHandler } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

/** Test support for the bus company pages: the companies, an admin, and the page's hooks. */

export const admin = makeUser({
  id: 1,
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
  role_id: 1,
});

export const verified = makeOperator({
  id: 1,
  company_name: 'Rebel Coaches',
  status: 'verified',
  verified_at: '2026-03-05T12:30:00Z',
  verified_by: 1,
  verified_by_name: 'Aoife Byrne',
  rating: 4.6,
  rating_count: 12,
  counties: [...(['Cork', 'Kerry', 'Limerick'] as const)],
  fleet: [
    { type: 'Coach', seats: 49, count: 2, amenities: ['toilet', 'wifi'] },
    { type: 'Double-decker', seats: 79, count: 1, amenities: [] },
  ],
});
export const uninsured = makeOperator({
  id: 2,
  company_name: 'Leeside Travel',
  insurance_expires_on: '2024-01-31',
  insurance_expired: true,
});
export const suspended = makeOperator({
  id: 3,
  company_name: 'Atlantic Tours',
  status: 'suspended',
});

export const mallow = {
  name: 'Mallow',
  address: 'Mallow, Co. Cork',
  county: 'Cork',
  kind: 'town',
  lat: 52.1345,
  lng: -8.6451,
};

/** The hooks every test file of the page needs: Radix in jsdom, the route loaded, an admin. */
export function prepareOperatorsPage() {
  // Whole forms are typed per test; a machine running every suite at once needs the headroom.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    polyfillRadix();
    await Promise.all([import('@/app/layouts/admin-layout'), import('@/routes/admin/operators')]);
  });
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    signInAs(admin);
    return () => vi.restoreAllMocks();
  });
}

export function renderPage(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /auth/me': () => json({ user: admin }),
    'GET /operators': () => json({ data: [verified, uninsured, suspended] }),
    'GET /places': () => json([mallow]),
    'GET /operators/applications': () => json({ data: [] }),
    'GET /operators/changes': () => json({ data: [] }),
    ...routes,
  });
  renderApp('/admin/operators');
  return fetchMock;
}

export function rowOf(company: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Bus companies' });
  const row = within(table).getByText(company).closest('tr');
  if (!row) throw new Error(`No row for ${company}`);
  return row;
}

export type Setup = ReturnType<typeof userEvent.setup>;

export async function openAddDialog(user: Setup) {
  await user.click(await screen.findByRole('button', { name: 'Add bus company' }));
  return screen.findByRole('dialog', { name: 'Add bus company' });
}

/** Every field of a valid company, with two vehicles. */
export async function fillCompany(user: Setup, dialog: HTMLElement) {
  const box = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.type(box(/^Company name/), 'Rebel Coaches');
  await user.type(box(/^Contact name/), 'Seán Murphy');
  await user.type(box(/^Email/), 'bookings@rebelcoaches.ie');
  await user.type(box(/^Phone/), '+353 21 430 0000');
  await user.type(box(/^Website/), 'https://rebelcoaches.ie');
  await user.type(box(/licence number/), 'RPTO 1234');
  await user.type(box(/^Insurance expiry date/), '31/12/2030');
  await user.type(within(dialog).getByRole('combobox', { name: 'Base location' }), 'Mallow');
  await user.click(await within(dialog).findByRole('option', { name: 'Mallow, Co. Cork' }));
  expect(within(dialog).getByText('County Cork')).toBeVisible();

  const counties = within(dialog).getByRole('group', { name: /Counties served/ });
  await user.click(within(counties).getByRole('button', { name: 'All counties' }));
  expect(counties).toHaveTextContent('32 of 32 selected');
  await user.click(within(counties).getByRole('button', { name: 'None of the counties' }));
  await user.click(within(counties).getByRole('checkbox', { name: 'Kerry' }));
  await user.click(within(counties).getByRole('checkbox', { name: 'Cork' }));
  expect(counties).toHaveTextContent('2 of 32 selected');

  const first = within(dialog).getByRole('group', { name: 'Vehicle 1' });
  await user.type(within(first).getByLabelText(/^Vehicle type/), 'Coach');
  await user.type(within(first).getByLabelText(/^Seats/), '49');
  await user.clear(within(first).getByLabelText(/^How many/));
  await user.type(within(first).getByLabelText(/^How many/), '2');
  await user.click(within(first).getByRole('checkbox', { name: 'Wi-Fi' }));
  await user.click(within(first).getByRole('checkbox', { name: 'Toilet' }));

  await user.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
  const second = within(dialog).getByRole('group', { name: 'Vehicle 2' });
  await user.type(within(second).getByLabelText(/^Vehicle type/), 'Minibus');
  await user.type(within(second).getByLabelText(/^Seats/), '16');
  await user.click(within(second).getByRole('checkbox', { name: 'Wheelchair access' }));

  await user.type(box(/^Notes/), 'Prefers school runs');
}

export const validPayload = {
  company_name: 'Rebel Coaches',
  contact_name: 'Seán Murphy',
  email: 'bookings@rebelcoaches.ie',
  phone: '+353 21 430 0000',
  website: 'https://rebelcoaches.ie',
  licence_number: 'RPTO 1234',
  insurance_expires_on: '2030-12-31',
  base_location: 'Mallow, Co. Cork',
  base_county: 'Cork',
  base_lat: 52.1345,
  base_lng: -8.6451,
  counties: ['Cork', 'Kerry'],
  fleet: [
    { type: 'Coach', seats: 49, count: 2, amenities: ['toilet', 'wifi'] },
    { type: 'Minibus', seats: 16, count: 1, amenities: ['wheelchair'] },
  ],
  notes: 'Prefers school runs',
  vat_status: 'exempt',
};
