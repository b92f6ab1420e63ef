import { describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { useTestSetup } from '../../test/test-app';

/**
 * Totals past LEAD_LIST_EXACT_COUNT_LIMIT (here 5, so a few leads reach it): estimated unless
 * the filters are counted by lead_counts or `exact_total=true` asks (docs/product.md#lists-and-paging).
 */
const setup = useTestSetup({ LEAD_LIST_EXACT_COUNT_LIMIT: '5' }, async (app) => {
  const admin = await createUser(app, 1);
  const manager = await createUser(app, 2);
  await seedLeads(app, [
    ...Array.from({ length: 25 }, (_, index) => ({
      full_name: `Quoted Return ${index}`,
      status: 'quoted' as const,
      is_return_trip: true,
      return_date: '2030-06-02',
      return_time: '18:00',
    })),
    ...Array.from({ length: 9 }, (_, index) => ({
      full_name: `Quoted Single ${index}`,
      status: 'quoted' as const,
    })),
    ...Array.from({ length: 3 }, (_, index) => ({
      full_name: `New Return ${index}`,
      is_return_trip: true,
      return_date: '2030-06-02',
      return_time: '18:00',
    })),
  ]);
  return {
    adminAuth: bearer(await tokenFor(app, admin)),
    managerAuth: bearer(await tokenFor(app, manager)),
  };
});

type Page = {
  data: { full_name: string }[];
  total: number;
  total_is_estimate: boolean;
  last_page: number;
};

const list = async (query: string, headers = setup().adminAuth) => {
  const response = await setup().app.inject({
    method: 'GET',
    url: `/api/bus-quote/paginated?${query}`,
    headers,
  });
  return { status: response.statusCode, page: response.json() as Page };
};

describe('lead list totals past the exact-count limit', () => {
  it('are estimates, never below the rows up to the page, when the leads must be counted', async () => {
    const { status, page } = await list('status=quoted&is_return_trip=true&per_page=10');
    expect(status).toBe(200);
    expect(page.data).toHaveLength(10);
    expect(page.total_is_estimate).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.last_page).toBe(Math.ceil(page.total / 10));
    const search = await list('search=quoted%20return&per_page=10');
    expect(search.page.total_is_estimate).toBe(true);
    expect(search.page.data).toHaveLength(10);
  });

  it('are exact with exact_total=true, for the same filters and page', async () => {
    const { page } = await list('status=quoted&is_return_trip=true&per_page=10&exact_total=true');
    expect(page).toMatchObject({ total: 25, total_is_estimate: false, last_page: 3 });
    expect(page.data).toHaveLength(10);
    const search = await list('search=quoted%20return&per_page=10&exact_total=1');
    expect(search.page).toMatchObject({ total: 25, total_is_estimate: false });
  });

  it('are exact on the last page, which is not full', async () => {
    const { page } = await list('status=quoted&is_return_trip=true&per_page=10&page=3');
    expect(page.data).toHaveLength(5);
    expect(page).toMatchObject({ total: 25, total_is_estimate: false, last_page: 3 });
  });

  it('are exact when no more than the limit match, or when lead_counts has the figure', async () => {
    expect((await list('status=new&is_return_trip=true')).page).toMatchObject({
      total: 3,
      total_is_estimate: false,
    });
    expect((await list('status=quoted&per_page=10')).page).toMatchObject({
      total: 34,
      total_is_estimate: false,
    });
    expect((await list('per_page=10')).page).toMatchObject({ total: 37, total_is_estimate: false });
  });

  it('are estimated for managers too, and exact on their request', async () => {
    const { managerAuth } = setup();
    expect((await list('is_return_trip=true', managerAuth)).page.total_is_estimate).toBe(true);
    expect((await list('is_return_trip=true&exact_total=true', managerAuth)).page).toMatchObject({
      total: 28,
      total_is_estimate: false,
    });
  });

  it('refuse an exact_total that is not true, false, 1 or 0 (422), and a list without sign-in (401)', async () => {
    for (const value of ['yes', '', 'TRUE', '2', 'true&exact_total=false'])
      expect((await list(`exact_total=${value}`)).status).toBe(422);
    const anonymous = await setup().app.inject({
      method: 'GET',
      url: '/api/bus-quote/paginated?exact_total=true',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
