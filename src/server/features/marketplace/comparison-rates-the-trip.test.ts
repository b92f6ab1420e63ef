import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, operatorRatings } from '../../db/schema';
import { CUSTOMER, useComparison } from '../../test/comparison';
import { inDays } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { ratingRequestAt } from './rating-job';

const { app, setUp, view, choose, rate, messagesOf, eventsOf, moveTrip } = useComparison();

describe('rating the trip', () => {
  it('is possible once, after the trip, for the chosen company; a rating request is emailed', async () => {
    const { lead, token, companies, quoteIds } = await setUp({
      is_return_trip: true,
      return_date: inDays(32),
      return_time: '18:00',
    });
    const early = await rate(token, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'You can rate a company once you have chosen its quote',
    });
    await choose(token, quoteIds['Cheap Coaches']);
    expect((await view(token)).json().can_rate).toBe(false);
    const beforeTrip = await rate(token, { score: 5 });
    expect(beforeTrip.statusCode).toBe(409);
    expect(beforeTrip.json()).toEqual({
      message: 'You can rate the company once your trip has taken place',
    });
    // Out on the 1st, home today: the trip is not over until the return date has passed.
    await moveTrip(lead.id, { date_of_travel: inDays(-1), return_date: inDays(0) });
    expect((await rate(token, { score: 5 })).statusCode).toBe(409);
    await moveTrip(lead.id, { date_of_travel: inDays(-3), return_date: inDays(-1) });
    expect((await view(token)).json().can_rate).toBe(true);

    // The request email, sent by the job once it is due, links each star to the page.
    await app()
      .db.update(jobs)
      .set({ run_at: new Date(Date.now() - 1000) })
      .where(
        sql`${jobs.kind} = 'lead.rating-request' and ${jobs.payload}->>'lead_id' = ${String(lead.id)}`,
      );
    await app().jobs.runDueJobs();
    const [request] = (await messagesOf(lead.id)).filter((m) =>
      m.message_key.endsWith('rating-request'),
    );
    expect(request).toMatchObject({
      recipient: CUSTOMER.email,
      subject: 'How was your trip with Cheap Coaches?',
    });
    for (const score of [1, 2, 3, 4, 5]) {
      expect(request!.body_text).toContain(
        `https://coachhire.example.ie/quotes/${token}?rate=${score}`,
      );
    }

    const rated = await rate(token, { score: 4, comment: 'Driver was great' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      can_rate: false,
      rating: { score: 4, comment: 'Driver was great' },
    });
    expect((await eventsOf(lead.id)).at(-1)).toMatchObject({
      kind: 'rated',
      to_value: '4',
      from_value: 'Cheap Coaches',
    });
    const again = await rate(token, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This trip has already been rated' });
    const stored = await app()
      .db.select()
      .from(operatorRatings)
      .where(eq(operatorRatings.lead_id, lead.id));
    expect(stored).toEqual([
      expect.objectContaining({ operator_id: companies.cheap.operator.id, score: 4 }),
    ]);
    // Rated already: a second run of the request job sends nothing new.
    await app()
      .db.insert(jobs)
      .values({ kind: 'lead.rating-request', payload: { lead_id: lead.id } });
    await app().jobs.runDueJobs();
    expect(
      (await messagesOf(lead.id)).filter((m) => m.message_key.endsWith('rating-request')),
    ).toHaveLength(1);
  });

  it.each([
    [{}],
    [{ score: 0 }],
    [{ score: 6 }],
    [{ score: 4.5 }],
    [{ score: 3, comment: 'x'.repeat(2001) }],
  ])('refuses %j with 422', async (payload) => {
    const response = await rate(quotesToken(app(), 1), payload);
    expect(response.statusCode).toBe(422);
  });
});

describe('ratingRequestAt', () => {
  it.each([
    ['2030-07-01', '2030-07-02T09:00:00.000Z'],
    ['2030-01-10', '2030-01-11T10:00:00.000Z'],
    // Summer time starts on 31 March 2030 at 01:00 UTC; 10:00 that morning is already IST.
    ['2030-03-30', '2030-03-31T09:00:00.000Z'],
    ['2030-10-26', '2030-10-27T10:00:00.000Z'],
    ['2030-12-31', '2031-01-01T10:00:00.000Z'],
  ])('asks after a trip ending %s at %s', (tripEnd, expected) => {
    expect(ratingRequestAt(tripEnd).toISOString()).toBe(expected);
  });
});
