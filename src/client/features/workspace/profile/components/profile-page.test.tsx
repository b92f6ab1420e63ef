import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile } from '@shared/workspace/profile';
import type { PlaceInputProps } from '@/features/marketplace';
import { ProfilePage } from '@/features/workspace/profile/components/profile-page';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => polyfillRadix());

/** A plain text box stands in for the place search the route lends the page. */
function placeInput({ onPick: _pick, onValueChange, ...props }: PlaceInputProps) {
  return <input {...props} onChange={(event) => onValueChange(event.target.value)} />;
}

const company: CompanyProfile['company'] = {
  id: 12,
  company_name: 'Rebel Coaches',
  contact_name: 'Niamh Walsh',
  email: 'bookings@rebel.example.ie',
  phone: '021 430 0000',
  website: null,
  licence_number: 'RPTO 4471',
  insurance_expires_on: '2026-12-10',
  base_location: 'Mallow, Co. Cork',
  base_county: 'Cork',
  base_lat: 52.1345,
  base_lng: -8.6451,
  counties: ['Cork', 'Kerry'],
  fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: ['toilet'] }],
  vat_status: 'exempt',
  garda_vetted: true,
  status: 'verified',
};

const profileOf = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  company,
  insurance: { state: 'expiring', days_left: 14 },
  documents: [],
  pending_change: null,
  last_decision: null,
  your_role: 'owner',
  ...overrides,
});

function renderProfile(profile: CompanyProfile, routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /operator/company': () => json(profile),
    'PATCH /operator/company': () => json(profile),
    ...routes,
  });
  renderRoutes(
    [{ path: '/operator/profile', element: <ProfilePage renderPlaceInput={placeInput} /> }],
    '/operator/profile',
  );
  return fetchMock;
}

describe('company profile', () => {
  it('warns of insurance running out and sends only what changed, at once', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile(profileOf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your insurance expires in 14 days (Thu 10 Dec 2026).',
    );
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '021 555 1234');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/operator/company')).toEqual([
      { phone: '021 555 1234' },
    ]);
  });

  it('sends a new licence number for review and shows it waiting', async () => {
    const user = userEvent.setup();
    const waiting = profileOf({
      pending_change: {
        id: 4,
        version: 1,
        status: 'pending',
        changes: { licence_number: 'RPTO 9000' },
        documents: [],
        requested_by_name: 'Niamh Walsh',
        requested_at: '2026-11-26T10:00:00Z',
        reason: null,
        decided_at: null,
      },
    });
    const fetchMock = renderProfile(profileOf(), {
      'PATCH /operator/company': () => json(waiting),
    });
    const licence = await screen.findByRole('textbox', { name: /licence number/ });
    await user.clear(licence);
    await user.type(licence, 'RPTO 9000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Saved. The changes that need a check are waiting for review.'),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/operator/company')).toEqual([
      { licence_number: 'RPTO 9000' },
    ]);
    const box = screen.getByRole('region', { name: 'Changes waiting for review' });
    expect(box).toHaveTextContent('Pending review');
    expect(box).toHaveTextContent('Operator licence number: RPTO 9000');
    // The form shows what was asked for; saving again does not send it twice.
    expect(screen.getByRole('textbox', { name: /licence number/ })).toHaveValue('RPTO 9000');
  });

  it('puts the server’s field message on the field', async () => {
    const user = userEvent.setup();
    renderProfile(profileOf(), {
      'PATCH /operator/company': () =>
        json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['This email is already in use'] },
          },
          422,
        ),
    });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'taken@example.ie');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This email is already in use')).toBeVisible();
    expect(email).toHaveFocus();
  });

  it('locks what only the owner changes for a dispatcher, who edits the rest', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile(profileOf({ your_role: 'dispatcher' }));
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription("Only your company's owner can change this");
    expect(screen.getByRole('radio', { name: /^Included in the price/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Dublin' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', '/operator/company')).toEqual([
        { counties: ['Cork', 'Dublin', 'Kerry'] },
      ]),
    );
  });

  it('tells the company why its last change was not approved', async () => {
    renderProfile(
      profileOf({
        insurance: { state: 'valid', days_left: 200 },
        last_decision: {
          id: 3,
          version: 2,
          status: 'rejected',
          changes: { company_name: 'Rebel Tours' },
          documents: [],
          requested_by_name: null,
          requested_at: '2026-11-20T09:00:00Z',
          reason: 'The licence is issued to Rebel Coaches',
          decided_at: '2026-11-21T09:00:00Z',
        },
      }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'was not approved: The licence is issued to Rebel Coaches.',
    );
    expect(screen.getByText('Insurance valid until Thu 10 Dec 2026.')).toBeVisible();
  });

  it('sends a new insurance certificate for review, and asks for a file first', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile(profileOf(), {
      'POST /operator/company/documents': () => json(profileOf()),
    });
    const send = await screen.findByRole('button', { name: 'Send for review' });
    await user.click(send);
    expect(await screen.findByText('Choose at least one new document')).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/operator/company/documents')).toHaveLength(0);

    const file = new File(['%PDF-1.4'], 'cert-2027.pdf', { type: 'application/pdf' });
    const section = screen.getByRole('region', { name: 'Documents' });
    await user.upload(within(section).getByLabelText(/Insurance certificate/), file);
    await user.click(send);
    expect(await screen.findByText('Documents sent for review')).toBeVisible();
    const [body] = bodiesSentTo(fetchMock, 'POST', '/operator/company/documents');
    expect((body as FormData).get('insurance_certificate')).toBeInstanceOf(File);
    expect((body as FormData).get('operator_licence')).toBeNull();
  });

  it('shows the documents on file, each viewed in the page', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile(
      profileOf({
        documents: [
          {
            id: 41,
            kind: 'operator_licence',
            content_type: 'image/png',
            file_name: 'licence.png',
            size: 2048,
            created_at: '2026-11-01T09:00:00Z',
          },
        ],
      }),
      {
        'GET /operators/12/documents/41': () =>
          new Response(new Blob(['png']), { headers: { 'Content-Type': 'image/png' } }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(section).toHaveTextContent('Operator licence (licence.png, 2 KB)');
    await user.click(within(section).getByRole('button', { name: 'View operator licence' }));
    expect(await within(section).findByRole('img', { name: 'Operator licence' })).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/operators/12/documents/41')).toHaveLength(1);
  });
});
