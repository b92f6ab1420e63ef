import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD } from '@shared/trips/rate-card';
import { bearer, createUser, tokenFor, useAdminApp } from '../../test/auth-helpers';
import { seedEstimatedLead } from '../../test/estimates';

const setup = useAdminApp();
const app = () => setup().app;
const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  app().inject({ method, url, headers: setup().auth, ...(payload ? { payload } : {}) });

describe('the rate card', () => {
  it('answers the defaults until an admin saves one, then the saved card', async () => {
    const first = await asAdmin('GET', '/api/rate-card');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      rate_card: DEFAULT_RATE_CARD,
      is_default: true,
      updated_at: null,
    });

    const card = { ...DEFAULT_RATE_CARD, per_km: 1.85, minimum_hours: 5, unknown: 'dropped' };
    const saved = await asAdmin('PUT', '/api/rate-card', card);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rate_card).toEqual({
      ...DEFAULT_RATE_CARD,
      per_km: 1.85,
      minimum_hours: 5,
    });
    expect(saved.json().is_default).toBe(false);
    expect((await asAdmin('GET', '/api/rate-card')).json().rate_card.per_km).toBe(1.85);
  });

  it('refuses a card with bad figures, field by field, and keeps the one saved', async () => {
    const response = await asAdmin('PUT', '/api/rate-card', {
      ...DEFAULT_RATE_CARD,
      per_km: -1,
      per_hour: 'forty',
      day_rate: 12.345,
      season_factors: DEFAULT_RATE_CARD.season_factors.slice(0, 11),
      vehicle_bands: [
        { max_seats: 53, factor: 1 },
        { max_seats: 16, factor: 0.6 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'day_rate',
      'per_hour',
      'per_km',
      'season_factors',
      'vehicle_bands',
    ]);
    expect((await asAdmin('GET', '/api/rate-card')).json().rate_card.per_km).toBe(1.85);
  });

  it('is for admins only', async () => {
    const manager = bearer(await tokenFor(app(), await createUser(app(), 2)));
    const get = await app().inject({ method: 'GET', url: '/api/rate-card', headers: manager });
    expect(get.statusCode).toBe(403);
    const put = await app().inject({
      method: 'PUT',
      url: '/api/rate-card',
      headers: manager,
      payload: DEFAULT_RATE_CARD,
    });
    expect(put.statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/rate-card' })).statusCode).toBe(401);
  });
});

/** A lead estimated at `typical` euro `daysAgo`, with one quote per price (euro). */
const estimatedLead = (
  typical: number,
  prices: number[],
  extra: { source?: 'quotes' | 'rate_card'; distance_band?: string; daysAgo?: number } = {},
  options = { withdrawn: false },
) => {
  const { daysAgo = 1, ...estimate } = extra;
  const created_at = new Date(Date.now() - daysAgo * 86_400_000);
  return seedEstimatedLead(app(), prices, { typical, created_at, ...estimate }, options);
};

describe('the estimates’ accuracy', () => {
  it('is the median absolute percentage error of the last 90 days, over all and by band', async () => {
    const empty = await asAdmin('GET', '/api/estimates/accuracy');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().overall).toEqual({
      band: 'all',
      quotes: 0,
      leads: 0,
      median_ape_percent: null,
    });

    // |500 − 400| / 400 = 25 %, |500 − 625| / 625 = 20 %.
    await estimatedLead(500, [400, 625]);
    // |1000 − 800| / 800 = 25 %, in another distance band, from quotes.
    await estimatedLead(1000, [800], { source: 'quotes', distance_band: '300–600 km' });
    // 100 days ago: left out (it would be 50 %).
    await estimatedLead(300, [200], { daysAgo: 100 });
    // Estimated but not quoted yet: nothing to compare.
    await estimatedLead(700, []);
    // A withdrawn quote: left out (it would be 75 %).
    await estimatedLead(500, [2000], {}, { withdrawn: true });

    const report = (await asAdmin('GET', '/api/estimates/accuracy')).json();
    expect(report.overall).toEqual({ band: 'all', quotes: 3, leads: 2, median_ape_percent: 25 });
    expect(report.by_source).toEqual([
      { band: 'rate_card', quotes: 2, leads: 1, median_ape_percent: 22.5 },
      { band: 'quotes', quotes: 1, leads: 1, median_ape_percent: 25 },
    ]);
    expect(report.by_distance_band).toEqual([
      { band: '150–300 km', quotes: 2, leads: 1, median_ape_percent: 22.5 },
      { band: '300–600 km', quotes: 1, leads: 1, median_ape_percent: 25 },
    ]);
    expect(report.by_group_band).toEqual([
      { band: '34–53 people', quotes: 3, leads: 2, median_ape_percent: 25 },
    ]);
  });

  it('is for admins only', async () => {
    const manager = bearer(await tokenFor(app(), await createUser(app(), 2)));
    const response = await app().inject({
      method: 'GET',
      url: '/api/estimates/accuracy',
      headers: manager,
    });
    expect(response.statusCode).toBe(403);
  });
});
