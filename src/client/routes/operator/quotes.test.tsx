import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_QUOTE_STATUSES, type CompanyQuoteStatus } from '@shared/workspace/quotes';
import { json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';
import { Component as QuotesRoute } from '@/routes/operator/quotes';
import { makeCompanyQuote, onePage } from '@/routes/operator/testing';

vi.setConfig({ testTimeout: 20_000 });

const routes = [{ path: '/operator/quotes', Component: QuotesRoute }];

const chosen = makeCompanyQuote({ id: 1, status: 'chosen', price_eur: 1250.5, revision: 2 });
const sent = makeCompanyQuote({ id: 2, reference: 'CH-22222', price_eur: 640 });
const totals = COMPANY_QUOTE_STATUSES.map((status: CompanyQuoteStatus) => ({
  status,
  count: status === 'chosen' || status === 'sent' ? 1 : 0,
  total_eur: status === 'chosen' ? 1250.5 : status === 'sent' ? 640 : 0,
}));

beforeAll(() => polyfillRadix());

describe('the workspace’s quotes', () => {
  it('shows every status’s total and the quotes, and filters them by status', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /operator/quotes': ({ url }) => {
        const status = url.searchParams.get('status');
        const quotes = [chosen, sent].filter((quote) => !status || quote.status === status);
        return json({ ...onePage(quotes), totals });
      },
    });
    const router = renderRoutes(routes, '/operator/quotes');

    const summary = await screen.findByRole('region', { name: 'Totals' });
    const figures = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Sent', '€6401 quote'],
      ['Revised', '€00 quotes'],
      ['Chosen', '€1,250.501 quote'],
      ['Not chosen', '€00 quotes'],
      ['Withdrawn', '€00 quotes'],
      ['Expired', '€00 quotes'],
    ]);
    const list = screen.getByRole('list', { name: 'Quotes' });
    const [first, second] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('CH-7K3Q9');
    expect(first).toHaveTextContent('Chosen');
    expect(first).toHaveTextContent('€1,250.50');
    expect(first).toHaveTextContent('Fri 14 Jun 2030, return · 40 people');
    expect(first).toHaveTextContent('Revision 2');
    expect(within(first).getByRole('link', { name: 'Open the request CH-7K3Q9' })).toHaveAttribute(
      'href',
      '/operator/invitations/101',
    );
    expect(second).toHaveTextContent('Sent');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Chosen' }));
    expect(await screen.findByRole('heading', { name: 'Chosen quotes' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Quotes' })).getAllByRole('article'),
    ).toHaveLength(1);
    expect(router.state.location.search).toBe('?status=chosen');
    expect(requestsTo(fetchMock, 'GET', '/operator/quotes').map(({ url }) => url.search)).toEqual([
      '?page=1&per_page=15',
      '?page=1&per_page=15&status=chosen',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    expect(await screen.findByText('No quotes with the status Expired.')).toBeVisible();
  });

  it('opens on the status in the address, and says when there are no quotes yet', async () => {
    const fetchMock = mockApi({
      'GET /operator/quotes': () =>
        json({
          ...onePage([]),
          totals: totals.map((total) => ({ ...total, count: 0, total_eur: 0 })),
        }),
    });
    renderRoutes(routes, '/operator/quotes?status=withdrawn');
    expect(await screen.findByText('No quotes with the status Withdrawn.')).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/operator/quotes')[0]!.url.search).toBe(
      '?page=1&per_page=15&status=withdrawn',
    );

    renderRoutes(routes, '/operator/quotes?status=nonsense');
    expect(
      await screen.findByText(
        'No quotes yet. The quotes you send from your invitations appear here.',
      ),
    ).toBeVisible();
  });
});
