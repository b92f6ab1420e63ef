import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLeadList } from '@/features/leads/components/admin-lead-list';
import { leadPage, makeLead } from '@/features/leads/testing';
import { json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

const fifteen = Array.from({ length: 15 }, (_, index) =>
  makeLead({ id: index + 1, full_name: `Customer ${index + 1}` }),
);

beforeAll(polyfillRadix);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The API estimates the total unless asked for the exact count. */
function renderEstimatedList(url = '/admin/leads?status=quoted') {
  const fetchMock = mockApi({
    'GET /bus-quote/paginated': ({ url: requested }) =>
      json(
        requested.searchParams.get('exact_total') === 'true'
          ? leadPage(fifteen, 1, 6452, 96_771)
          : leadPage(fifteen, 1, 6479, 97_172, true),
      ),
    'GET /index/default': () => json({ message: 'Page not found' }, 404),
  });
  renderRoutes([{ path: '/admin/leads', element: <AdminLeadList /> }], url);
  const exactRequests = () =>
    requestsTo(fetchMock, 'GET', '/bus-quote/paginated').filter(
      ({ url: requested }) => requested.searchParams.get('exact_total') === 'true',
    );
  return { exactRequests };
}

// A full page of 15 rows renders slowly in jsdom on a busy machine (4 s seen at load 15).
const RENDER_TIMEOUT = 20_000;

describe('a lead list whose total is estimated', () => {
  it(
    'says "about" the rounded total, and counts exactly when asked',
    async () => {
      const { exactRequests } = renderEstimatedList();
      expect(await screen.findByText('Showing 1–15 of about 97,200 leads')).toBeVisible();
      expect(exactRequests()).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
      expect(await screen.findByText('Showing 1–15 of 96771 leads')).toBeVisible();
      expect(exactRequests()[0]!.url.searchParams.get('status')).toBe('quoted');
      expect(screen.queryByRole('button', { name: 'Count exactly' })).not.toBeInTheDocument();
    },
    RENDER_TIMEOUT,
  );

  it(
    'offers the next page while pages are full',
    async () => {
      renderEstimatedList();
      await screen.findByText('Showing 1–15 of about 97,200 leads');
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    },
    RENDER_TIMEOUT,
  );
});
