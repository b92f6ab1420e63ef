import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { leadInvites, quotes } from '../../db/schema';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays, seedLeads } from '../../test/leads';
import { seedOperator } from '../../test/marketplace';
import { useTestSetup } from '../../test/test-app';

type Invitation = {
  operatorId: number;
  status: 'quoted' | 'chosen' | 'not_chosen';
  priceCents?: number;
};

/** A lead with the given companies' invitations, each with a quote. */
async function seedLead(
  app: FastifyInstance,
  lead: Parameters<typeof seedLeads>[1][number],
  invitations: Invitation[],
) {
  const [row] = await seedLeads(app, [lead]);
  for (const invitation of invitations) {
    const [invite] = await app.db
      .insert(leadInvites)
      .values({
        lead_id: row!.id,
        operator_id: invitation.operatorId,
        reason: 'serves Cork',
        status: invitation.status,
        responded_at: new Date(),
      })
      .returning();
    await app.db.insert(quotes).values({
      invite_id: invite!.id,
      lead_id: row!.id,
      operator_id: invitation.operatorId,
      price_cents: invitation.priceCents ?? 90_000,
      vehicle_type: 'Coach',
      seats: 49,
      valid_until: '2031-12-31',
    });
  }
  return row!;
}

const setup = useTestSetup({}, async (app) => {
  const mine = await seedOperator(app.db, { company_name: 'Lee Valley Coaches' });
  const other = await seedOperator(app.db, { company_name: 'Rebel Buses' });
  const outward = await seedLead(
    app,
    {
      full_name: 'Siobhán Customer',
      email: 'siobhan@example.ie',
      mobile_number: '087 765 4321',
      date_of_travel: '2031-03-05',
      pickup_time: '08:30',
      pickup_location: 'Cork',
      dropoff_location: 'Croke Park, Dublin',
      number_of_people: 45,
    },
    [
      { operatorId: mine.id, status: 'chosen', priceCents: 123_450 },
      { operatorId: other.id, status: 'not_chosen' },
    ],
  );
  const weekend = await seedLead(
    app,
    {
      email: 'weekend@example.ie',
      date_of_travel: '2031-03-02',
      is_return_trip: true,
      return_date: '2031-03-04',
      return_time: '18:00',
    },
    [{ operatorId: mine.id, status: 'chosen' }],
  );
  // A day trip out and back: one job on one day.
  await seedLead(
    app,
    { date_of_travel: '2031-03-05', is_return_trip: true, return_date: '2031-03-05' },
    [{ operatorId: mine.id, status: 'chosen' }],
  );
  const past = await seedLead(app, { email: 'past@example.ie', date_of_travel: inDays(-5) }, [
    { operatorId: mine.id, status: 'chosen' },
  ]);
  // Won by the other company: this company quoted and lost.
  const lost = await seedLead(
    app,
    { email: 'lost@example.ie', mobile_number: '086 111 2222', date_of_travel: '2031-03-09' },
    [
      { operatorId: mine.id, status: 'not_chosen' },
      { operatorId: other.id, status: 'chosen' },
    ],
  );
  // Still open: quoted, nobody chosen.
  const open = await seedLead(app, { email: 'open@example.ie', date_of_travel: '2031-03-10' }, [
    { operatorId: mine.id, status: 'quoted' },
  ]);
  const myAuth = bearer(await tokenFor(app, await createCompanyUser(app, mine.id)));
  const otherAuth = bearer(
    await tokenFor(app, await createCompanyUser(app, other.id, { company_role: 'dispatcher' })),
  );
  const adminAuth = bearer(await tokenFor(app, await createUser(app, 1)));
  return { outward, weekend, past, lost, open, myAuth, otherAuth, adminAuth };
});

const getJobs = (query: string, headers: Record<string, string> = setup().myAuth) =>
  setup().app.inject({ method: 'GET', url: `/api/operator/jobs${query}`, headers });

