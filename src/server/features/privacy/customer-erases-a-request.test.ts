import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_ERASED } from '@shared/privacy/my-requests';
import { leadNotes, leadSearch, leads, messages, myLinks, operatorRatings } from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { CUSTOMER, useComparison } from '../../test/comparison';
import { inDays, seedLeads } from '../../test/leads';
import { exportRequests } from './requests-holder';

const { app, setUp, choose, rate, eventsOf, messagesOf, moveTrip } = useComparison();

/** A "My requests" link for the address, as the emailed one would be. */
async function myToken(email: string): Promise<string> {
  const [link] = await app()
    .db.insert(myLinks)
    .values({ email, expires_at: new Date(Date.now() + 30 * 60_000) })
    .returning();
  return signLink(app().linkSecret, 'my', link!.id);
}

/** What the customer typed that must not survive erasure, in every form it is stored in. */
const PERSONAL = [
  'Siobhán',
  'Bhriain',
  CUSTOMER.email,
  '765 4321',
  '877654321',
  'Crosshaven',
  'Carrigaline',
  'granny',
  'Nora',
];

function expectNoPersonalData(label: string, value: unknown) {
  const text = JSON.stringify(value).toLowerCase();
  for (const piece of PERSONAL)
    expect(text, `${label} still holds "${piece}"`).not.toContain(piece.toLowerCase());
}

let histories = 0;

/** A chosen, rated request with a staff note: every place personal data is kept. */
async function requestWithHistory() {
  const setup = await setUp({
    pickup_location: 'Crosshaven Road, Carrigaline, Co. Cork',
    pickup_lat: 51.8128,
    pickup_lng: -8.3915,
    dropoff_location: 'The Helix, Glasnevin, Dublin',
    dropoff_lat: 53.3856,
    dropoff_lng: -6.2639,
    additional_info: 'My granny Nora needs the front seat; call me on 087 765 4321.',
  });
  histories += 1;
  const admin = await createUser(app(), 1, {
    name: 'Privacy Admin',
    email: `privacy.admin.${histories}@example.ie`,
  });
  const auth = bearer(await tokenFor(app(), admin));
  const note = await app().inject({
    method: 'POST',
    url: `/api/bus-quote/${setup.lead.id}/notes`,
    headers: auth,
    payload: { body: 'Rang Siobhán Ní Bhriain: granny Nora, front seat.' },
  });
  expect(note.statusCode).toBe(201);
  expect((await choose(setup.token, setup.quoteIds['Cheap Coaches'])).statusCode).toBe(200);
  await moveTrip(setup.lead.id, { date_of_travel: inDays(-2) });
  const rated = await rate(setup.token, { score: 4, comment: 'Great for granny Nora. Siobhán' });
  expect(rated.statusCode).toBe(200);
  return { ...setup, admin, auth };
}

