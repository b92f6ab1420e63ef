import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffLead } from '@shared/leads/management';
import { ManagerLeadList } from '@/features/leads/components/manager-lead-list';
import { leadPage, makeLead } from '@/features/leads/testing';
import { json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const ME = 2;

beforeAll(polyfillRadix);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

/** A tiny stand-in for the API: totals per filter, and PATCH applied to the rows. */
function renderManagerList(url = '/manager/leads') {
  const rows: StaffLead[] = [
    makeLead({ id: 1, full_name: 'Una New', status: 'new' }),
    makeLead({ id: 2, full_name: 'Colm Contacted', status: 'contacted' }),
    makeLead({ id: 3, full_name: 'Mine Already', assigned_to: ME, assigned_to_name: 'Ciarán' }),
    makeLead({ id: 4, full_name: 'Someone Else', assigned_to: 5, assigned_to_name: 'Orla' }),
  ];
  const fetchMock = mockApi({
    'GET /bus-quote/paginated': ({ url: request }) => {
      const params = request.searchParams;
      if (params.get('per_page') === '10') {
        const total = params.get('status') === 'converted' ? 4 : params.has('date_from') ? 6 : 25;
        return json(leadPage([], 1, 3, params.get('status') === 'pending' ? 12 : total));
      }
      return json(leadPage(rows));
    },
    ...Object.fromEntries(
      rows.map((row) => [
        `PATCH /bus-quote/${row.id}`,
        ({ body }: { body: unknown }) => {
          const changes = body as Partial<StaffLead>;
          if (changes.status && row.status !== 'new') {
            return json({ message: 'Not allowed', errors: { status: ['Not allowed'] } }, 422);
          }
          Object.assign(row, changes);
          return json(row);
        },
      ]),
    ),
  });
  renderRoutes([{ path: '/manager/leads', element: <ManagerLeadList viewerId={ME} /> }], url);
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([input, init]) => `${String(input)} ${String(init?.body)}`);

describe('manager lead list', () => {
  it('shows live figures in the four cards', async () => {
    const fetchMock = renderManagerList();
    const figure = (label: string) =>
      screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;
    await waitFor(() => expect(figure('Total Leads')).toHaveTextContent('25'));
    expect(figure('This Week')).toHaveTextContent('6');
    expect(figure('Converted')).toHaveTextContent('4');
    expect(figure('Pending')).toHaveTextContent('12');
    const weekly = requestsTo(fetchMock, 'GET', '/bus-quote/paginated').find(({ url }) =>
      url.searchParams.has('date_from'),
    );
    expect(weekly?.url.searchParams.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('opens the follow-up list as "assigned to me, pending"', async () => {
    const fetchMock = renderManagerList('/manager/leads?filter=followup');
    await screen.findByText('Una New');
    const list = requestsTo(fetchMock, 'GET', '/bus-quote/paginated').find(
      ({ url }) => url.searchParams.get('per_page') === '15',
    );
    expect(list?.url.searchParams.get('assigned_to')).toBe('me');
    expect(list?.url.searchParams.get('status')).toBe('pending');
    expect(screen.getByRole('combobox', { name: 'Filter by assignee' })).toHaveTextContent(
      'Assigned to me',
    );
  });

  it('assigns a lead to me from its row, or hands back one that is mine', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManagerList();
    await screen.findByText('Una New');
    await user.click(screen.getByRole('button', { name: 'Assign Una New' }));
    expect(await screen.findByText('Lead assigned to you')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unassign Mine Already' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(patches(fetchMock)).toEqual([
      '/api/bus-quote/1 {"assigned_to":2}',
      '/api/bus-quote/3 {"assigned_to":null}',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Leads' })).getByRole('link', {
        name: 'View Una New',
      }),
    ).toHaveAttribute('href', '/manager/leads/1');
  });

  it('Assign Leads assigns the selected leads that are not mine yet', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManagerList();
    await screen.findByText('Una New');
    await user.click(screen.getByRole('checkbox', { name: 'Select all leads on this page' }));
    await user.click(screen.getByRole('button', { name: 'Assign Leads' }));
    expect(await screen.findByText('2 lead(s) assigned to you')).toBeVisible();
    expect(patches(fetchMock)).toEqual([
      '/api/bus-quote/1 {"assigned_to":2}',
      '/api/bus-quote/2 {"assigned_to":2}',
    ]);
  });

  it('Send Follow-up marks only the selected new leads as contacted', async () => {
    const user = userEvent.setup();
    const fetchMock = renderManagerList();
    await screen.findByText('Una New');
    await user.click(screen.getByRole('checkbox', { name: 'Select Una New' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Colm Contacted' }));
    await user.click(screen.getByRole('button', { name: 'Send Follow-up' }));
    expect(await screen.findByText('1 lead(s) marked as contacted')).toBeVisible();
    expect(screen.getByText('1 skipped: only new leads')).toBeVisible();
    expect(patches(fetchMock)).toEqual(['/api/bus-quote/1 {"status":"contacted"}']);
  });

  it("leaves another's lead alone: View only, and the batches skip it", async () => {
    const user = userEvent.setup();
    const fetchMock = renderManagerList();
    await screen.findByText('Someone Else');
    expect(screen.getByRole('link', { name: 'View Someone Else' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Assign Someone Else/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Una New' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Someone Else' }));
    await user.click(screen.getByRole('button', { name: 'Send Follow-up' }));
    expect(await screen.findByText('1 lead(s) marked as contacted')).toBeVisible();
    expect(screen.getByText('1 skipped: only new leads of yours or unassigned')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Assign Leads' }));
    expect(await screen.findByText('1 lead(s) assigned to you')).toBeVisible();
    expect(screen.getByText('1 skipped: already assigned')).toBeVisible();
    expect(patches(fetchMock)).toEqual([
      '/api/bus-quote/1 {"status":"contacted"}',
      '/api/bus-quote/1 {"assigned_to":2}',
    ]);
  });

  it('Generate Report shows the counts by status, ready to print', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderManagerList();
    await screen.findByText('Una New');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead Report' });
    const row = (label: string) => within(dialog).getByRole('row', { name: new RegExp(label) });
    await waitFor(() => expect(row('All leads')).toHaveTextContent('25'));
    expect(row('^Converted')).toHaveTextContent('4');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('has no delete and no export', async () => {
    renderManagerList();
    await screen.findByText('Una New');
    expect(screen.queryByRole('button', { name: /Delete|Export/ })).not.toBeInTheDocument();
  });
});
