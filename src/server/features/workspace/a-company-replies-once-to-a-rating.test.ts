import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATING_REPLY_ERRORS } from '@shared/workspace/ratings';
import { myLinks, operatorRatings } from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { CUSTOMER, useComparison } from '../../test/comparison';
import { inDays, seedLeads } from '../../test/leads';
import { inviteOperator, quotesToken } from '../../test/marketplace';

const { app, setUp, view, choose, rate, moveTrip } = useComparison();

let companies = 0;

/** A trip with Cheap Coaches, taken and rated, and a signed-in user of that company. */
async function ratedTrip(score = 3, comment = 'The coach was 20 minutes late.') {
  const setup = await setUp();
  expect((await choose(setup.token, setup.quoteIds['Cheap Coaches'])).statusCode).toBe(200);
  await moveTrip(setup.lead.id, { date_of_travel: inDays(-2) });
  expect((await rate(setup.token, { score, comment })).statusCode).toBe(200);
  companies += 1;
  const user = await createCompanyUser(app(), setup.companies.cheap.operator.id, {
    name: 'Pádraig Owner',
    email: `owner${companies}@cheap.example.ie`,
  });
  const auth = bearer(await tokenFor(app(), user));
  const [rating] = await app()
    .db.select()
    .from(operatorRatings)
    .where(eq(operatorRatings.lead_id, setup.lead.id));
  return { ...setup, user, auth, rating: rating! };
}

const listRatings = (auth: Record<string, string>, query = '') =>
  app().inject({ method: 'GET', url: `/api/operator/ratings${query}`, headers: auth });
const reply = (auth: Record<string, string>, id: number, payload: unknown) =>
  app().inject({
    method: 'POST',
    url: `/api/operator/ratings/${id}/reply`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });

