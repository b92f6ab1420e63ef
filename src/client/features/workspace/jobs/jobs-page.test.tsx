import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobsPage as JobsPageBody } from '@shared/workspace/jobs';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';
import { JobsPage } from './jobs-page';

beforeAll(polyfillRadix);

const job = (overrides: Partial<Job['journey']> = {}): Job => ({
  invite_id: 11,
  journey: {
    reference: 'CH-7K3Q9',
    pickup_location: 'Cork',
    dropoff_location: 'Croke Park, Dublin',
    date_of_travel: '2031-03-05',
    pickup_time: '08:30',
    is_return_trip: true,
    return_date: '2031-03-05',
    return_time: '19:00',
    group_type: 'Sports Team',
    number_of_people: 45,
    distance: 256.4,
    vehicle_selected: null,
    additional_info: 'Lots of kit bags',
    garda_vetted_required: false,
    itinerary: [],
    trip_check: null,
    ...overrides,
  },
  customer: {
    full_name: 'Siobhán Customer',
    email: 'siobhan@example.ie',
    mobile_number: '087 765 4321',
  },
  price_eur: 1234.5,
  vat_status: 'exempt',
  vehicle_type: 'Coach',
  seats: 49,
});

const page = (overrides: Partial<JobsPageBody> = {}): JobsPageBody => ({
  data: [job()],
  current_page: 1,
  last_page: 1,
  per_page: 15,
  total: 1,
  when: 'upcoming',
  month: '2031-03',
  today: '2031-03-01',
  booked_days: [
    { date: '2031-03-02', jobs: 1 },
    { date: '2031-03-05', jobs: 2 },
  ],
  ...overrides,
});

/** Answers with the month and list the request asked for. */
const answer: ApiHandler = ({ url }) => {
  const month = url.searchParams.get('month') ?? '2031-03';
  const when = url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
  return json(
    when === 'past'
      ? page({ when, month, data: [], total: 0, booked_days: [] })
      : page({ month, booked_days: month === '2031-03' ? page().booked_days : [] }),
  );
};

function renderJobs(handler: ApiHandler = answer, url = '/operator/jobs?month=2031-03') {
  const fetchMock = mockApi({ 'GET /operator/jobs': handler });
  renderRoutes([{ path: '/operator/jobs', element: <JobsPage /> }], url);
  return {
    fetchMock,
    queries: () => requestsTo(fetchMock, 'GET', '/operator/jobs').map((r) => r.url.searchParams),
  };
}

describe('jobs page', () => {
  it('shows each won trip as a card with the customer’s phone and email as links', async () => {
    renderJobs();
    expect(screen.getByText('Loading your jobs...')).toBeVisible();
    const card = await screen.findByRole('article', { name: /Wed 5 Mar 2031 at 08:30/ });
    expect(within(card).getByText('CH-7K3Q9')).toBeVisible();
    expect(within(card).getByText('Cork to Croke Park, Dublin')).toBeVisible();
    expect(within(card).getByText('€1,234.50')).toBeVisible();
    expect(within(card).getByText('VAT: exempt (passenger transport)')).toBeVisible();
    expect(within(card).getByText('Wed 5 Mar 2031 at 19:00')).toBeVisible();
    expect(within(card).getByText('Lots of kit bags')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Call 087 765 4321' })).toHaveAttribute(
      'href',
      'tel:0877654321',
    );
    expect(within(card).getByRole('link', { name: 'Email siobhan@example.ie' })).toHaveAttribute(
      'href',
      'mailto:siobhan@example.ie',
    );
  });

  it('marks booked days and today in the month’s calendar', async () => {
    renderJobs();
    const grid = await screen.findByRole('grid', { name: 'March 2031' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(grid).getByRole('gridcell', { name: 'Sun 2 Mar 2031, 1 job booked' }),
    ).toBeVisible();
    expect(
      within(grid).getByRole('gridcell', { name: 'Wed 5 Mar 2031, 2 jobs booked' }),
    ).toBeVisible();
    const today = within(grid).getByRole('gridcell', { name: 'Sat 1 Mar 2031, today, no jobs' });
    expect(today).toHaveAttribute('aria-current', 'date');
    // Only today is in the tab order.
    expect(today).toHaveAttribute('tabindex', '0');
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('moves between days with the arrow keys and between months with the buttons and Page Down', async () => {
    const user = userEvent.setup();
    const { queries } = renderJobs();
    const grid = await screen.findByRole('grid', { name: 'March 2031' });
    await user.click(within(grid).getByRole('gridcell', { name: /^Sat 1 Mar 2031/ }));
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('gridcell', { name: /^Sun 2 Mar 2031/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('gridcell', { name: /^Sun 9 Mar 2031/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    const april = await screen.findByRole('grid', { name: 'April 2031' });
    await waitFor(() =>
      expect(
        within(april).getByRole('gridcell', { name: 'Wed 9 Apr 2031, no jobs' }),
      ).toHaveFocus(),
    );
    expect(queries().at(-1)?.get('month')).toBe('2031-04');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'February 2031' })).toBeVisible();
    expect(queries().at(-1)?.get('month')).toBe('2031-02');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'March 2031' })).toBeVisible();
  });

  it('lists past jobs apart, with plain words when there are none', async () => {
    const user = userEvent.setup();
    const { queries } = renderJobs();
    await screen.findByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past jobs yet.')).toBeVisible();
    expect(queries().at(-1)?.get('when')).toBe('past');
  });

  it('says when nothing is booked yet', async () => {
    renderJobs(() => json(page({ data: [], total: 0, booked_days: [] })));
    expect(
      await screen.findByText(
        'No upcoming jobs. When a customer chooses your quote, the trip and their contact details appear here.',
      ),
    ).toBeVisible();
  });

  it('says when the jobs cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderJobs((request) =>
      failing ? json({ message: 'Service unavailable' }, 503) : answer(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your jobs: Service unavailable');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeVisible();
  });
});
