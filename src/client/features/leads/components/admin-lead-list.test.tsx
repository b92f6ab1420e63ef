import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLeadList } from '@/features/leads/components/admin-lead-list';
import { leadPage, makeLead } from '@/features/leads/testing';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const DAY = 24 * 60 * 60 * 1000;
const mary = makeLead({
  id: 1,
  full_name: 'Mary Murphy',
  status: 'contacted',
  assigned_to: 2,
  assigned_to_name: 'Ciarán Walsh',
});
const sean = makeLead({
  id: 2,
  full_name: 'Seán Kelly',
  created_at: new Date(Date.now() - 3 * DAY - 1000).toISOString(),
});

beforeAll(polyfillRadix);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderList(url = '/admin/leads', routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /bus-quote/paginated': () => json(leadPage([mary, sean])),
    'GET /index/default': () => json({ message: 'Page not found' }, 404),
    ...routes,
  });
  const router = renderRoutes([{ path: '/admin/leads', element: <AdminLeadList /> }], url);
  return { fetchMock, router };
}

const listRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, 'GET', '/bus-quote/paginated').map(({ url }) => url.searchParams);

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('row')
    .slice(1);
}

describe('admin lead list', () => {
  it('says it is loading, then shows each lead with its real status, assignee and age', async () => {
    renderList();
    expect(screen.getByText('Loading leads…')).toBeVisible();
    await screen.findByText('Mary Murphy');
    const [maryRow, seanRow] = bodyRows();
    expect(maryRow).toHaveTextContent('Contacted');
    expect(maryRow).toHaveTextContent('Ciarán Walsh');
    expect(maryRow).toHaveTextContent('Today');
    expect(maryRow).toHaveTextContent('256.46 km');
    expect(seanRow).toHaveTextContent('New');
    expect(seanRow).toHaveTextContent('Unassigned');
    expect(seanRow).toHaveTextContent('3 days ago');
    expect(within(maryRow!).getByRole('link', { name: 'View Mary Murphy' })).toHaveAttribute(
      'href',
      '/admin/leads/1',
    );
    expect(screen.getByText('Showing 1–2 of 2 leads')).toBeVisible();
  });

  it("shows each lead's reference, and marks a possible duplicate", async () => {
    renderList('/admin/leads', {
      'GET /bus-quote/paginated': () =>
        json(
          leadPage([
            { ...mary, reference: 'CH-7K3Q9' },
            { ...sean, reference: 'CH-9XK4M', duplicate_of: 1, duplicate_of_reference: 'CH-7K3Q9' },
          ]),
        ),
    });
    await screen.findByText('Mary Murphy');
    const [maryRow, seanRow] = bodyRows();
    expect(maryRow).toHaveTextContent('CH-7K3Q9');
    expect(maryRow).not.toHaveTextContent('Possible duplicate');
    expect(seanRow).toHaveTextContent('CH-9XK4M');
    expect(seanRow).toHaveTextContent('Possible duplicate of CH-7K3Q9');
  });

  it('asks for page 1, 15 per page, newest first, with the filters from the URL', async () => {
    const { fetchMock } = renderList('/admin/leads?status=pending');
    await screen.findByText('Mary Murphy');
    const [params] = listRequests(fetchMock);
    expect(Object.fromEntries(params!)).toEqual({
      page: '1',
      per_page: '15',
      status: 'pending',
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveTextContent('Pending');
  });

  it('asks for the unmatched leads the dashboard links to', async () => {
    const { fetchMock } = renderList('/admin/leads?unmatched=true');
    await screen.findByText('Mary Murphy');
    const [params] = listRequests(fetchMock);
    expect(params!.get('unmatched')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Filter by matching' })).toHaveTextContent(
      'Unmatched only',
    );
  });

  it('offers All Groups and the group types the quote form stores', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Mary Murphy');
    await user.click(screen.getByRole('combobox', { name: 'Filter by group' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('All Groups');
    expect(options).toContain('Wedding Party');
    expect(options).toContain('School Tour');
    expect(options).not.toContain('School');
  });

  it('shows "No leads found" for an empty page and errors in red', async () => {
    renderList('/admin/leads', { 'GET /bus-quote/paginated': () => json(leadPage([])) });
    expect(await screen.findByText('No leads found')).toBeVisible();
  });

  it('reports a failed fetch in red', async () => {
    renderList('/admin/leads', {
      'GET /bus-quote/paginated': () => json({ message: 'Database unavailable' }, 503),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch paginated bus quotes: Database unavailable');
    expect(alert).toHaveClass('text-destructive');
  });

  it('searches 500 ms after typing stops, back on page 1', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderList('/admin/leads?page=2', {
      'GET /bus-quote/paginated': ({ url }) =>
        json(leadPage([mary, sean], Number(url.searchParams.get('page')), 3, 40)),
    });
    await screen.findByText('Mary Murphy');
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'cork');
    expect(listRequests(fetchMock).some((params) => params.has('search'))).toBe(false);
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('search')).toBe('cork'));
    expect(listRequests(fetchMock).at(-1)?.get('page')).toBe('1');
    expect(listRequests(fetchMock).filter((params) => params.has('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=cork');
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderList();
    await screen.findByText('Mary Murphy');
    const created = screen.getByRole('columnheader', { name: /Created/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('sort_by')).toBe('full_name'));
    expect(listRequests(fetchMock).at(-1)?.get('sort_order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(created).toHaveAttribute('aria-sort', 'none');
  });

  it('shows at most 5 page buttons and changes page with them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderList('/admin/leads', {
      'GET /bus-quote/paginated': ({ url }) =>
        json(leadPage([mary, sean], Number(url.searchParams.get('page') ?? 1), 12, 180)),
    });
    await screen.findByText('Mary Murphy');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('page')).toBe('3'));
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
