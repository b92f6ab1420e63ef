import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_CARD, type EstimateAccuracy } from '@shared/trips/rate-card';
import { AdminPricesPage } from '@/routes/admin/prices';
import { type ApiHandler, bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

const row = (band: string, quotes: number, leads: number, median: number | null) => ({
  band,
  quotes,
  leads,
  median_ape_percent: median,
});
const accuracy: EstimateAccuracy = {
  since: '2030-03-03T00:00:00.000Z',
  overall: row('all', 3, 2, 25),
  by_source: [row('rate_card', 2, 1, 22.5), row('quotes', 1, 1, 25)],
  by_distance_band: [row('150–300 km', 3, 2, 25)],
  by_group_band: [row('34–53 people', 3, 2, 25)],
};

function renderPage(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /rate-card': () =>
      json({ rate_card: DEFAULT_RATE_CARD, is_default: true, updated_at: null }),
    'GET /estimates/accuracy': () => json(accuracy),
    ...routes,
  });
  renderRoutes([{ path: '/', element: <AdminPricesPage /> }], '/');
  return fetchMock;
}

describe('the prices page', () => {
  it('shows the default rate card as defaults, and the accuracy by band', async () => {
    renderPage();
    expect(await screen.findByText(/built-in defaults, a starting point/)).toBeVisible();
    expect(screen.getByLabelText('Per km (€)')).toHaveValue(1.6);
    expect(screen.getByLabelText('June')).toHaveValue(1.2);
    expect(screen.getByLabelText('Size 4: up to seats')).toHaveValue(70);
    expect(
      await screen.findByText(/the estimate was 25 % from the quote \(median\), over 3 quotes/),
    ).toBeVisible();
    const bySource = screen.getByRole('table', { name: 'By source' });
    expect(
      within(bySource).getByRole('row', { name: /From the rate card 1 2 22.5 %/ }),
    ).toBeVisible();
  });

  it('saves the card as edited, with a vehicle size added', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'PUT /rate-card': ({ body }) =>
        json({ rate_card: body, is_default: false, updated_at: '2030-06-01T10:00:00.000Z' }),
    });
    const perKm = await screen.findByLabelText('Per km (€)');
    await user.clear(perKm);
    await user.type(perKm, '1.85');
    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    await user.click(screen.getByRole('button', { name: 'Save rate card' }));

    expect(await screen.findByText('Rate card saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/rate-card')).toEqual([
      {
        ...DEFAULT_RATE_CARD,
        per_km: 1.85,
        vehicle_bands: [...DEFAULT_RATE_CARD.vehicle_bands, { max_seats: 80, factor: 1 }],
      },
    ]);
  });

  it('says what is wrong before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const perHour = await screen.findByLabelText('Per hour (€)');
    await user.clear(perHour);
    const seats = screen.getByLabelText('Size 2: up to seats');
    await user.clear(seats);
    await user.type(seats, '10');
    await user.click(screen.getByRole('button', { name: 'Save rate card' }));

    expect(await screen.findByText('Enter an amount in euro')).toBeVisible();
    expect(
      screen.getByText(
        'List vehicle sizes from smallest to largest, each larger than the one before',
      ),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PUT', '/rate-card')).toEqual([]);
  });
});
