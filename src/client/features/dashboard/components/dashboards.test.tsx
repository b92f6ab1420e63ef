import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  AdminDashboard as AdminFigures,
  ManagerDashboard as ManagerFigures,
} from '@shared/leads/management';
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';
import { ManagerDashboard } from '@/features/dashboard/components/manager-dashboard';
import { json, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';

function answer(path: string, body: unknown) {
  mockApi({ [`GET ${path}`]: () => json(body) });
}

function renderAt(element: React.ReactNode) {
  renderRoutes([{ path: '/', element }], '/');
}

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2025-06-${String(index + 1).padStart(2, '0')}`,
  count: index === 9 ? 4 : index % 7 === 0 ? 1 : 0,
}));
const figure = (label: string) =>
  screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;
const leadHref = (id: number) => `/leads/${id}`;

describe('admin dashboard', () => {
  const figures: AdminFigures = {
    total_leads: 42,
    this_month: 9,
    conversion_rate: 11.9,
    pending: 30,
    unmatched: 3,
    by_status: { new: 20, contacted: 6, quoted: 4, converted: 5, lost: 7 },
    leads_per_day: days,
    recent_activity: [
      {
        id: 5,
        lead_id: 17,
        lead_name: 'Mary Murphy',
        kind: 'assigned',
        from_value: null,
        to_value: '3',
        actor_id: 1,
        actor_name: 'Aoife Byrne',
        created_at: new Date().toISOString(),
      },
    ],
  };

  it('shows the live figures, the chart, recent activity and working quick actions', async () => {
    answer('/dashboard/admin', figures);
    const onExport = vi.fn();
    renderAt(
      <AdminDashboard
        leadHref={leadHref}
        staffNames={new Map([[3, 'Ciarán Walsh']])}
        onExport={onExport}
        exporting={false}
      />,
    );
    expect(await screen.findByText('42')).toBeVisible();
    expect(figure('This Month')).toHaveTextContent('9');
    expect(figure('Conversion Rate')).toHaveTextContent('11.9%');
    expect(figure('Pending Quotes')).toHaveTextContent('30');
    expect(figure('Unmatched Requests')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Unmatched Requests' })).toHaveAttribute(
      'href',
      '/admin/leads?unmatched=true',
    );
    expect(
      screen.getByRole('img', {
        name: 'Leads per day. 9 leads over the last 30 days; the busiest day was 10 Jun with 4.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mary Murphy' })).toHaveAttribute('href', '/leads/17');
    expect(screen.getByText('Aoife Byrne assigned it to Ciarán Walsh')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pending Leads' })).toHaveAttribute(
      'href',
      '/admin/leads?status=pending',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Leads' }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('says in red when the figures cannot be fetched', async () => {
    answer('/elsewhere', {});
    renderAt(
      <AdminDashboard
        leadHref={leadHref}
        staffNames={new Map()}
        onExport={vi.fn()}
        exporting={false}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dashboard');
  });
});

describe('manager dashboard', () => {
  const lead = {
    id: 8,
    full_name: 'Seán Kelly',
    email: 'sean@example.ie',
    mobile_number: '0871234567',
    pickup_location: 'Galway',
    dropoff_location: 'Shannon Airport',
    pickup_lat: null,
    pickup_lng: null,
    dropoff_lat: null,
    dropoff_lng: null,
    date_of_travel: '2030-06-14',
    pickup_time: '08:00',
    group_type: 'Sports Team',
    vehicle_selected: null,
    additional_info: '',
    number_of_people: 20,
    distance: 0,
    is_return_trip: false,
    return_date: null,
    return_time: null,
    slug: '/',
    anonymised_at: null,
    status: 'contacted' as const,
    priority: 'high' as const,
    assigned_to: 2,
    assigned_to_name: 'Ciarán Walsh',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    is_spam: false,
    is_confirmation: false,
    reference: 'CH-7K3Q9',
    duplicate_of: null,
    duplicate_of_reference: null,
    itinerary: [],
    garda_vetted_required: false,
  };
  const figures: ManagerFigures = {
    my_leads: 12,
    pending_response: 3,
    converted: 2,
    success_rate: 16.7,
    this_week: { new_leads: 5, contacted: 4, converted: 1 },
    todays_tasks: [lead],
    leads_per_day: days,
  };

  it("shows the manager's own figures, tasks and this week's performance", async () => {
    answer('/dashboard/manager', figures);
    renderAt(<ManagerDashboard leadHref={leadHref} />);
    expect(await screen.findByText('12')).toBeVisible();
    expect(figure('Pending Response')).toHaveTextContent('3');
    expect(figure('Converted')).toHaveTextContent('2');
    expect(figure('Success Rate')).toHaveTextContent('16.7%');
    const tasks = screen
      .getByRole('heading', { name: "Today's Tasks" })
      .closest('[data-slot=card]');
    expect(within(tasks as HTMLElement).getByRole('link', { name: 'Seán Kelly' })).toHaveAttribute(
      'href',
      '/leads/8',
    );
    expect(tasks).toHaveTextContent('Send a quote: Galway to Shannon Airport');
    const week = screen
      .getByRole('heading', { name: "This Week's Performance" })
      .closest('[data-slot=card]') as HTMLElement;
    expect(within(week).getByText('New Leads').nextSibling).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Follow Up Leads' })).toHaveAttribute(
      'href',
      '/manager/leads?filter=followup',
    );
    expect(screen.getByRole('link', { name: 'Send Quotes' })).toHaveAttribute(
      'href',
      '/manager/leads?status=contacted&assigned_to=me',
    );
  });
});
