import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOperator } from '../../test/marketplace';
import { createTestApp } from '../../test/test-app';
import {
  MARKET_SIZES_TTL_MS,
  loadMarketVehicleSizes,
  readMarketVehicleSizes,
} from '../marketplace/market-vehicle-sizes';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ app, cleanup } = await createTestApp()));
afterAll(async () => cleanup());

const coach = (seats: number, count = 1) => ({ type: 'Coach', seats, count, amenities: [] });
const vehiclesFor = (people: unknown) =>
  app.inject({ method: 'GET', url: `/api/trips/vehicles?number_of_people=${String(people)}` });

describe('the vehicles a group needs', () => {
  it('comes from the standard sizes while no verified company declares a fleet, then from the fleets', async () => {
    expect(await readMarketVehicleSizes(app.db)).toEqual([16, 33, 49, 53]);
    const answer = await vehiclesFor(120);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      vehicles: [
        { seats: 53, count: 2 },
        { seats: 16, count: 1 },
      ],
    });

    await seedOperator(app.db, { fleet: [coach(57, 2), coach(20)] });
    await seedOperator(app.db, { fleet: [coach(35)] });
    await seedOperator(app.db, { status: 'pending', fleet: [coach(70)] });
    await seedOperator(app.db, { status: 'suspended', fleet: [coach(12)] });
    expect(await readMarketVehicleSizes(app.db)).toEqual([20, 35, 57]);
    // 120 → 2 × 57 and the smallest that takes the 6 left.
    expect(await loadMarketVehicleSizes(app.db, Date.now() + MARKET_SIZES_TTL_MS + 1)).toEqual([
      20, 35, 57,
    ]);
    expect((await vehiclesFor(120)).json()).toEqual({
      vehicles: [
        { seats: 57, count: 2 },
        { seats: 20, count: 1 },
      ],
    });
    expect((await vehiclesFor(30)).json()).toEqual({ vehicles: [{ seats: 35, count: 1 }] });
  });

  it('keeps the sizes it read for a minute: the form asks as the customer types', async () => {
    const at = Date.now() + 10 * MARKET_SIZES_TTL_MS;
    const before = await loadMarketVehicleSizes(app.db, at);
    await seedOperator(app.db, { fleet: [coach(8)] });
    expect(await loadMarketVehicleSizes(app.db, at + MARKET_SIZES_TTL_MS - 1)).toEqual(before);
    expect(await loadMarketVehicleSizes(app.db, at + MARKET_SIZES_TTL_MS)).toEqual([8, ...before]);
  });

  it.each([
    ['missing', ''],
    ['zero', 0],
    ['too many', 1001],
    ['not a number', 'abc'],
    ['a fraction', 2.5],
    ['an injection string', "1' or 1=1--"],
  ])('refuses a head count that is %s with 422', async (_, people) => {
    const response = await vehiclesFor(people);
    expect(response.statusCode).toBe(422);
  });
});
