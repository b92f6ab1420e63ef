import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadEvent, StaffLead } from '@shared/leads/management';
import type { User } from '@shared/users/users';
import { LeadDetail } from '@/features/leads/components/lead-detail';
import { makeLead } from '@/features/leads/testing';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';
import { parseLeadId, type Viewer } from '@/features/leads/viewer';

const admin: Viewer = { id: 1, name: 'Aoife Byrne', isAdmin: true };
const manager: Viewer = { id: 2, name: 'Ciarán Walsh', isAdmin: false };
const lead = makeLead({
  id: 7,
  full_name: 'Mary Murphy',
  email: 'mary@example.ie',
  is_return_trip: true,
  return_date: '2030-06-15',
  return_time: '18:00',
  slug: '/coach-hire-cork',
  additional_info: 'Two wheelchair users',
});
const created: LeadEvent = {
  id: 1,
  lead_id: 7,
  kind: 'created',
  from_value: null,
  to_value: null,
  actor_id: null,
  actor_name: null,
  created_at: lead.created_at,
};
const staffUser = (id: number, name: string, role_id: 1 | 2): User => ({
  id,
  name,
  email: `${id}@example.ie`,
  role_id,
  phone: null,
  department: null,
  status: 'active',
  last_login_at: null,
  created_at: lead.created_at,
  updated_at: lead.created_at,
});

beforeAll(polyfillRadix);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

function DetailRoute({ viewer }: { viewer: Viewer }) {
  const { id } = useParams();
  return <LeadDetail leadId={parseLeadId(id)} viewer={viewer} />;
}

function renderDetail(
  viewer: Viewer,
  url = '/admin/leads/7',
  routes: Record<string, ApiHandler> = {},
) {
  let current: StaffLead = lead;
  const fetchMock = mockApi({
    'GET /bus-quote/7': () => json(current),
    'PATCH /bus-quote/7': ({ body }) => {
      const changes = body as Partial<StaffLead>;
      const assignee = changes.assigned_to === 2 ? 'Ciarán Walsh' : null;
      current = {
        ...current,
        ...changes,
        ...('assigned_to' in changes ? { assigned_to_name: assignee } : {}),
      };
      return json(current);
    },
    'GET /bus-quote/7/notes': () => json([]),
    'GET /bus-quote/7/activity': () => json([created]),
    'GET /auth/user': () => json([staffUser(1, 'Aoife Byrne', 1), staffUser(2, 'Ciarán Walsh', 2)]),
    ...routes,
  });
  renderRoutes(
    [
      { path: '/admin/leads/:id', element: <DetailRoute viewer={viewer} /> },
      { path: '/manager/leads/:id', element: <DetailRoute viewer={viewer} /> },
      { path: '/admin/leads', element: <p>Lead list</p> },
    ],
    url,
  );
  return fetchMock;
}

