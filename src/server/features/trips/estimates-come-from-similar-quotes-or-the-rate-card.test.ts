import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadEstimates } from '../../db/schema';
import { seedEstimatedLead } from '../../test/estimates';
import { inDays, validLead } from '../../test/leads';
import { quotesToken, seedOperator } from '../../test/marketplace';
import { useAdminApp } from '../../test/auth-helpers';
import type { TripBands, TripFacts } from './estimate-bands';
import { tripBands } from './estimate-bands';
import { MIN_SIMILAR_QUOTES } from '@shared/trips/rate-card';
import { estimateTripPrice, recordLeadEstimate } from './estimate';
import { databaseEstimateReads } from './estimate-repository';

const setup = useAdminApp();
const db = () => setup().app.db;
/** Straight from the database: these tests change the quotes between estimates. */
const reads = () => databaseEstimateReads(db());

const CORK = { lat: 51.8985, lng: -8.4756 };
const CROKE_PARK = { lat: 53.3607, lng: -6.2511 };
/** A June day from Cork, 200 km, 45 people: '150–300 km', '1 day', '34–53 people', 6, Munster. */
const corkDay = (overrides: Partial<TripFacts> = {}): TripFacts => ({
  number_of_people: 45,
  days: [{ date: '2030-06-12', distance_km: 200, duty_minutes: 300, verdict: 'breaks' }],
  vehicles: [{ seats: 53, count: 1 }],
  start: CORK,
  end: CORK,
  ...overrides,
});

/** A lead estimated in `bands`, with one quote per price (euro). */
const seedQuotedLead = (bands: TripBands, prices: number[], options = { withdrawn: false }) =>
  seedEstimatedLead(setup().app, prices, bands, options);

describe('the price estimate', () => {
  it('comes from the rate card, as a typical price ± 15 %, while no company is verified', async () => {
    // By hand (estimate-rate-card.test.ts): €624; 624 × 0.85 = 530.4, 624 × 1.15 = 717.6.
    expect(await estimateTripPrice(reads(), corkDay())).toEqual({
      low: 530,
      typical: 624,
      high: 718,
      currency: 'EUR',
      source: 'rate_card',
      based_on: 0,
    });
  });

  it('stays on the rate card with one quote fewer than the least it needs', async () => {
    expect(MIN_SIMILAR_QUOTES).toBe(8);
    await seedQuotedLead(tripBands(corkDay()), [400, 500, 550, 600, 700, 800, 900]);
    // Quotes for a trip in another band never count, nor a withdrawn quote.
    await seedQuotedLead({ ...tripBands(corkDay()), month: 7 }, [5000]);
    await seedQuotedLead(tripBands(corkDay()), [5000], { withdrawn: true });
    const estimate = await estimateTripPrice(reads(), corkDay({ start: null, end: null }));
    expect(estimate).toMatchObject({ source: 'rate_card', based_on: 0 });
  });

  it('is the median and quartiles of the quotes for similar trips once there are enough', async () => {
    await seedQuotedLead(tripBands(corkDay()), [1200]);
    // Eight quotes: 400 500 550 600 700 800 900 1200. Linear quartiles over positions 0–7:
    // Q1 at 1.75 = 500 + 0.75 × 50 = 537.5 → 538; median at 3.5 = 650; Q3 at 5.25 = 825.
    expect(await estimateTripPrice(reads(), corkDay())).toEqual({
      low: 538,
      typical: 650,
      high: 825,
      currency: 'EUR',
      source: 'quotes',
      based_on: 8,
    });
  });

  it('reads the similar quotes of several trips in one go, each as it would be read alone', async () => {
    // Bands no other test here seeds.
    const galway = { ...tripBands(corkDay()), region: 'Connacht' };
    const dublin = { ...galway, region: 'Leinster' };
    const empty = { ...galway, region: 'Ulster' };
    await seedQuotedLead(galway, [400, 500, 550, 600]);
    await seedQuotedLead(dublin, [900, 1000]);
    const together = await reads().similarQuotesOfBands([dublin, empty, galway, dublin]);
    const alone = [
      await reads().similarQuotes(dublin),
      await reads().similarQuotes(empty),
      await reads().similarQuotes(galway),
      await reads().similarQuotes(dublin),
    ];
    expect(together).toEqual(alone);
    expect(together.map((similar) => similar?.count ?? 0)).toEqual([2, 0, 4, 2]);
    expect(together[2]).toMatchObject({ q1: 475, median: 525, q3: 562.5 });
    expect(together[0]).toMatchObject({ q1: 925, median: 950, q3: 975 });
  });

  it('never shows a figure below the rate card minimum', async () => {
    const cheap = corkDay({ number_of_people: 80, vehicles: [{ seats: 70, count: 2 }] });
    await seedQuotedLead(tripBands(cheap), [100, 100, 100, 100, 150, 150, 150, 150]);
    // Two 70-seaters at the 4-hour minimum: 2 × 160 × 1.25 = €400.
    expect(await estimateTripPrice(reads(), cheap)).toMatchObject({
      low: 400,
      typical: 400,
      high: 400,
      source: 'quotes',
      based_on: 8,
    });
  });

  it('adds empty running from the nearest verified company, not a suspended nearer one', async () => {
    const galway = { lat: 53.2707, lng: -9.0568 };
    const day = corkDay({ start: galway, end: galway, number_of_people: 10 });
    const before = await estimateTripPrice(reads(), day);
    await seedOperator(db(), { base_lat: 53.28, base_lng: -9.06, status: 'suspended' });
    expect(await estimateTripPrice(reads(), day)).toEqual(before);
    // The nearest verified base is Cork (seeded companies); far more empty kilometres than none.
    expect(before.typical).toBeGreaterThan(
      (await estimateTripPrice(reads(), { ...day, start: null, end: null })).typical + 200,
    );
  });
});

