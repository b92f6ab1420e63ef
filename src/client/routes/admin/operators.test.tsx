import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operator, OperatorInput } from '@shared/marketplace/marketplace';
import type { User } from '@shared/users/users';
import { authStore } from '@/features/auth/auth-store';
import {
  bodiesSentTo,
  json,
  makeOperator,
  mockApi,
  polyfillRadix,
  renderApp,
  urlsCalled,
  type ApiHandler,
} from '@/features/marketplace/testing';
import { writeStoredAuth } from '@/lib/auth-storage';

configure({ asyncUtilTimeout: 5000 });
// Whole forms are typed per test; a machine running every suite at once needs the headroom.
vi.setConfig({ testTimeout: 30_000 });

const admin: User = {
  id: 1,
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
  role_id: 1,
  phone: null,
  department: null,
  status: 'active',
  last_login_at: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const verified = makeOperator({
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
const uninsured = makeOperator({
  id: 2,
  company_name: 'Leeside Travel',
  insurance_expires_on: '2024-01-31',
  insurance_expired: true,
});
const suspended = makeOperator({ id: 3, company_name: 'Atlantic Tours', status: 'suspended' });

const mallow = {
  name: 'Mallow',
  address: 'Mallow, Co. Cork',
  county: 'Cork',
  kind: 'town',
  lat: 52.1345,
  lng: -8.6451,
};

const originalFetch = globalThis.fetch;

beforeAll(async () => {
  polyfillRadix();
  await Promise.all([import('@/app/layouts/admin-layout'), import('@/routes/admin/operators')]);
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
  vi.restoreAllMocks();
});

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /auth/me': () => json({ user: admin }),
    'GET /operators': () => json({ data: [verified, uninsured, suspended] }),
    'GET /places': () => json([mallow]),
    ...routes,
  });
  renderApp('/admin/operators');
  return fetchMock;
}

function rowOf(company: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Bus companies' });
  const row = within(table).getByText(company).closest('tr');
  if (!row) throw new Error(`No row for ${company}`);
  return row;
}

type Setup = ReturnType<typeof userEvent.setup>;

async function openAddDialog(user: Setup) {
  await user.click(await screen.findByRole('button', { name: 'Add bus company' }));
  return screen.findByRole('dialog', { name: 'Add bus company' });
}