async function choose(combobox: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('lead detail', () => {
  it("shows 'Lead Not Found' with 'The requested lead could not be found.' and a way back", async () => {
    renderDetail(admin, '/admin/leads/99', {
      'GET /bus-quote/99': () => json({ message: 'Lead not found' }, 404),
    });
    expect(await screen.findByRole('heading', { name: 'Lead Not Found' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The requested lead could not be found\.$/,
    );
    expect(screen.getByRole('link', { name: 'Back to Leads' })).toHaveAttribute(
      'href',
      '/admin/leads',
    );
  });

  it('falls back to the product’s wording for an id that cannot exist', async () => {
    const fetchMock = renderDetail(admin, '/admin/leads/abc');
    expect(await screen.findByRole('heading', { name: 'Lead Not Found' })).toBeVisible();
    expect(screen.getByText('The requested lead could not be found.')).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/bus-quote/abc')).toHaveLength(0);
  });

  it('shows every field the customer sent and where it came from', async () => {
    renderDetail(admin);
    expect(await screen.findByRole('heading', { name: 'Mary Murphy' })).toBeVisible();
    for (const text of [
      'mary@example.ie',
      'Cork',
      'Dublin Airport',
      'Fri 14 Jun 2030',
      'Sat 15 Jun 2030',
      '18:00',
      '256.46 km',
      'School Tour',
      '40',
      'Two wheelchair users',
      '/coach-hire-cork',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: /Send Quote/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:mary@example\.ie\?subject=Your%20coach%20hire%20quote/),
    );
    expect(await screen.findByText('sent the quote request')).toBeVisible();
  });

  it('shows the reference, and links a possible duplicate to the first request', async () => {
    renderDetail(admin, '/admin/leads/7', {
      'GET /bus-quote/7': () =>
        json({
          ...lead,
          reference: 'CH-9XK4M',
          duplicate_of: 5,
          duplicate_of_reference: 'CH-7K3Q9',
        }),
    });
    expect(await screen.findByText('CH-9XK4M')).toBeVisible();
    expect(screen.getByText(/^Possible duplicate of/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'CH-7K3Q9' })).toHaveAttribute(
      'href',
      '/admin/leads/5',
    );
  });

  it('offers only the next allowed statuses and saves the change', async () => {
    const fetchMock = renderDetail(admin);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['New', 'Contacted', 'Lost']);
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    expect(await screen.findByText('Status updated')).toBeVisible();
    const [call] = requestsTo(fetchMock, 'PATCH', '/bus-quote/7');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ status: 'contacted' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Contacted');
  });

  it('lets an admin pick the assignee from the staff accounts', async () => {
    const fetchMock = renderDetail(admin);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    await choose('Assigned To', 'Ciarán Walsh');
    expect(await screen.findByText('Lead assigned')).toBeVisible();
    const [call] = requestsTo(fetchMock, 'PATCH', '/bus-quote/7');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ assigned_to: 2 });
  });

  it('gives managers Assign to me, and no Delete', async () => {
    const fetchMock = renderDetail(manager, '/manager/leads/7');
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('button', { name: 'Unassign' })).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/auth/user')).toHaveLength(0);
    const [call] = requestsTo(fetchMock, 'PATCH', '/bus-quote/7');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ assigned_to: 2 });
  });

  it('leaves a manager only reading a lead assigned to someone else', async () => {
    const fetchMock = renderDetail(manager, '/manager/leads/7', {
      'GET /bus-quote/7': () => json({ ...lead, assigned_to: 5, assigned_to_name: 'Orla Ryan' }),
    });
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    expect(
      screen.getByText('Assigned to Orla Ryan: only they or an admin can change this lead.'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    for (const name of ['Update Status', 'Add Notes', 'Assign to me', 'Unassign', 'Save Note']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('New note')).toBeNull();
    expect(screen.getByRole('button', { name: /Contact Customer/ })).toBeVisible();
    expect(requestsTo(fetchMock, 'PATCH', '/bus-quote/7')).toHaveLength(0);
  });

  it('moves the focus for Update Status and Add Notes, and saves a note', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDetail(admin, '/admin/leads/7', {
      'POST /bus-quote/7/notes': ({ body }) =>
        json(
          {
            id: 1,
            lead_id: 7,
            body: (body as { body: string }).body,
            author_id: 1,
            author_name: 'Aoife Byrne',
            created_at: new Date().toISOString(),
          },
          201,
        ),
    });
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add Notes' }));
    const box = screen.getByRole('textbox', { name: 'New note' });
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(screen.getByText('Write a note first')).toBeVisible();
    await user.type(box, 'Rang, wants a 53-seater');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Note added')).toBeVisible();
    const [call] = requestsTo(fetchMock, 'POST', '/bus-quote/7/notes');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ body: 'Rang, wants a 53-seater' });
  });

  it('opens the contact menu with email and phone links', async () => {
    renderDetail(admin);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Contact Customer/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:mary@example.ie',
    );
    expect(within(menu).getByRole('menuitem', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+353871234567',
    );
  });

  it('deletes the lead after confirming, then goes back to the list', async () => {
    const user = userEvent.setup();
    renderDetail(admin, '/admin/leads/7', {
      'DELETE /bus-quote/7': () => new Response(null, { status: 204 }),
    });
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this lead? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lead list')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Lead deleted')).toBeVisible());
  });
});
