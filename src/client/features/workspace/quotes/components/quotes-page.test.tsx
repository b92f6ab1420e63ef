import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_QUOTE_STATUSES,
  type CompanyQuote,
  type CompanyQuoteList,
} from '@shared/workspace/quotes';
import { type ApiHandler, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';
import { QuotesPage } from './quotes-page';

beforeAll(polyfillRadix);

const quote = (id: number): CompanyQuote => ({
  id,
  invitation_id: 100 + id,
  reference: `CH-0000${id}`,
  pickup_location: 'Cork',
  dropoff_location: `Stop ${id}`,
  date_of_travel: '2031-03-05',
  is_return_trip: false,
  number_of_people: 40,
  price_eur: 800 + id,
  vehicle_type: 'Coach',
  seats: 49,
  valid_until: '2031-03-01',
  revision: 1,
  status: 'sent',
  created_at: '2031-01-01T10:00:00.000Z',
  updated_at: '2031-01-01T10:00:00.000Z',
});

/** 12 sent quotes, 10 to a page: what the server answers for the page asked for. */
const answer: ApiHandler = ({ url }) => {
  const page = Number(url.searchParams.get('page') ?? '1');
  const all = Array.from({ length: 12 }, (_, index) => quote(index + 1));
  const status = url.searchParams.get('status');
  const matching = status === null || status === 'sent' ? all : [];
  const body: CompanyQuoteList = {
    data: matching.slice((page - 1) * 10, page * 10),
    current_page: page,
    last_page: Math.max(1, Math.ceil(matching.length / 10)),
    per_page: 10,
    total: matching.length,
    totals: COMPANY_QUOTE_STATUSES.map((each) => ({
      status: each,
      count: each === 'sent' ? 12 : 0,
      total_eur: each === 'sent' ? 9678 : 0,
    })),
  };
  return json(body);
};

function renderQuotes(url = '/operator/quotes?per_page=10') {
  const fetchMock = mockApi({ 'GET /operator/quotes': answer });
  renderRoutes([{ path: '/operator/quotes', element: <QuotesPage /> }], url);
  return () => requestsTo(fetchMock, 'GET', '/operator/quotes').map((r) => r.url.searchParams);
}

describe('quotes page', () => {
  it('shows a page of quotes and moves to the next page, keeping the totals', async () => {
    const user = userEvent.setup();
    const queries = renderQuotes();
    const list = await screen.findByRole('list', { name: 'Quotes' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: /Stop 12/ })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(queries().at(-1)?.get('page')).toBe('2');
    expect(screen.getByText(/^€9,678/)).toBeVisible();
  });

  it('goes back to the first page when the filter changes', async () => {
    const user = userEvent.setup();
    const queries = renderQuotes('/operator/quotes?per_page=10&page=2');
    await screen.findByRole('article', { name: /Stop 12/ });
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Chosen' }));
    expect(await screen.findByText('No quotes with the status Chosen.')).toBeVisible();
    const last = queries().at(-1);
    expect(last?.get('status')).toBe('chosen');
    expect(last?.get('page')).toBe('1');
  });
});
