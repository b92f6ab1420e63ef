import { describe, expect, it } from 'vitest';
import { operatorRatings } from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { useComparison } from '../../test/comparison';
import { seedLeads } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';

const { app, setUp, view, choose, rate, moveTrip } = useComparison();

describe('GET /api/quotes/:token', () => {
  it('shows the journey, who replied, and the quotes cheapest first with what sets them apart', async () => {
    const { lead, token, companies } = await setUp();
    const [ratedA, ratedB] = await seedLeads(app(), [{}, {}]);
    await app()
      .db.insert(operatorRatings)
      .values([
        { lead_id: ratedA!.id, operator_id: companies.cheap.operator.id, score: 4 },
        { lead_id: ratedB!.id, operator_id: companies.cheap.operator.id, score: 5 },
      ]);
    const response = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      journey: { pickup_location: lead.pickup_location, number_of_people: 40 },
      customer_first_name: 'Siobhán',
      invited: 5,
      replied: 4,
      chosen_quote_id: null,
      can_rate: false,
      rating: null,
    });
    expect(body.quotes.map((quote: { company_name: string }) => quote.company_name)).toEqual([
      'Cheap Coaches',
      'Middle Coaches',
      'Dear Coaches',
    ]);
    expect(body.quotes[0]).toMatchObject({
      price_eur: 700,
      price_per_passenger_eur: 17.5,
      licence_number: 'RPTO-777',
      verified: true,
      rating: 4.5,
      rating_count: 2,
      status: 'quoted',
    });
    expect(body.quotes[1]).toMatchObject({ verified: false, rating: null, rating_count: 0 });
    // Other companies' contact details are not for the customer until they choose.
    expect(response.body).not.toContain('cheap@example.ie');
  });

  it('answers a bad, tampered or wrong-purpose token with 404 and a lost lead with 410', async () => {
    const { lead, token, companies } = await setUp();
    const [spam] = await seedLeads(app(), [{ is_spam: true }]);
    for (const bad of [
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      signLink(app().linkSecret, 'respond', lead.id),
      companies.cheap.token,
      quotesToken(app(), 2_000_000_000),
      quotesToken(app(), spam!.id),
      'nonsense',
    ]) {
      for (const response of [
        await view(bad),
        await choose(bad, 1),
        await rate(bad, { score: 5 }),
      ]) {
        expect(response.statusCode, bad).toBe(404);
        expect(response.json()).toEqual({ message: 'This link is not valid' });
      }
    }
    await moveTrip(lead.id, { status: 'lost' });
    for (const response of [await view(token), await choose(token, 1)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: 'This request is closed' });
    }
  });
});