/** Every field of a valid company, with two vehicles. */
async function fillCompany(user: Setup, dialog: HTMLElement) {
  const box = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.type(box(/^Company name/), 'Rebel Coaches');
  await user.type(box(/^Contact name/), 'Seán Murphy');
  await user.type(box(/^Email/), 'bookings@rebelcoaches.ie');
  await user.type(box(/^Phone/), '+353 21 430 0000');
  await user.type(box(/^Website/), 'https://rebelcoaches.ie');
  await user.type(box(/licence number/), 'RPTO 1234');
  await user.type(box(/^Insurance expiry date/), '2030-12-31');
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

const validPayload = {
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
};

describe('bus companies', () => {
  it('lists each company with its standing, and flags expired insurance in red', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bus Companies' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Bus Companies — Admin Panel — Coach Hire Ireland'),
    );
    await screen.findByText('Rebel Coaches');

    const rebel = rowOf('Rebel Coaches');
    expect(rebel).toHaveTextContent('Mallow, Co. Cork');
    expect(rebel).toHaveTextContent('Verified');
    expect(rebel).toHaveTextContent('by Aoife Byrne, 5 Mar 2026');
    expect(rebel).toHaveTextContent('4.6 (12 ratings)');
    expect(rebel).not.toHaveTextContent('Insurance expired');
    const cells = within(rebel).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('3');
    expect(cells[3]).toHaveTextContent('79');
    expect(within(rebel).queryByRole('button', { name: 'Verify Rebel Coaches' })).toBeNull();

    const leeside = rowOf('Leeside Travel');
    const flag = within(leeside).getByText('Insurance expired');
    expect(flag.closest('[data-slot="badge"]')).toHaveClass('bg-red-100', 'text-red-900');
    expect(within(leeside).getByText('Wed 31 Jan 2024')).toHaveClass('text-red-800');
    expect(leeside).toHaveTextContent('Pending');
    expect(leeside).toHaveTextContent('New');
    expect(within(leeside).getByRole('button', { name: 'Verify Leeside Travel' })).toBeVisible();

    const atlantic = rowOf('Atlantic Tours');
    expect(atlantic).toHaveTextContent('Suspended');
    expect(within(atlantic).queryByRole('button', { name: 'Suspend Atlantic Tours' })).toBeNull();
    expect(screen.getByText('3 bus companies')).toBeInTheDocument();
  });

  it('asks the server for a status and a search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /operators': ({ url }) =>
        json({ data: url.searchParams.size === 0 ? [verified, uninsured, suspended] : [] }),
    });
    await screen.findByText('Rebel Coaches');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    expect(await screen.findByText('No verified bus companies match')).toBeVisible();
    expect(urlsCalled(fetchMock, 'GET', '/operators').at(-1)?.search).toBe('?status=verified');

    await user.type(screen.getByRole('searchbox', { name: 'Search bus companies' }), 'rebel');
    await waitFor(() =>
      expect(urlsCalled(fetchMock, 'GET', '/operators').at(-1)?.search).toBe(
        '?status=verified&search=rebel',
      ),
    );
  });

  it('says when there are no companies yet, and when the list cannot be loaded', async () => {
    renderPage({ 'GET /operators': () => json({ data: [] }) });
    expect(
      await screen.findByText('No bus companies yet. Add the first one to start matching leads.'),
    ).toBeVisible();
  });

  it('shows a load failure with a way to try again', async () => {
    renderPage({ 'GET /operators': () => json({ message: 'Forbidden' }, 403) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bus companies: Forbidden');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('checks every field before adding, and points at each problem', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Base location' }), 'Nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Add bus company' }));

    const box = (label: RegExp) => within(dialog).getByLabelText(label);
    await waitFor(() => expect(box(/^Company name/)).toHaveFocus());
    expect(box(/^Company name/)).toHaveAccessibleDescription('Company name is required');
    expect(box(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(box(/^Phone/)).toHaveAccessibleDescription('Enter a phone number');
    expect(box(/licence number/)).toHaveAccessibleDescription('Licence number is required');
    expect(box(/^Insurance expiry date/)).toHaveAccessibleDescription(/Use the format YYYY-MM-DD/);
    expect(
      within(dialog).getByRole('combobox', { name: 'Base location' }),
    ).toHaveAccessibleDescription(/Choose the base location from the suggestions/);
    expect(
      within(dialog).getByRole('group', { name: /Counties served/ }),
    ).toHaveAccessibleDescription(/Choose at least one county/);
    const vehicle = within(dialog).getByRole('group', { name: 'Vehicle 1' });
    expect(within(vehicle).getByLabelText(/^Vehicle type/)).toHaveAccessibleDescription(
      'Vehicle type is required',
    );
    expect(within(vehicle).getByLabelText(/^Seats/)).toHaveAccessibleDescription('Enter a number');
    expect(bodiesSentTo(fetchMock, 'POST', '/operators')).toHaveLength(0);

    await user.type(box(/^Company name/), 'R');
    expect(box(/^Company name/)).not.toHaveAttribute('aria-invalid');
  });

  it('adds a company with every field, sending the shared contract’s shape', async () => {
    const user = userEvent.setup();
    let list: Operator[] = [];
    const fetchMock = renderPage({
      'GET /operators': () => json({ data: list }),
      'POST /operators': ({ body }) => {
        const operator = makeOperator({ id: 9, ...(body as typeof validPayload) } as Operator);
        list = [operator];
        return json({ operator }, 201);
      },
    });
    await screen.findByText(/No bus companies yet/);
    const dialog = await openAddDialog(user);
    await fillCompany(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add bus company' }));

    expect(await screen.findByText('Bus company saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators')).toEqual([validPayload]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rebel Coaches')).toBeVisible();
  });

  it('shows the server’s 422 messages next to their fields, and its message in a toast', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /operators': () =>
        json(
          {
            message: 'Validation failed',
            errors: {
              email: ['A company with this email already exists'],
              'fleet.1.seats': ['Seats must be at most 100'],
              licence_number: ['This licence number is already registered'],
            },
          },
          422,
        ),
    });
    const dialog = await openAddDialog(user);
    await fillCompany(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add bus company' }));

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('A company with this email already exists');
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(dialog).getByLabelText(/licence number/)).toHaveAccessibleDescription(
      'This licence number is already registered',
    );
    const second = within(dialog).getByRole('group', { name: 'Vehicle 2' });
    expect(within(second).getByLabelText(/^Seats/)).toHaveAccessibleDescription(
      'Seats must be at most 100',
    );
    expect(screen.getByRole('dialog', { name: 'Add bus company' })).toBeVisible();
  });

  it('edits only what changed, and shows who verified the company', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'PATCH /operators/1': ({ body }) =>
        json({ operator: { ...verified, ...(body as Partial<OperatorInput>) } }),
    });
    await screen.findByText('Rebel Coaches');
    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Edit Rebel Coaches' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rebel Coaches' });
    expect(dialog).toHaveTextContent('Verified by Aoife Byrne on 5 Mar 2026');
    expect(within(dialog).getByRole('checkbox', { name: 'Limerick' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Vehicle 2' })).toBeInTheDocument();

    const phone = within(dialog).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+353 21 999 9999');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Bus company saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/operators/1')).toEqual([
      { phone: '+353 21 999 9999' },
    ]);
  });

  it('verifies at once, suspends after confirming, and reports a refused delete', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /operators/2/verify': () =>
        json({ operator: { ...uninsured, status: 'verified', verified_by_name: 'Aoife Byrne' } }),
      'POST /operators/1/suspend': () => json({ operator: { ...verified, status: 'suspended' } }),
      'DELETE /operators/1': () =>
        json({ message: 'This company has been invited to leads; suspend it instead' }, 409),
      'DELETE /operators/3': () => new Response(null, { status: 204 }),
    });
    await screen.findByText('Rebel Coaches');

    await user.click(
      within(rowOf('Leeside Travel')).getByRole('button', { name: 'Verify Leeside Travel' }),
    );
    expect(await screen.findByText('Bus company verified')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/2/verify')).toHaveLength(1);

    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Suspend Rebel Coaches' }),
    );
    let confirm = await screen.findByRole('alertdialog', { name: 'Suspend bus company' });
    expect(confirm).toHaveTextContent('Suspend Rebel Coaches?');
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/1/suspend')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Bus company suspended')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/1/suspend')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Delete Rebel Coaches' }),
    );
    confirm = await screen.findByRole('alertdialog', { name: 'Delete bus company' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This company has been invited to leads; suspend it instead'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete bus company' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(rowOf('Atlantic Tours')).getByRole('button', { name: 'Delete Atlantic Tours' }),
    );
    confirm = await screen.findByRole('alertdialog', { name: 'Delete bus company' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bus company deleted')).toBeInTheDocument();
    expect(urlsCalled(fetchMock, 'DELETE', '/operators/3')).toHaveLength(1);
  });
});
