import { describe, expect, it } from 'vitest';
import { DEFAULT_FIGURE_THRESHOLDS } from '@shared/content/figures';
import { operatorRatings, quotes, siteSettings } from '../../db/schema';
import { bearer, createUser, tokenFor, useAdminApp } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { inviteOperator, seedOperator } from '../../test/marketplace';

// docs/product.md#figures-shown-to-visitors
const setup = useAdminApp();
const app = () => setup().app;

const publicFigures = () => app().inject({ method: 'GET', url: '/api/site/figures' });
const settings = (headers: Record<string, string> = setup().auth) =>
  app().inject({ method: 'GET', url: '/api/site/figure-settings', headers });
const setThresholds = (payload: unknown, headers: Record<string, string> = setup().auth) =>
  app().inject({
    method: 'PUT',
    url: '/api/site/figure-settings',
    headers,
    payload: payload as object,
  });

const ALL_ONE = {
  verified_companies: 1,
  counties_covered: 1,
  requests_this_month: 1,
  quotes_this_month: 1,
  average_rating: 1,
};
const LONG_AGO = new Date(Date.now() - 45 * 24 * 3600 * 1000);

/**
 * Two verified companies (Cork, Kerry; Kerry, Dublin), one suspended (Galway) and one pending
 * (Mayo); three requests this month (one of them spam) and one last month; two quotes this month
 * and one last month; ratings 4 and 5.
 */
async function seedMarketplace() {
  const { db } = app();
  const first = await seedOperator(db, { counties: ['Cork', 'Kerry'] });
  await seedOperator(db, { counties: ['Kerry', 'Dublin'] });
  await seedOperator(db, { counties: ['Galway'], status: 'suspended' });
  await seedOperator(db, { counties: ['Mayo'], status: 'pending', verified_at: null });
  const leads = await seedLeads(app(), [{}, {}, { is_spam: true }, { created_at: LONG_AGO }]);
  const quote = async (leadIndex: number, created_at?: Date) => {
    const { invite } = await inviteOperator(app(), leads[leadIndex]!.id, first.id);
    await db.insert(quotes).values({
      invite_id: invite.id,
      lead_id: invite.lead_id,
      operator_id: first.id,
      price_cents: 90_000,
      vehicle_type: 'Coach',
      seats: 49,
      valid_until: '2030-01-01',
      ...(created_at ? { created_at } : {}),
    });
  };
  await quote(0);
  await quote(1);
  await quote(3, LONG_AGO);
  await db.insert(operatorRatings).values([
    { lead_id: leads[0]!.id, operator_id: first.id, score: 4 },
    { lead_id: leads[1]!.id, operator_id: first.id, score: 5 },
  ]);
  return { first };
}

describe('live figures', () => {
  it('shows no figure on a fresh install, and lets any cache keep the answer a minute', async () => {
    const response = await publicFigures();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      verified_companies: null,
      counties_covered: null,
      requests_this_month: null,
      quotes_this_month: null,
      average_rating: null,
    });
    expect((await settings()).json()).toMatchObject({ thresholds: DEFAULT_FIGURE_THRESHOLDS });
  });

  it('counts from the data and shows each figure only from its threshold up; the cache is dropped when a threshold changes', async () => {
    await seedMarketplace();
    const live = (await settings()).json();
    expect(live.live).toEqual({
      verified_companies: 2,
      counties_covered: 3,
      requests_this_month: 2,
      quotes_this_month: 2,
      average_rating: { value: 4.5, count: 2 },
    });
    // The defaults (5 companies, 20 requests, 10 ratings…) hide all of them.
    expect(Object.values((await publicFigures()).json())).toEqual([null, null, null, null, null]);

    const changed = await setThresholds({ ...ALL_ONE, verified_companies: 3, average_rating: 2 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().shown).toEqual({
      verified_companies: null,
      counties_covered: 3,
      requests_this_month: 2,
      quotes_this_month: 2,
      average_rating: { value: 4.5, count: 2 },
    });
    expect((await publicFigures()).json()).toEqual(changed.json().shown);

    await setThresholds({ ...ALL_ONE, verified_companies: 2, average_rating: 3 });
    expect((await publicFigures()).json()).toMatchObject({
      verified_companies: 2,
      average_rating: null,
    });
  });

  it('keeps the public answer for a while instead of counting on every request', async () => {
    await setThresholds(ALL_ONE);
    const before = (await publicFigures()).json().verified_companies as number | null;
    await seedOperator(app().db, { counties: ['Sligo'] });
    expect((await publicFigures()).json().verified_companies).toBe(before);
    // The admin's view is always fresh.
    expect((await settings()).json().live.verified_companies).toBe((before ?? 0) + 1);
  });

  it('lets only admins read and set the thresholds', async () => {
    const manager = bearer(await tokenFor(app(), await createUser(app(), 2)));
    expect((await settings({})).statusCode).toBe(401);
    expect((await settings(manager)).statusCode).toBe(403);
    expect((await setThresholds(ALL_ONE, {})).statusCode).toBe(401);
    expect((await setThresholds(ALL_ONE, manager)).statusCode).toBe(403);
  });

  it('refuses thresholds that are missing, not whole numbers, below 1 or too large, on their fields', async () => {
    const cases: [object, string][] = [
      [{ ...ALL_ONE, verified_companies: undefined }, 'verified_companies'],
      [{ ...ALL_ONE, requests_this_month: '20' }, 'requests_this_month'],
      [{ ...ALL_ONE, quotes_this_month: 2.5 }, 'quotes_this_month'],
      [{ ...ALL_ONE, average_rating: 0 }, 'average_rating'],
      [{ ...ALL_ONE, counties_covered: 33 }, 'counties_covered'],
      [{ ...ALL_ONE, verified_companies: "5'; drop table operators;--" }, 'verified_companies'],
      [{ ...ALL_ONE, requests_this_month: 10_000_000 }, 'requests_this_month'],
    ];
    for (const [payload, field] of cases) {
      const response = await setThresholds(payload);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await setThresholds([])).statusCode).toBe(422);
  });

  it('stores no unknown field, and reads a stored value it cannot use as its default', async () => {
    const response = await setThresholds({ ...ALL_ONE, verified_companies: 7, mood: 'happy' });
    expect(response.statusCode).toBe(200);
    expect(response.json().thresholds).toEqual({ ...ALL_ONE, verified_companies: 7 });
    const [stored] = await app().db.select().from(siteSettings);
    expect(stored!.value).toEqual({ ...ALL_ONE, verified_companies: 7 });

    await app()
      .db.update(siteSettings)
      .set({ value: { ...ALL_ONE, counties_covered: 'lots', requests_this_month: -4 } });
    expect((await settings()).json().thresholds).toEqual({
      ...ALL_ONE,
      counties_covered: DEFAULT_FIGURE_THRESHOLDS.counties_covered,
      requests_this_month: DEFAULT_FIGURE_THRESHOLDS.requests_this_month,
    });
  });
});
