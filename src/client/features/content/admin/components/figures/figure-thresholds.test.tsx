import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIGURE_THRESHOLDS } from '@shared/content/figures';
import type {
  FigureSettings,
  FigureThresholds as Thresholds,
} from '@shared/content/figures-schema';
import { FigureThresholds } from '@/features/content/admin/components/figures/figure-thresholds';
import { type ApiHandler, bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

const live = {
  verified_companies: 6,
  counties_covered: 4,
  requests_this_month: 25,
  quotes_this_month: 19,
  average_rating: { value: 4.6, count: 23 },
};
const settings: FigureSettings = {
  thresholds: { ...DEFAULT_FIGURE_THRESHOLDS },
  live,
  shown: {
    verified_companies: 6,
    counties_covered: null,
    requests_this_month: 25,
    quotes_this_month: null,
    average_rating: { value: 4.6, count: 23 },
  },
};

function renderPanel(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({ 'GET /site/figure-settings': () => json(settings), ...routes });
  renderRoutes([{ path: '/', element: <FigureThresholds /> }], '/');
  return fetchMock;
}

const box = (name: string) => screen.getByLabelText(`${name}: show from`);

describe('the live figures’ thresholds', () => {
  it('shows each figure as it is now, whether visitors see it, and from what value', async () => {
    renderPanel();
    expect(
      await screen.findByText('Live: 4.6/5 from 23 ratings (shown from 10 ratings)'),
    ).toBeVisible();
    expect(screen.getByText('Hidden: 4 of 5 counties')).toBeVisible();
    expect(screen.getByText('Hidden: 19 of 20 quotes')).toBeVisible();
    expect(box('Verified bus companies')).toHaveValue(5);
    expect(box('Requests this month')).toHaveValue(20);
  });

  it('saves the thresholds and shows what visitors now see', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPanel({
      'PUT /site/figure-settings': ({ body }) =>
        json({
          thresholds: body,
          live,
          shown: { ...settings.shown, quotes_this_month: 19 },
        }),
    });
    const quotes = await screen.findByLabelText('Quotes sent this month: show from');
    await user.clear(quotes);
    await user.type(quotes, '15');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));

    expect(await screen.findByText('Thresholds saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/site/figure-settings')).toEqual([
      { ...DEFAULT_FIGURE_THRESHOLDS, quotes_this_month: 15 } satisfies Thresholds,
    ]);
    await waitFor(() =>
      expect(screen.getByText(/Live: 19 quotes sent this month/)).toBeInTheDocument(),
    );
  });

  it('says what is wrong before sending, and shows the server’s messages on their fields', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPanel({
      'PUT /site/figure-settings': () =>
        json(
          { message: 'Validation failed', errors: { counties_covered: ['Enter at most 32'] } },
          422,
        ),
    });
    const companies = await screen.findByLabelText('Verified bus companies: show from');
    await user.clear(companies);
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(companies).toHaveAccessibleDescription(/Enter a whole number/);
    await user.type(companies, '0');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(companies).toHaveAccessibleDescription(/Enter at least 1/);
    expect(bodiesSentTo(fetchMock, 'PUT', '/site/figure-settings')).toHaveLength(0);

    await user.clear(companies);
    await user.type(companies, '3');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    const counties = box('Counties covered');
    await waitFor(() => expect(counties).toHaveAccessibleDescription(/Enter at most 32/));
    expect(within(document.body).getByText('Validation failed')).toBeInTheDocument();
  });
});
