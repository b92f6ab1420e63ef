import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD, type PriceEstimate, type RateCard } from '@shared/trips/rate-card';
import { ROLE_IDS } from '@shared/users/users';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays } from '../../test/leads';
import { type TestContext, createTestContext, usesPostgres } from '../../test/test-app';

let context: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  context = await createTestContext();
  app = await context.rebuild();
  admin = bearer(await tokenFor(app, await createUser(app, ROLE_IDS.admin)));
});
afterAll(async () => context?.cleanup());

const CORK = { place: 'Cork', lat: 51.8985, lng: -8.4756 };
const MALLOW = { place: 'Mallow', lat: 52.1345, lng: -8.6452 };

/** The plan's estimate for 40 people, Cork → Mallow and back, on a day in 60 days. */
async function estimateOn(instance: FastifyInstance): Promise<PriceEstimate> {
  const response = await instance.inject({
    method: 'POST',
    url: '/api/trips/plan',
    payload: {
      number_of_people: 40,
      days: [
        {
          date: inDays(60),
          start_time: '09:00',
          stops: [CORK, { ...MALLOW, wait_minutes: 120 }, CORK].map((stop) => ({
            wait_minutes: 0,
            ...stop,
          })),
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().estimate;
}

async function saveCard(instance: FastifyInstance, card: RateCard) {
  const response = await instance.inject({
    method: 'PUT',
    url: '/api/rate-card',
    headers: admin,
    payload: card,
  });
  expect(response.statusCode).toBe(200);
}

/** A card written outside the app, as a migration or an UPDATE run by hand would. */
const writeCard = (instance: FastifyInstance, card: RateCard) =>
  instance.db.execute(
    sql`update site_settings set value = ${JSON.stringify(card)}::jsonb where key = 'rate_card'`,
  );

describe('the rate card kept in memory by the trip plan', () => {
  it('uses a saved card from the next plan on, and one changed outside the app too', async () => {
    const before = await estimateOn(app);
    expect(before.source).toBe('rate_card');
    await saveCard(app, { ...DEFAULT_RATE_CARD, per_hour: 80, day_rate: 960 });
    const doubled = await estimateOn(app);
    expect(doubled.typical).toBeGreaterThan(before.typical);
    await writeCard(app, DEFAULT_RATE_CARD);
    expect(await estimateOn(app)).toEqual(before);
  });

  it('reads no card between announced changes', async () => {
    // Every announcement so far heard (on PostgreSQL the listening connection hears the last
    // write after the pool's session did), so none drops the card this plan keeps.
    await app.database.notifications.settle();
    const kept = await estimateOn(app);
    // A write the trigger does not announce: only a plan asking the database would see it.
    await app.db.transaction(async (tx) => {
      await tx.execute(
        sql`alter table site_settings disable trigger site_settings_announce_change`,
      );
      await tx.execute(
        sql`update site_settings set value = ${JSON.stringify({ ...DEFAULT_RATE_CARD, per_hour: 200, day_rate: 2000 })}::jsonb where key = 'rate_card'`,
      );
      await tx.execute(sql`alter table site_settings enable trigger site_settings_announce_change`);
    });
    expect(await estimateOn(app)).toEqual(kept);
    await saveCard(app, DEFAULT_RATE_CARD);
  });
});

// Two instances on one database, as behind a load balancer (PGlite is one process only).
describe.runIf(usesPostgres)('the rate card on two instances', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await context.rebuild();
  });

  it('is used by the other instance’s next plan once the save is answered', async () => {
    await saveCard(app, DEFAULT_RATE_CARD);
    const before = await estimateOn(other);
    await saveCard(app, { ...DEFAULT_RATE_CARD, per_hour: 80, day_rate: 960 });
    const after = await estimateOn(other);
    expect(after.typical).toBeGreaterThan(before.typical);
    expect(after).toEqual(await estimateOn(app));
    await saveCard(app, DEFAULT_RATE_CARD);
    expect(await estimateOn(other)).toEqual(before);
  });
});