describe('GET /api/operator/jobs', () => {
  it('lists the company’s upcoming won trips, soonest first, with the customer’s contact and the chosen price', async () => {
    const response = await getJobs('?month=2031-03');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ when: 'upcoming', total: 3, current_page: 1, last_page: 1 });
    expect(
      body.data.map((job: { journey: { reference: string } }) => job.journey.reference),
    ).toEqual([
      setup().weekend.reference,
      setup().outward.reference,
      expect.stringMatching(/^CH-/),
    ]);
    expect(body.data[1]).toEqual({
      invite_id: expect.any(Number),
      journey: expect.objectContaining({
        reference: setup().outward.reference,
        pickup_location: 'Cork',
        dropoff_location: 'Croke Park, Dublin',
        date_of_travel: '2031-03-05',
        pickup_time: '08:30',
        is_return_trip: false,
        number_of_people: 45,
      }),
      customer: {
        full_name: 'Siobhán Customer',
        email: 'siobhan@example.ie',
        mobile_number: '087 765 4321',
      },
      price_eur: 1234.5,
      vat_status: 'exempt',
      vehicle_type: 'Coach',
      seats: 49,
    });
    expect(body.data[0].journey).toMatchObject({ return_date: '2031-03-04', return_time: '18:00' });
  });

  it('marks the month’s booked days: the outward and return days, a same-day return once', async () => {
    const body = (await getJobs('?month=2031-03')).json();
    expect(body.month).toBe('2031-03');
    expect(body.booked_days).toEqual([
      { date: '2031-03-02', jobs: 1 },
      { date: '2031-03-04', jobs: 1 },
      { date: '2031-03-05', jobs: 2 },
    ]);
    expect((await getJobs('?month=2031-04')).json().booked_days).toEqual([]);
  });

  it('lists past trips apart, latest first', async () => {
    const body = (await getJobs('?when=past')).json();
    expect(body.total).toBe(1);
    expect(body.data[0].journey.reference).toBe(setup().past.reference);
    expect(body.data[0].customer.email).toBe('past@example.ie');
  });

  it('never shows a lead the company lost or one still open, nor their customers', async () => {
    for (const query of ['?month=2031-03', '?when=past']) {
      const text = (await getJobs(query)).body;
      for (const lead of [setup().lost, setup().open]) {
        expect(text).not.toContain(lead.reference);
        expect(text).not.toContain(lead.email);
      }
      expect(text).not.toContain('086 111 2222');
    }
  });

  it('shows another company only its own jobs, whatever month it asks for', async () => {
    const body = (await getJobs('?month=2031-03', setup().otherAuth)).json();
    expect(body.total).toBe(1);
    expect(body.data[0].journey.reference).toBe(setup().lost.reference);
    expect(body.booked_days).toEqual([{ date: '2031-03-09', jobs: 1 }]);
    expect(JSON.stringify(body)).not.toContain('siobhan@example.ie');
    expect((await getJobs('?when=past', setup().otherAuth)).json().total).toBe(0);
  });

  it('pages the list', async () => {
    const body = (await getJobs('?per_page=10&page=2')).json();
    expect(body).toMatchObject({ total: 3, current_page: 2, last_page: 1, data: [] });
  });

  it.each([
    ['?month=2031-13'],
    ['?month=2031-3'],
    ['?month=%27%3B%20drop%20table%20leads%3B--'],
    ['?when=soon'],
    ['?page=0'],
    ['?per_page=7'],
  ])('refuses %s with 422', async (query) => {
    expect((await getJobs(query)).statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document with its query', async () => {
    const document = (await setup().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/operator/jobs'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['month', 'when', 'page', 'per_page']),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '422']));
    expect(document.paths['/api/operator/performance'].get.responses['200']).toBeDefined();
  });

  it('is for company users only', async () => {
    expect((await getJobs('', setup().adminAuth)).statusCode).toBe(403);
    expect((await getJobs('', {})).statusCode).toBe(401);
  });
});