describe('erasing a request', () => {
  it('exports everything kept about the address as a JSON download', async () => {
    const { lead } = await requestWithHistory();
    const token = await myToken(CUSTOMER.email);
    const response = await app().inject({ method: 'GET', url: `/api/my/${token}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="coach-hire-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = response.json();
    expect(document.email).toBe(CUSTOMER.email);
    // The questions before choosing are the conversations holder's section (none asked here).
    expect(document.messages).toEqual([]);
    expect(document.requests).toHaveLength(1);
    const [request] = document.requests;
    expect(request).toMatchObject({
      reference: lead.reference,
      full_name: CUSTOMER.full_name,
      email: CUSTOMER.email,
      mobile_number: CUSTOMER.mobile_number,
      pickup_location: 'Crosshaven Road, Carrigaline, Co. Cork',
      additional_info: 'My granny Nora needs the front seat; call me on 087 765 4321.',
      number_of_people: 40,
      rating: { score: 4, comment: 'Great for granny Nora. Siobhán' },
    });
    expect(request.itinerary[0].stops[0].place).toBe('Crosshaven Road, Carrigaline, Co. Cork');
    expect(request.quotes).toContainEqual(
      expect.objectContaining({ company_name: 'Cheap Coaches', price_eur: 700, status: 'chosen' }),
    );
    expect(
      request.quotes.map((quote: { company_name: string }) => quote.company_name).sort(),
    ).toEqual(['Cheap Coaches', 'Dear Coaches', 'Middle Coaches']);
    // What we sent the customer is theirs; what we sent the companies is not in it.
    const subjects = request.emails_and_texts.map(
      (mail: { subject: string | null }) => mail.subject,
    );
    expect(subjects.length).toBeGreaterThan(0);
    expect(
      request.emails_and_texts.every(
        (mail: { body_text: string }) => !mail.body_text.includes('Hi Pádraig'),
      ),
    ).toBe(true);
  });

  it('removes contact details and free text everywhere, keeps the figures and tells the chosen company', async () => {
    const { lead, companies, quoteIds } = await requestWithHistory();
    const token = await myToken(CUSTOMER.email);
    const before = (await messagesOf(lead.id)).length;
    const erased = await app().inject({
      method: 'POST',
      url: `/api/my/${token}/requests/${lead.id}/erase`,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().message).toBe(REQUEST_ERASED);
    // The list it answers with no longer has the request (the first test's is still there).
    expect(erased.json().requests).not.toContainEqual(expect.objectContaining({ id: lead.id }));

    const [row] = await app().db.select().from(leads).where(eq(leads.id, lead.id));
    expectNoPersonalData('the lead', row);
    expect(row).toMatchObject({
      full_name: 'Erased',
      email: '',
      mobile_number: '',
      additional_info: '',
      pickup_location: 'Co. Cork',
      dropoff_location: 'Co. Dublin',
      pickup_lat: 51.8,
      pickup_lng: -8.4,
      date_of_travel: inDays(-2),
      number_of_people: 40,
      status: 'converted',
      client_ip_hash: null,
    });
    expect(row!.anonymised_at).toBeInstanceOf(Date);
    const [searchRow] = await app()
      .db.select()
      .from(leadSearch)
      .where(eq(leadSearch.lead_id, lead.id));
    expectNoPersonalData('the staff search copy', searchRow);
    expect(await app().db.select().from(leadNotes).where(eq(leadNotes.lead_id, lead.id))).toEqual(
      [],
    );
    const events = await eventsOf(lead.id);
    expectNoPersonalData('the history', events);
    expect(events.at(-1)).toMatchObject({
      kind: 'anonymised',
      actor_id: null,
      to_value: 'customer',
    });
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['note', 'chosen', 'rated']),
    );
    const [rating] = await app()
      .db.select()
      .from(operatorRatings)
      .where(eq(operatorRatings.lead_id, lead.id));
    expect(rating).toMatchObject({ score: 4, comment: null });

    const sent = await messagesOf(lead.id);
    const earlier = sent.slice(0, before);
    expectNoPersonalData('the outbox', earlier);
    expect(earlier.every((message) => message.body_text === '[erased]')).toBe(true);
    // The company chosen had the contact details and is told; the others never had them.
    const notices = sent.slice(before);
    expect(notices.map((message) => message.recipient)).toEqual([companies.cheap.operator.email]);
    expect(notices[0]!.subject).toBe(`Personal data erased: request ${lead.reference}`);
    expect(notices[0]!.body_text).toContain('Please erase the contact details');
    expectNoPersonalData('the notice', notices);

    // The price of the chosen quote stays, for the figures.
    const exported = await exportRequests(app().db, [lead.id]);
    expectNoPersonalData('an export', exported);
    expect(exported[0]!.quotes).toContainEqual(expect.objectContaining({ price_eur: 700 }));
    expect(quoteIds['Cheap Coaches']).toBeDefined();
    const again = await app().inject({ method: 'GET', url: `/api/my/${token}/export` });
    expect(
      again.json().requests.map((request: { reference: string }) => request.reference),
    ).not.toContain(lead.reference);
  });

  it('erases only a request made with the link’s own address, and each once', async () => {
    const [mine, theirs] = await seedLeads(app(), [
      { email: 'me@example.ie', full_name: 'Me Myself', date_of_travel: inDays(10) },
      { email: 'them@example.ie', full_name: 'Them Else', date_of_travel: inDays(10) },
    ]);
    const token = await myToken('me@example.ie');
    const erase = (id: number) =>
      app().inject({ method: 'POST', url: `/api/my/${token}/requests/${id}/erase` });
    const other = await erase(theirs!.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Request not found' });
    const [untouched] = await app().db.select().from(leads).where(eq(leads.id, theirs!.id));
    expect(untouched!.full_name).toBe('Them Else');
    expect((await erase(mine!.id)).statusCode).toBe(200);
    expect((await erase(mine!.id)).statusCode).toBe(404);
    // An open request cannot go on without its customer: it is closed.
    const [closed] = await app().db.select().from(leads).where(eq(leads.id, mine!.id));
    expect(closed).toMatchObject({ status: 'lost', full_name: 'Erased' });
    const count = await app().db.execute(
      sql`select count(*)::int as n from lead_events where lead_id = ${mine!.id} and kind = 'anonymised'`,
    );
    expect(JSON.stringify(count)).toContain('"n":1');
  });

  it('lets an admin erase a lead from its page, recorded with who did it; a manager may not', async () => {
    const [lead] = await seedLeads(app(), [
      {
        email: 'asked.by.phone@example.ie',
        full_name: 'Asked By Phone',
        date_of_travel: inDays(5),
      },
    ]);
    const admin = await createUser(app(), 1, {
      name: 'Erasing Admin',
      email: 'erasing.admin@example.ie',
    });
    const manager = await createUser(app(), 2, { email: 'erasing.manager@example.ie' });
    const url = `/api/bus-quote/${lead!.id}/erase`;
    const refused = await app().inject({
      method: 'POST',
      url,
      headers: bearer(await tokenFor(app(), manager)),
    });
    expect(refused.statusCode).toBe(403);
    const response = await app().inject({
      method: 'POST',
      url,
      headers: bearer(await tokenFor(app(), admin)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: lead!.id,
      full_name: 'Erased',
      email: '',
      status: 'lost',
      anonymised_at: expect.any(String),
    });
    const events = await eventsOf(lead!.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'anonymised',
      actor_id: admin.id,
      to_value: 'staff',
    });
    const missing = await app().inject({
      method: 'POST',
      url: '/api/bus-quote/999999/erase',
      headers: bearer(await tokenFor(app(), admin)),
    });
    expect(missing.statusCode).toBe(404);
    expect(
      await app()
        .db.select()
        .from(messages)
        .where(eq(messages.recipient, 'asked.by.phone@example.ie')),
    ).toEqual([]);
  });
});
