import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLeadList } from '@/features/leads/components/admin-lead-list';
import { leadPage, makeLead } from '@/features/leads/testing';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const leads = [1, 2, 3].map((id) => makeLead({ id, full_name: `Lead ${id}` }));
let downloads: string[] = [];

beforeAll(polyfillRadix);
beforeEach(() => {
  downloads = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:lead-export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderList(routes: Record<string, ApiHandler> = {}, url = '/admin/leads') {
  const fetchMock = mockApi({
    'GET /bus-quote/paginated': () => json(leadPage(leads)),
    'GET /index/default': () => json({ message: 'Page not found' }, 404),
    'GET /bus-quote/export/csv': () =>
      new Response('\ufeffid,full_name\r\n1,Lead 1\r\n', {
        headers: { 'Content-Type': 'text/csv' },
      }),
    ...routes,
  });
  renderRoutes([{ path: '/admin/leads', element: <AdminLeadList /> }], url);
  return fetchMock;
}

const rowCheckbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('admin lead list actions', () => {
  it('selects every row on the page from the header checkbox', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Lead 1');
    const all = screen.getByRole('checkbox', { name: 'Select all leads on this page' });
    await user.click(rowCheckbox('Lead 2'));
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    for (const lead of leads) expect(rowCheckbox(lead.full_name)).toBeChecked();
    expect(screen.getByText('3 selected')).toBeVisible();
    await user.click(all);
    expect(screen.getByText('0 selected')).toBeVisible();
  });

  it('keeps only selections still on the page after the next fetch', async () => {
    const user = userEvent.setup();
    renderList({
      'GET /bus-quote/paginated': ({ url }) =>
        json(url.searchParams.get('group_type') ? leadPage([leads[1]!]) : leadPage(leads)),
    });
    await screen.findByText('Lead 1');
    await user.click(rowCheckbox('Lead 1'));
    await user.click(rowCheckbox('Lead 2'));
    await user.click(screen.getByRole('combobox', { name: 'Filter by group' }));
    await user.click(await screen.findByRole('option', { name: 'School Tour' }));
    await waitFor(() => expect(screen.queryByText('Lead 1')).not.toBeInTheDocument());
    expect(rowCheckbox('Lead 2')).toBeChecked();
    expect(screen.getByText('1 selected')).toBeVisible();
  });

  it('asks before deleting the selected leads, then deletes them all at once', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList({
      'POST /bus-quote/bulk-delete': ({ body }) =>
        json({ deleted: (body as { ids: number[] }).ids.length }),
    });
    await screen.findByText('Lead 1');
    await user.click(rowCheckbox('Lead 1'));
    await user.click(rowCheckbox('Lead 3'));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 2 selected lead(s)? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 lead(s) deleted')).toBeVisible();
    const [call] = requestsTo(fetchMock, 'POST', '/bus-quote/bulk-delete');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ ids: [1, 3] });
  });

  it('asks before deleting one lead', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList({
      'DELETE /bus-quote/2': () => new Response(null, { status: 204 }),
    });
    await screen.findByText('Lead 2');
    await user.click(screen.getByRole('button', { name: 'Delete Lead 2' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this lead? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lead deleted')).toBeVisible();
    expect(requestsTo(fetchMock, 'DELETE', '/bus-quote/2')).toHaveLength(1);
  });

  it('exports the selected rows as bus_quotes_selected.csv', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList();
    await screen.findByText('Lead 1');
    await user.click(rowCheckbox('Lead 1'));
    await user.click(rowCheckbox('Lead 2'));
    await user.click(screen.getByRole('button', { name: 'Export Selected' }));
    await waitFor(() => expect(downloads).toEqual(['bus_quotes_selected.csv']));
    const [call] = requestsTo(fetchMock, 'GET', '/bus-quote/export/csv');
    expect(call?.url.searchParams.get('ids')).toBe('1,2');
  });

  it('exports the filtered rows as bus_quotes_filtered.csv with the list filters', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList({}, '/admin/leads?search=cork&group_type=School+Tour&page=2');
    await screen.findByText('Lead 1');
    await user.click(screen.getByRole('button', { name: 'Export Filtered' }));
    await waitFor(() => expect(downloads).toEqual(['bus_quotes_filtered.csv']));
    const [call] = requestsTo(fetchMock, 'GET', '/bus-quote/export/csv');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      search: 'cork',
      group_type: 'School Tour',
    });
  });

  it("says 'Export failed' when the server refuses", async () => {
    const user = userEvent.setup();
    renderList({ 'GET /bus-quote/export/csv': () => json({ message: 'Forbidden' }, 403) });
    await screen.findByText('Lead 1');
    await user.click(screen.getByRole('button', { name: 'Export Filtered' }));
    expect(await screen.findByText('Export failed')).toBeVisible();
    expect(downloads).toEqual([]);
  });
});
