import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASK_MARKER } from '@shared/conversations/mask';
import { ERASED_MESSAGE } from '@shared/conversations/messages';
import { conversationMessages, operators } from '../../db/schema';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { useComparison } from '../../test/comparison';
import { type ExportedMessage, eraseForLeads, exportForLeads } from '.';

// An SMS provider is configured (the worker never polls, so nothing is really sent).
const { app, setUp, choose, messagesOf } = useComparison({
  SMS_PROVIDER: 'twilio',
  SMS_ACCOUNT_SID: 'AC-test',
  SMS_AUTH_TOKEN: 'secret',
  SMS_FROM: '+353861234567',
});

const ask = (token: string, quote_id: number, body: string) =>
  app().inject({
    method: 'POST',
    url: `/api/quotes/${token}/messages`,
    payload: { quote_id, body },
  });

describe('the thread in the company workspace, on the lead page, and in the privacy hooks', () => {
  it('lets a company user read and answer its own invitation’s thread, not another company’s', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    await ask(token, quoteIds['Cheap Coaches']!, 'Can we bring a dog? Call 0877654321');
    const user = await createCompanyUser(app(), companies.cheap.operator.id, {
      name: 'Aoife Dispatch',
    });
    const auth = bearer(await tokenFor(app(), user));
    const url = `/api/operator/invitations/${companies.cheap.invite.id}/messages`;

    const read = await app().inject({ method: 'GET', url, headers: auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      masked: true,
      messages: [{ sender: 'customer', body: `Can we bring a dog? Call ${MASK_MARKER}` }],
    });
    const sent = await app().inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { body: 'Yes, small dogs.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().messages.at(-1)).toMatchObject({
      sender: 'company',
      body: 'Yes, small dogs.',
    });
    const [stored] = await app()
      .db.select()
      .from(conversationMessages)
      .where(eq(conversationMessages.sender, 'company'));
    expect(stored!.author_id).toBe(user.id);

    // Another company's invitation is not found, read or written.
    const other = `/api/operator/invitations/${companies.expensive.invite.id}/messages`;
    expect((await app().inject({ method: 'GET', url: other, headers: auth })).statusCode).toBe(404);
    const foreign = await app().inject({
      method: 'POST',
      url: other,
      headers: auth,
      payload: { body: 'Hi' },
    });
    expect(foreign.statusCode).toBe(404);
    // Staff are not a company.
    const staff = bearer(await tokenFor(app(), await createUser(app(), 1)));
    expect((await app().inject({ method: 'GET', url, headers: staff })).statusCode).toBe(403);

    // The customer is told by email and, to their mobile, by SMS; the company by email only
    // (its number is a landline).
    const notices = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.startsWith('conversation:'),
    );
    expect(notices.map((message) => [message.channel, message.recipient, message.status])).toEqual([
      ['email', 'cheap@example.ie', 'captured'],
      ['email', 'siobhan@example.ie', 'captured'],
      ['sms', '+353877654321', 'queued'],
    ]);
    expect(notices[2]!.body_text).toContain(`https://coachhire.example.ie/quotes/${token}`);
    expect(notices[2]!.body_text).not.toContain('small dogs');
  });

  it('texts a company with a mobile number about the customer’s message', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    await app()
      .db.update(operators)
      .set({ phone: '086 111 2222' })
      .where(eq(operators.id, companies.expensive.operator.id));
    await ask(token, quoteIds['Dear Coaches']!, 'Hello');
    const sms = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.endsWith(':sms'),
    );
    expect(sms).toEqual([
      expect.objectContaining({ recipient: '+353861112222', status: 'queued' }),
    ]);
    expect(sms[0]!.body_text).toContain(
      `https://coachhire.example.ie/respond/${companies.expensive.token}`,
    );
  });

  it('shows staff every thread as sent, with who wrote it and whether the parties see it masked', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    await ask(token, quoteIds['Cheap Coaches']!, 'My mobile is 087 765 4321');
    await ask(token, quoteIds['Dear Coaches']!, 'Is the price firm?');
    await choose(token, quoteIds['Cheap Coaches']!);
    const manager = bearer(await tokenFor(app(), await createUser(app(), 2)));
    const response = await app().inject({
      method: 'GET',
      url: `/api/bus-quote/${lead.id}/messages`,
      headers: manager,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().threads).toEqual([
      expect.objectContaining({
        invite_id: companies.expensive.invite.id,
        company_name: 'Dear Coaches',
        masked: true,
        messages: [expect.objectContaining({ body: 'Is the price firm?', author_name: null })],
      }),
      expect.objectContaining({
        company_name: 'Cheap Coaches',
        masked: false,
        messages: [expect.objectContaining({ body: 'My mobile is 087 765 4321' })],
      }),
    ]);
    const missing = await app().inject({
      method: 'GET',
      url: '/api/bus-quote/999999/messages',
      headers: manager,
    });
    expect(missing.statusCode).toBe(404);
    const company = bearer(
      await tokenFor(app(), await createCompanyUser(app(), companies.cheap.operator.id)),
    );
    const forbidden = await app().inject({
      method: 'GET',
      url: `/api/bus-quote/${lead.id}/messages`,
      headers: company,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('exports a lead’s messages as sent and erases their text, leaving other leads alone', async () => {
    const first = await setUp();
    const second = await setUp();
    await ask(first.token, first.quoteIds['Cheap Coaches']!, 'Call 087 765 4321');
    await app().inject({
      method: 'POST',
      url: `/api/respond/${first.companies.cheap.token}/messages`,
      payload: { body: 'Will do, Siobhán' },
    });
    await ask(second.token, second.quoteIds['Cheap Coaches']!, 'Keep me');

    const exported: ExportedMessage[] = await exportForLeads(app().db, [first.lead.id]);
    expect(exported).toEqual([
      expect.objectContaining({
        lead_id: first.lead.id,
        company_name: 'Cheap Coaches',
        sender: 'customer',
        body: 'Call 087 765 4321',
      }),
      expect.objectContaining({ sender: 'company', body: 'Will do, Siobhán' }),
    ]);
    expect(await exportForLeads(app().db, [])).toEqual([]);

    const erased = await app().db.transaction((tx) => eraseForLeads(tx, [first.lead.id]));
    expect(erased).toBe(2);
    expect(await app().db.transaction((tx) => eraseForLeads(tx, [first.lead.id]))).toBe(0);
    const rows = await app()
      .db.select()
      .from(conversationMessages)
      .where(eq(conversationMessages.lead_id, first.lead.id));
    expect(rows.map((row) => row.body)).toEqual(['', '']);
    expect(rows.every((row) => row.erased_at !== null)).toBe(true);
    expect((await exportForLeads(app().db, [first.lead.id])).map((row) => row.body)).toEqual([
      null,
      null,
    ]);
    const shown = await app().inject({ method: 'GET', url: `/api/quotes/${first.token}/messages` });
    expect(
      shown.json().threads[0].messages.map((message: { body: string }) => message.body),
    ).toEqual([ERASED_MESSAGE, ERASED_MESSAGE]);
    expect((await exportForLeads(app().db, [second.lead.id]))[0]!.body).toBe('Keep me');
  });
});
