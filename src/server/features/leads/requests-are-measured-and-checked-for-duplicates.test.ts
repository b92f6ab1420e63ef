import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays, validLead } from '../../test/leads';
import { useTestSetup } from '../../test/test-app';

const CORK = { lat: 51.8985, lng: -8.4756 };
const GALWAY = { lat: 53.2707, lng: -9.0568 };
const AT_CORK_AND_GALWAY = {
  pickup_lat: CORK.lat,
  pickup_lng: CORK.lng,
  dropoff_lat: GALWAY.lat,
  dropoff_lng: GALWAY.lng,
};

const setup = useTestSetup({ QUOTE_RATE_LIMIT_PER_MINUTE: '0' }, async (app) => ({
  adminAuth: bearer(await tokenFor(app, await createUser(app, 1))),
}));

let journeys = 0;
/** A request on a journey no other test in this file uses (its own drop-off). */
const freshJourney = (overrides: Record<string, unknown> = {}) => {
  journeys += 1;
  return validLead({ dropoff_location: `Galway stop ${journeys}`, ...overrides });
};

const submit = async (payload: Record<string, unknown>) => {
  const response = await setup().app.inject({ method: 'POST', url: '/api/bus-quote', payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; reference: string; distance: number };
};

/** The lead as staff see it once its 'lead.created' job, which checks for a repeat, has run. */
const staffView = async (id: number) => {
  await setup().app.jobs.runDueJobs();
  return (
    await setup().app.inject({
      method: 'GET',
      url: `/api/bus-quote/${id}`,
      headers: setup().adminAuth,
    })
  ).json() as { duplicate_of: number | null; duplicate_of_reference: string | null };
};

describe('the distance of a request', () => {
  it('is estimated on the server when the customer chose both places but did not calculate it', async () => {
    const lead = await submit(freshJourney({ distance: 0, ...AT_CORK_AND_GALWAY }));
    // Great-circle 157.6 km × 1.25 (docs/product.md#distance).
    expect(lead.distance).toBeCloseTo(196.94, 1);
    const roundTrip = await submit(
      freshJourney({
        distance: 0,
        ...AT_CORK_AND_GALWAY,
        is_return_trip: true,
        return_date: inDays(31),
        return_time: '18:00',
      }),
    );
    expect(roundTrip.distance).toBeCloseTo(lead.distance * 2, 1);
  });

  it("keeps the customer's calculated distance", async () => {
    const lead = await submit(freshJourney({ distance: 250.5, ...AT_CORK_AND_GALWAY }));
    expect(lead.distance).toBe(250.5);
  });

  it('stays not calculated (0) when a place was typed, not chosen', async () => {
    const lead = await submit(
      freshJourney({ distance: 0, pickup_lat: CORK.lat, pickup_lng: CORK.lng }),
    );
    expect(lead.distance).toBe(0);
  });

  it('stays not calculated when the places are too far apart to be a coach journey', async () => {
    const lead = await submit(
      freshJourney({ distance: 0, ...AT_CORK_AND_GALWAY, dropoff_lat: -33.9, dropoff_lng: 151.2 }),
    );
    expect(lead.distance).toBe(0);
  });
});

describe('a request sent twice', () => {
  it('is stored again and flagged as a possible duplicate of the first, by email or mobile', async () => {
    const journey = freshJourney({ email: 'twice@example.ie', mobile_number: '087 765 4321' });
    const first = await submit(journey);
    const sameEmail = await submit({
      ...journey,
      email: 'TWICE@example.ie',
      mobile_number: '01 555 1234',
    });
    const sameMobile = await submit({
      ...journey,
      email: 'other@example.ie',
      mobile_number: '+353 87 765 4321',
      pickup_location: ` ${String(journey.pickup_location).toUpperCase()} `,
    });
    expect(await staffView(first.id)).toMatchObject({
      duplicate_of: null,
      duplicate_of_reference: null,
    });
    const sameMobileDigits = await submit({
      ...journey,
      email: 'another@example.ie',
      mobile_number: '0877654321',
    });
    for (const repeat of [sameEmail, sameMobile, sameMobileDigits]) {
      expect(repeat.id).not.toBe(first.id);
      expect(await staffView(repeat.id)).toMatchObject({
        duplicate_of: first.id,
        duplicate_of_reference: first.reference,
      });
    }
  });

  it('is not flagged for another date, another journey, another person, or after 24 hours', async () => {
    const journey = freshJourney({ email: 'once@example.ie', mobile_number: '087 111 2222' });
    const first = await submit(journey);
    const others = [
      { ...journey, date_of_travel: inDays(40) },
      { ...journey, dropoff_location: 'Somewhere else entirely' },
      { ...journey, email: 'someone@example.ie', mobile_number: '087 333 4444' },
    ];
    for (const other of others) {
      expect((await staffView((await submit(other)).id)).duplicate_of).toBeNull();
    }
    await setup()
      .app.db.update(leads)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(leads.id, first.id));
    const later = freshJourney({ email: 'later@example.ie', mobile_number: '087 555 6666' });
    const laterFirst = await submit(later);
    await setup()
      .app.db.update(leads)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(leads.id, laterFirst.id));
    expect((await staffView((await submit(later)).id)).duplicate_of).toBeNull();
  });

  it('neither flags spam nor counts it as the first request', async () => {
    const journey = freshJourney({ email: 'spam-first@example.ie' });
    const spam = await submit({ ...journey, website: 'http://spam.example' });
    const real = await submit(journey);
    expect((await staffView(real.id)).duplicate_of).toBeNull();
    const spamAgain = await submit({ ...journey, website: 'http://spam.example' });
    expect((await staffView(spamAgain.id)).duplicate_of).toBeNull();
    expect(spam.id).not.toBe(real.id);
  });

  it('replayed with the same Idempotency-Key is still one lead, not a duplicate', async () => {
    const journey = freshJourney({ email: 'replay@example.ie' });
    const headers = { 'idempotency-key': 'replay-duplicate-1' };
    const app = setup().app;
    const first = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      payload: journey,
      headers,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      payload: journey,
      headers,
    });
    expect(again.json().id).toBe(first.json().id);
    expect((await staffView(first.json().id)).duplicate_of).toBeNull();
  });
});
