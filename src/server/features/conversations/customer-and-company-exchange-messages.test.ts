import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASK_MARKER } from '@shared/conversations/mask';
import { MESSAGE_ERRORS, MESSAGE_MAX_LENGTH } from '@shared/conversations/messages';
import { conversationMessages } from '../../db/schema';
import { useComparison } from '../../test/comparison';
import { quotesToken } from '../../test/marketplace';
import { MESSAGES_PER_WINDOW } from './service';

const { app, setUp, choose, messagesOf, moveTrip } = useComparison();

const ask = (token: string, payload: unknown) =>
  app().inject({
    method: 'POST',
    url: `/api/quotes/${token}/messages`,
    payload: payload as object,
  });
const answer = (token: string, payload: unknown) =>
  app().inject({
    method: 'POST',
    url: `/api/respond/${token}/messages`,
    payload: payload as object,
  });
const customerThreads = (token: string) =>
  app().inject({ method: 'GET', url: `/api/quotes/${token}/messages` });
const companyThread = (token: string) =>
  app().inject({ method: 'GET', url: `/api/respond/${token}/messages` });

describe('questions before choosing', () => {
  it('lets the customer ask a quoting company and the company answer, each side notified', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    const asked = await ask(token, {
      quote_id: quoteIds['Cheap Coaches'],
      body: 'Is there a toilet on board?',
    });
    expect(asked.statusCode).toBe(201);
    const cheapThread = asked
      .json()
      .threads.find((thread: { company_name: string }) => thread.company_name === 'Cheap Coaches');
    expect(cheapThread).toMatchObject({
      quote_id: quoteIds['Cheap Coaches'],
      masked: true,
      can_send: true,
      messages: [{ sender: 'customer', body: 'Is there a toilet on board?' }],
    });
    // The other quoting companies' threads are there, empty.
    expect(
      asked.json().threads.map((thread: { company_name: string }) => thread.company_name),
    ).toEqual(['Cheap Coaches', 'Middle Coaches', 'Dear Coaches']);

    const seen = await companyThread(companies.cheap.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().messages).toEqual([
      expect.objectContaining({ sender: 'customer', body: 'Is there a toilet on board?' }),
    ]);
    // Another company's link sees nothing of it.
    expect((await companyThread(companies.expensive.token)).json().messages).toEqual([]);

    const answered = await answer(companies.cheap.token, { body: '  Yes, and a fridge.  ' });
    expect(answered.statusCode).toBe(201);
    expect(
      answered
        .json()
        .messages.map((message: { sender: string; body: string }) => [
          message.sender,
          message.body,
        ]),
    ).toEqual([
      ['customer', 'Is there a toilet on board?'],
      ['company', 'Yes, and a fridge.'],
    ]);

    const sent = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.startsWith('conversation:'),
    );
    expect(sent.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', 'cheap@example.ie'],
      ['email', 'siobhan@example.ie'],
    ]);
    expect(sent[0]!.subject).toBe(`New message from the customer about ${lead.reference}`);
    expect(sent[0]!.body_text).toContain('Is there a toilet on board?');
    expect(sent[0]!.body_text).toContain(
      `https://coachhire.example.ie/respond/${companies.cheap.token}`,
    );
    expect(sent[1]!.subject).toBe('New message from Cheap Coaches about your coach quote');
    expect(sent[1]!.body_text).toContain(`https://coachhire.example.ie/quotes/${token}`);
    // No SMS provider is configured: no texts are written at all.
    expect(sent.every((message) => message.channel === 'email')).toBe(true);
  });

  it('stores the message as sent and masks contact details for both sides before the choice', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    const body = 'Ring me on 087 765 4321 or siobhan at example dot ie';
    expect((await ask(token, { quote_id: quoteIds['Cheap Coaches'], body })).statusCode).toBe(201);
    await answer(companies.cheap.token, {
      body: 'Sure, or see www.cheapcoaches.ie, or call 021 555 1234',
    });

    const [stored] = await app()
      .db.select()
      .from(conversationMessages)
      .where(eq(conversationMessages.lead_id, lead.id));
    expect(stored!.body).toBe(body);
    const masked = [
      `Ring me on ${MASK_MARKER} or ${MASK_MARKER}`,
      `Sure, or see ${MASK_MARKER}, or call ${MASK_MARKER}`,
    ];
    expect((await companyThread(companies.cheap.token)).json()).toMatchObject({
      masked: true,
      messages: masked.map((text) => ({ body: text })),
    });
    const [cheap] = (await customerThreads(token)).json().threads;
    expect(cheap.messages.map((message: { body: string }) => message.body)).toEqual(masked);
    // The notices carry the masked text only.
    const notices = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.startsWith('conversation:'),
    );
    for (const notice of notices) {
      for (const detail of ['765 4321', 'siobhan at example', 'cheapcoaches.ie', '555 1234']) {
        expect(notice.body_text).not.toContain(detail);
        expect(notice.body_html).not.toContain(detail);
      }
    }
  });

  it('shows the chosen company its thread unmasked after the choice; the others stay masked and closed', async () => {
    const { token, companies, quoteIds } = await setUp();
    const body = 'My number is 087 765 4321';
    await ask(token, { quote_id: quoteIds['Cheap Coaches'], body });
    await ask(token, { quote_id: quoteIds['Dear Coaches'], body });
    expect((await choose(token, quoteIds['Cheap Coaches'])).statusCode).toBe(200);

    expect((await companyThread(companies.cheap.token)).json()).toMatchObject({
      masked: false,
      can_send: true,
      messages: [{ body }],
    });
    expect((await companyThread(companies.expensive.token)).json()).toMatchObject({
      masked: true,
      can_send: false,
      messages: [{ body: `My number is ${MASK_MARKER}` }],
    });
    const threads = (await customerThreads(token)).json().threads;
    const byName = (name: string) =>
      threads.find((thread: { company_name: string }) => thread.company_name === name);
    expect(byName('Cheap Coaches')).toMatchObject({ masked: false, messages: [{ body }] });
    expect(byName('Dear Coaches')).toMatchObject({ masked: true, can_send: false });

    // The chosen company can still write; the others cannot, nor be written to.
    expect((await answer(companies.cheap.token, { body: 'Call you at 5' })).statusCode).toBe(201);
    const late = await answer(companies.expensive.token, { body: 'We can do it cheaper' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This conversation is closed');
    expect(
      (await ask(token, { quote_id: quoteIds['Dear Coaches'], body: 'Hello?' })).statusCode,
    ).toBe(409);
  });

  it('refuses a message to a company that withdrew, one not quoting, another lead’s quote, and after the trip', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    // The silent company never quoted: no thread to its link's side either.
    expect((await answer(companies.silent.token, { body: 'Hi' })).statusCode).toBe(409);
    expect((await answer(companies.decliner.token, { body: 'Hi' })).statusCode).toBe(409);
    const other = await setUp();
    const foreign = await ask(token, { quote_id: other.quoteIds['Cheap Coaches'], body: 'Hi' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Quote not found');
    await moveTrip(lead.id, { date_of_travel: '2020-01-01' });
    expect((await ask(token, { quote_id: quoteIds['Cheap Coaches'], body: 'Hi' })).statusCode).toBe(
      409,
    );
    await moveTrip(lead.id, { status: 'lost' });
    expect((await ask(token, { quote_id: quoteIds['Cheap Coaches'], body: 'Hi' })).statusCode).toBe(
      410,
    );
  });

  it('answers 422 per field for an empty, too long, or missing message, and 404 for a bad link', async () => {
    const { token, companies, quoteIds } = await setUp();
    const quote_id = quoteIds['Cheap Coaches'];
    const empty = await ask(token, { quote_id, body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: [MESSAGE_ERRORS.empty] });
    const long = await answer(companies.cheap.token, { body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ body: [MESSAGE_ERRORS.tooLong] });
    expect(
      (await answer(companies.cheap.token, { body: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode,
    ).toBe(201);
    const missing = await ask(token, { body: 'Hi' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['quote_id']);
    expect((await ask(token, { quote_id: 'one', body: 'Hi' })).statusCode).toBe(422);
    // Line breaks are kept; other control characters are refused.
    expect((await ask(token, { quote_id, body: 'Two\nlines' })).statusCode).toBe(201);
    expect((await ask(token, { quote_id, body: 'bell\u0007' })).statusCode).toBe(422);
    // Markup is stored and returned as text, never interpreted.
    const markup = await ask(token, { quote_id, body: '<script>alert(1)</script>' });
    expect(markup.json().threads[0].messages.at(-1).body).toBe('<script>alert(1)</script>');

    expect((await customerThreads(`${token}x`)).statusCode).toBe(404);
    expect((await companyThread(token)).statusCode).toBe(404);
    expect((await ask(companies.cheap.token, { quote_id, body: 'Hi' })).statusCode).toBe(404);
  });

  it('caps the messages one link sends in ten minutes with 429 and Retry-After', async () => {
    const { lead, companies, quoteIds } = await setUp();
    const token = quotesToken(app(), lead.id);
    for (let sent = 0; sent < MESSAGES_PER_WINDOW; sent += 1) {
      expect(
        (await ask(token, { quote_id: quoteIds['Cheap Coaches'], body: `Question ${sent}` }))
          .statusCode,
      ).toBe(201);
    }
    const throttled = await ask(token, { quote_id: quoteIds['Dear Coaches'], body: 'One more' });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The company's link has its own cap, so it can still answer.
    expect((await answer(companies.cheap.token, { body: 'Answers' })).statusCode).toBe(201);
    const stored = await app()
      .db.select()
      .from(conversationMessages)
      .where(eq(conversationMessages.lead_id, lead.id));
    expect(stored).toHaveLength(MESSAGES_PER_WINDOW + 1);
  });
});
