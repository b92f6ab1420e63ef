import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, messages } from '../../../db/schema';
import { bearer, createUser, tokenFor } from '../../../test/auth-helpers';
import { useTestSetup } from '../../../test/test-app';

const setup = useTestSetup({ QUOTE_RATE_LIMIT_PER_MINUTE: '3' }, async (app) => {
  const admin = await createUser(app, 1, { name: 'Órla Admin' });
  return {
    adminAuth: bearer(await tokenFor(app, admin)),
    managerAuth: bearer(await tokenFor(app, await createUser(app, 2))),
  };
});

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mary Murphy',
  email: 'mary@example.ie',
  phone: '087 123 4567',
  message: 'Do you cover the Aran Islands?\nWe are 30 people.',
  form_elapsed_ms: 20_000,
  ...overrides,
});

let address = 0;
/** Each call from its own client address, so the rate limit is met only where a test wants it. */
const send = (payload: unknown, ip = `10.0.0.${(address += 1)}`) =>
  setup().app.inject({
    method: 'POST',
    url: '/api/contact/messages',
    payload: payload as object,
    remoteAddress: ip,
  });

const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, headers = {}, payload?: object) =>
  setup().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('POST /api/contact/messages', () => {
  it('stores the message and writes an email to staff in the outbox', async () => {
    const response = await send(validMessage({ email: 'stored@example.ie' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [stored] = await setup()
      .app.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'stored@example.ie'));
    expect(stored).toMatchObject({
      name: 'Mary Murphy',
      phone: '087 123 4567',
      message: 'Do you cover the Aran Islands?\nWe are 30 people.',
      handled_at: null,
    });
    expect(stored!.client_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const alerts = await setup()
      .app.db.select()
      .from(messages)
      .where(like(messages.message_key, `contact:${stored!.id}:staff:%`));
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]).toMatchObject({
      channel: 'email',
      subject: 'Contact message from Mary Murphy',
      lead_id: null,
    });
    expect(alerts[0]!.body_text).toContain('Do you cover the Aran Islands?');
    expect(alerts[0]!.body_text).toContain('/admin/messages');
  });

  it('takes a message without a phone number', async () => {
    const response = await send(validMessage({ phone: '', email: 'nophone@example.ie' }));
    expect(response.statusCode).toBe(201);
    const [stored] = await setup()
      .app.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'nophone@example.ie'));
    expect(stored!.phone).toBeNull();
  });

  it.each([
    ['name', ''],
    ['name', 'x'.repeat(121)],
    ['name', 'Line\nbreak'],
    ['email', 'not-an-email'],
    ['email', 42],
    ['phone', 'call me'],
    ['message', ''],
    ['message', 'x'.repeat(5001)],
    ['message', 'Nul\u0000byte'],
  ])('refuses %s = %j with 422 on that field and stores nothing', async (field, value) => {
    const before = (await setup().app.db.select().from(contactMessages)).length;
    const response = await send(validMessage({ [field]: value }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await setup().app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a message with nothing in it', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
  });

  it('answers spam (honeypot filled, or sent too fast) alike, and keeps nothing', async () => {
    const before = (await setup().app.db.select().from(contactMessages)).length;
    for (const spam of [
      validMessage({ website: 'http://spam.example' }),
      validMessage({ form_elapsed_ms: 500 }),
    ]) {
      const response = await send(spam);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ received: true });
    }
    expect((await setup().app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits each address to the quote form’s rate, with Retry-After', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i += 1) expect((await send(validMessage(), ip)).statusCode).toBe(201);
    const refused = await send(validMessage(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many messages. Please wait a minute and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(validMessage(), '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('the Messages screen’s API', () => {
  it('lists open messages for admins, newest first, and marks one handled and open again', async () => {
    await send(validMessage({ name: 'Older' }));
    await send(validMessage({ name: 'Newer' }));
    const open = await call('GET', '/api/contact/messages', setup().adminAuth);
    expect(open.statusCode).toBe(200);
    const names = open.json().data.map((message: { name: string }) => message.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    const newer = open.json().data[0];

    const handled = await call('PATCH', `/api/contact/messages/${newer.id}`, setup().adminAuth, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ handled_by_name: 'Órla Admin' });
    expect(handled.json().handled_at).not.toBeNull();
    const stillOpen = (await call('GET', '/api/contact/messages', setup().adminAuth)).json();
    expect(stillOpen.data.map((message: { id: number }) => message.id)).not.toContain(newer.id);
    const done = (
      await call('GET', '/api/contact/messages?state=handled', setup().adminAuth)
    ).json();
    expect(done.data.map((message: { id: number }) => message.id)).toEqual([newer.id]);

    const reopened = await call('PATCH', `/api/contact/messages/${newer.id}`, setup().adminAuth, {
      handled: false,
    });
    expect(reopened.json()).toMatchObject({ handled_at: null, handled_by_name: null });
  });

  it('answers 404 for a message that does not exist, 422 for a bad state or body', async () => {
    const auth = setup().adminAuth;
    expect(
      (await call('PATCH', '/api/contact/messages/999999', auth, { handled: true })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/contact/messages/1', auth, { handled: 'yes' })).statusCode,
    ).toBe(422);
    expect((await call('GET', '/api/contact/messages?state=spam', auth)).statusCode).toBe(422);
  });

  it('is closed to managers and visitors', async () => {
    expect((await call('GET', '/api/contact/messages', setup().managerAuth)).statusCode).toBe(403);
    expect((await call('GET', '/api/contact/messages')).statusCode).toBe(401);
    const patch = await call('PATCH', '/api/contact/messages/1', setup().managerAuth, {
      handled: true,
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('the contact details', () => {
  it('are empty until an admin saves them, then shown to everyone', async () => {
    const empty = await call('GET', '/api/contact');
    expect(empty.json()).toEqual({
      details: { address: '', phone: '', email: '', opening_hours: '' },
      version: 0,
    });
    const details = {
      address: '1 Main Street\nGalway',
      phone: '091 123 456',
      email: 'hello@coachhire.ie',
      opening_hours: 'Mon–Fri 09:00–17:30',
    };
    const saved = await call('PUT', '/api/contact', setup().adminAuth, { details, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ details, version: 1 });
    expect((await call('GET', '/api/contact')).json()).toEqual({ details, version: 1 });

    // A save from the version before is someone else's change overwritten: refused.
    const stale = await call('PUT', '/api/contact', setup().adminAuth, { details, version: 0 });
    expect(stale.statusCode).toBe(409);
    const next = await call('PUT', '/api/contact', setup().adminAuth, {
      details: { ...details, phone: '' },
      version: 1,
    });
    expect(next.json().version).toBe(2);
  });

  it('refuse a bad email or phone, and anyone but an admin', async () => {
    const bad = await call('PUT', '/api/contact', setup().adminAuth, {
      details: { email: 'nope', phone: 'ring us' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['details.email', 'details.phone']),
    );
    const body = { details: { address: 'x' } };
    expect((await call('PUT', '/api/contact', setup().managerAuth, body)).statusCode).toBe(403);
    expect((await call('PUT', '/api/contact', {}, body)).statusCode).toBe(401);
  });
});