describe('the estimate recorded for each lead', () => {
  it('records a new lead’s estimate and bands after it is sent; none for spam or no distance', async () => {
    const app = setup().app;
    const spam = { website: 'http://spam.example', email: 'spam@example.ie' };
    // A drop-off typed, not chosen: no distance, and no place on a map to plan from.
    const unplaced = {
      distance: 0,
      email: 'far@example.ie',
      dropoff_location: 'Somewhere',
      dropoff_lat: null,
      dropoff_lng: null,
    };
    const [leadId = 0, spamId = 0, unplacedId = 0] = await Promise.all(
      [{}, spam, unplaced].map(async (extra) => {
        const payload = validLead({
          pickup_lat: CORK.lat,
          pickup_lng: CORK.lng,
          dropoff_lat: CROKE_PARK.lat,
          dropoff_lng: CROKE_PARK.lng,
          ...extra,
        });
        const sent = await app.inject({ method: 'POST', url: '/api/bus-quote', payload });
        expect(sent.statusCode).toBe(201);
        return sent.json<{ id: number }>().id;
      }),
    );
    await app.jobs.runDueJobs();
    await app.jobs.runDueJobs();
    const rows = await db()
      .select()
      .from(leadEstimates)
      .where(sql`${leadEstimates.lead_id} in (${leadId}, ${spamId}, ${unplacedId})`);
    expect(rows).toHaveLength(1);
    const month = Number(inDays(30).slice(5, 7));
    expect(rows[0]).toMatchObject({
      lead_id: leadId,
      source: 'rate_card',
      distance_band: '150–300 km',
      days_band: '1 day',
      group_band: '34–53 people',
      month,
      region: 'Munster',
    });
    expect(rows[0]!.low).toBeLessThan(rows[0]!.typical);
    expect(rows[0]!.typical).toBeLessThan(rows[0]!.high);
    // The customer's comparison page shows the guide the request was given.
    const page = await app.inject({ url: `/api/quotes/${quotesToken(app, leadId)}` });
    expect(page.json().estimate).toEqual({
      low: rows[0]!.low,
      typical: rows[0]!.typical,
      high: rows[0]!.high,
      currency: 'EUR',
      source: 'rate_card',
      based_on: 0,
    });
    // A retried job keeps the first record.
    await db().execute(sql`update lead_estimates set low = 1 where lead_id = ${leadId}`);
    await recordLeadEstimate(db(), reads(), leadId, corkDay());
    const [kept] = await db().select().from(leadEstimates).where(eq(leadEstimates.lead_id, leadId));
    expect(kept!.low).toBe(1);
  });
});