describe('a company replies to a rating', () => {
  it('lists its ratings newest first, a page at a time, with no reply until it gives one', async () => {
    const { auth, lead, rating } = await ratedTrip();
    const listed = await listRatings(auth, '?page=1&per_page=10');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    expect(listed.json().data).toEqual([
      {
        id: rating.id,
        reference: lead.reference,
        pickup_location: lead.pickup_location,
        dropoff_location: lead.dropoff_location,
        date_of_travel: inDays(-2),
        score: 3,
        comment: 'The coach was 20 minutes late.',
        rated_at: rating.created_at.toISOString(),
        reply: null,
      },
    ]);
    expect((await listRatings(auth, '?per_page=7')).statusCode).toBe(422);
  });

  it('replies once: the reply is stored with its author, and a second one is refused with 409', async () => {
    const { auth, rating } = await ratedTrip();
    const first = await reply(auth, rating.id, {
      body: '  Sorry about the delay: roadworks at Fermoy.\nWe have changed the route.  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: rating.id,
      reply: {
        body: 'Sorry about the delay: roadworks at Fermoy.\nWe have changed the route.',
        replied_by: 'Pádraig Owner',
      },
    });
    const second = await reply(auth, rating.id, { body: 'Another go' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: RATING_REPLY_ERRORS.alreadyReplied });
    const [stored] = await app()
      .db.select()
      .from(operatorRatings)
      .where(eq(operatorRatings.id, rating.id));
    expect(stored!.reply_body).toBe(
      'Sorry about the delay: roadworks at Fermoy.\nWe have changed the route.',
    );
    expect(stored!.replied_at).toBeInstanceOf(Date);
    const listed = (await listRatings(auth)).json();
    expect(listed.data.find((row: { id: number }) => row.id === rating.id).reply.body).toContain(
      'roadworks at Fermoy',
    );
  });

  it('of two replies sent at once, one is stored and the other refused', async () => {
    const { auth, rating } = await ratedTrip();
    const answers = await Promise.all([
      reply(auth, rating.id, { body: 'First' }),
      reply(auth, rating.id, { body: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an empty, too long or control-character reply, and bad ids', async () => {
    const { auth, rating } = await ratedTrip();
    for (const [payload, message] of [
      [{ body: '   ' }, RATING_REPLY_ERRORS.empty],
      [{ body: 'x'.repeat(1001) }, RATING_REPLY_ERRORS.tooLong],
      [{}, undefined],
      [{ body: 42 }, undefined],
      [{ body: 'Thanks\u0000' }, 'Contains characters that are not allowed'],
    ] as const) {
      const refused = await reply(auth, rating.id, payload);
      expect(refused.statusCode).toBe(422);
      if (message) expect(refused.json().errors.body).toEqual([message]);
    }
    expect((await reply(auth, 0, { body: 'Thanks' })).statusCode).toBe(422);
    expect((await reply(auth, 2_147_483_647, { body: 'Thanks' })).statusCode).toBe(404);
    const [stored] = await app()
      .db.select()
      .from(operatorRatings)
      .where(eq(operatorRatings.id, rating.id));
    expect(stored!.replied_at).toBeNull();
    // 1,000 characters is the limit, not beyond it.
    expect((await reply(auth, rating.id, { body: 'y'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers another company 404, staff 403 and no one signed in 401', async () => {
    const { rating } = await ratedTrip();
    const other = await createCompanyUser(app(), undefined, { email: 'other@rivals.example.ie' });
    const otherAuth = bearer(await tokenFor(app(), other));
    const notTheirs = await reply(otherAuth, rating.id, { body: 'Not ours' });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: RATING_REPLY_ERRORS.notFound });
    expect((await listRatings(otherAuth)).json().data).toEqual([]);
    const admin = await createUser(app(), 1, { email: 'ratings.admin@example.ie' });
    const staff = bearer(await tokenFor(app(), admin));
    expect((await reply(staff, rating.id, { body: 'Staff' })).statusCode).toBe(403);
    expect((await listRatings(staff)).statusCode).toBe(403);
    expect((await reply({}, rating.id, { body: 'Anyone' })).statusCode).toBe(401);
    expect((await listRatings({})).statusCode).toBe(401);
  });

  it('is shown under the rating to the customer who rated, and on other customers’ quotes from the company', async () => {
    const { auth, token, rating, companies: rated } = await ratedTrip(2, 'Late and rude');
    expect((await view(token)).json().rating).toEqual({
      score: 2,
      comment: 'Late and rude',
      reply: null,
    });
    expect(
      (await reply(auth, rating.id, { body: 'We are sorry; the driver was replaced.' })).statusCode,
    ).toBe(200);
    const own = (await view(token)).json();
    expect(own.rating.reply).toEqual({
      body: 'We are sorry; the driver was replaced.',
      replied_at: expect.any(String),
    });

    // Another customer's request, quoted by the same company.
    const [lead] = await seedLeads(app(), [
      { email: 'another@example.ie', date_of_travel: inDays(20), number_of_people: 30 },
    ]);
    const { token: respondToken } = await inviteOperator(app(), lead!.id, rated.cheap.operator.id);
    const quoted = await app().inject({
      method: 'POST',
      url: `/api/respond/${respondToken}/quote`,
      payload: { price_eur: 640, vehicle_type: 'Coach', seats: 49, valid_until: inDays(10) },
    });
    expect(quoted.statusCode).toBe(201);
    const theirs = (await view(quotesToken(app(), lead!.id))).json();
    expect(theirs.rating_replies).toEqual([
      {
        operator_id: rated.cheap.operator.id,
        score: 2,
        rated_at: rating.created_at.toISOString(),
        body: 'We are sorry; the driver was replaced.',
        replied_at: own.rating.reply.replied_at,
      },
    ]);
    // Never the rater's comment or who they are.
    expect(JSON.stringify(theirs.rating_replies)).not.toContain('rude');
    expect(JSON.stringify(theirs.rating_replies)).not.toContain(CUSTOMER.full_name);
  });

  it('is in the customer’s data export, and goes with their personal data when they erase it', async () => {
    const { auth, lead, rating } = await ratedTrip(4, 'Great, thanks');
    await reply(auth, rating.id, { body: 'Thank you Siobhán, see you next year!' });
    const [link] = await app()
      .db.insert(myLinks)
      .values({ email: CUSTOMER.email, expires_at: new Date(Date.now() + 30 * 60_000) })
      .returning();
    const myToken = signLink(app().linkSecret, 'my', link!.id);
    const exported = (
      await app().inject({ method: 'GET', url: `/api/my/${myToken}/export` })
    ).json();
    const request = exported.requests.find(
      (row: { reference: string }) => row.reference === lead.reference,
    );
    expect(request.rating).toMatchObject({
      score: 4,
      company_reply: 'Thank you Siobhán, see you next year!',
    });
    const erased = await app().inject({
      method: 'POST',
      url: `/api/my/${myToken}/requests/${lead.id}/erase`,
    });
    expect(erased.statusCode).toBe(200);
    const [stored] = await app()
      .db.select()
      .from(operatorRatings)
      .where(eq(operatorRatings.id, rating.id));
    expect(stored).toMatchObject({ score: 4, comment: null, reply_body: null });
    // Replied once: erasure does not open the way to a second reply.
    expect((await reply(auth, rating.id, { body: 'Again' })).statusCode).toBe(409);
    const listed = (await listRatings(auth)).json();
    expect(listed.data.find((row: { id: number }) => row.id === rating.id).reply).toMatchObject({
      body: null,
    });
  });
});
