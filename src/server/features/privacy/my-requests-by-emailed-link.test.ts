import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MY_LINK_EXPIRED, MY_LINK_NOT_VALID, MY_LINK_SENT } from '@shared/privacy/my-requests';
import { messages, myLinks } from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { inDays, seedLeads } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { useTestApp } from '../../test/test-app';

const app = useTestApp({ JOB_POLL_MS: '0', PUBLIC_URL: 'https://coachhire.example.ie' });

let nextAddress = 1;
/** Each ask from its own client address unless one is given, so only the test of that limit meets it. */
const askForLink = (email: string, remoteAddress = `192.0.2.${nextAddress++}`) =>
  app().inject({ method: 'POST', url: '/api/my/link', payload: { email }, remoteAddress });

/** The token of the last "My requests" link emailed to `email`, read from the outbox. */
async function emailedToken(email: string): Promise<string> {
  const [mail] = await app()
    .db.select()
    .from(messages)
    .where(and(eq(messages.recipient, email), like(messages.message_key, 'my-link:%')))
    .orderBy(desc(messages.id))
    .limit(1);
  const match = /\/my\/([^\s/]+)/.exec(mail?.body_text ?? '');
  if (!match) throw new Error(`No My requests link was emailed to ${email}`);
  return match[1]!;
}

const myLinkMails = (email: string) =>
  app()
    .db.select()
    .from(messages)
    .where(and(eq(messages.recipient, email), like(messages.message_key, 'my-link:%')));

describe('My requests link', () => {
  it('answers a known and an unknown address alike, and emails only the known one', async () => {
    await seedLeads(app(), [{ email: 'Known.Person@Example.ie' }]);
    const known = await askForLink('known.person@example.ie');
    const unknown = await askForLink('nobody-here@example.ie');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: MY_LINK_SENT });
    expect(unknown.body).toBe(known.body);
    const sent = await myLinkMails('known.person@example.ie');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your coach hire requests');
    expect(sent[0]!.body_text).toContain('https://coachhire.example.ie/my/');
    expect(sent[0]!.body_text).toContain('within 30 minutes');
    expect(await myLinkMails('nobody-here@example.ie')).toHaveLength(0);
  });

  it('lists every request made with the address, and none made with another', async () => {
    const [older, newer, other] = await seedLeads(app(), [
      {
        email: 'list.me@example.ie',
        pickup_location: 'Kinsale',
        dropoff_location: 'Cork Airport',
        date_of_travel: inDays(20),
        number_of_people: 12,
      },
      { email: 'LIST.ME@example.ie', date_of_travel: inDays(40), status: 'contacted' },
      { email: 'someone.else@example.ie' },
    ]);
    await askForLink(' List.Me@Example.ie ');
    const token = await emailedToken('list.me@example.ie');
    const response = await app().inject({ method: 'GET', url: `/api/my/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.email).toBe('list.me@example.ie');
    expect(body.requests.map((request: { id: number }) => request.id)).toEqual([
      newer!.id,
      older!.id,
    ]);
    expect(body.requests).not.toContainEqual(expect.objectContaining({ id: other!.id }));
    expect(body.requests[1]).toEqual({
      id: older!.id,
      reference: older!.reference,
      created_at: older!.created_at.toISOString(),
      date_of_travel: inDays(20),
      route: 'Kinsale to Cork Airport',
      number_of_people: 12,
      status: 'new',
      quotes: 0,
      quotes_path: `/quotes/${quotesToken(app(), older!.id)}`,
      booking: null,
    });
    expect(body.requests[0].status).toBe('contacted');
    // The per-request link it gives keeps working on its own.
    const comparison = await app().inject({
      method: 'GET',
      url: `/api${body.requests[0].quotes_path}`,
    });
    expect(comparison.statusCode).toBe(200);
  });

  it('stops working after 30 minutes, and a forged or tampered link is not valid', async () => {
    await seedLeads(app(), [{ email: 'expires@example.ie' }]);
    await askForLink('expires@example.ie');
    const token = await emailedToken('expires@example.ie');
    const [link] = await app()
      .db.select()
      .from(myLinks)
      .where(eq(myLinks.email, 'expires@example.ie'));
    const lifetime = link!.expires_at.getTime() - link!.created_at.getTime();
    expect(lifetime).toBe(30 * 60_000);
    await app()
      .db.update(myLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(myLinks.id, link!.id));
    const expired = await app().inject({ method: 'GET', url: `/api/my/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(MY_LINK_EXPIRED);
    const exportExpired = await app().inject({ method: 'GET', url: `/api/my/${token}/export` });
    expect(exportExpired.statusCode).toBe(410);

    for (const forged of [
      `${link!.id}.${'A'.repeat(43)}`,
      signLink(app().linkSecret, 'quotes', link!.id),
      signLink(app().linkSecret, 'my', link!.id + 1000),
      'not-a-token',
    ]) {
      const response = await app().inject({ method: 'GET', url: `/api/my/${forged}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MY_LINK_NOT_VALID);
    }
  });

  it('emails one address at most three links an hour, with the same answer after', async () => {
    await seedLeads(app(), [{ email: 'flooded@example.ie' }]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await askForLink('flooded@example.ie');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: MY_LINK_SENT });
    }
    expect(await myLinkMails('flooded@example.ie')).toHaveLength(3);
  });

  it('turns away a sixth ask within a minute from one client address', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await askForLink(`asker${attempt}@example.ie`, '198.51.100.7')).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('refuses a missing or malformed address with 422 on the field', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 7 }]) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/my/link',
        payload,
        remoteAddress: `203.0.113.${nextAddress++}`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('email');
    }
  });
});
