import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { irishToday } from '@shared/dates';
import { jobs, leads } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { inDays, validLead } from '../../test/leads';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '0' }));
});
afterAll(async () => cleanup());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/bus-quote', payload: payload as object, headers });

describe('POST /api/bus-quote', () => {
  it('stores a valid request and answers 201 with the stored lead, unicode intact', async () => {
    const response = await post(validLead());
    expect(response.statusCode).toBe(201);
    const lead = response.json();
    expect(lead).toMatchObject({
      ...validLead(),
      status: 'new',
      priority: 'medium',
      assigned_to: null,
    });
    expect(lead.full_name).toBe('Aoife Ó Súilleabháin');
    const [row] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.full_name).toBe('Aoife Ó Súilleabháin');
    expect(row!.is_spam).toBe(false);
    expect(row!.client_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.client_ip_hash).not.toContain('127.0.0.1');
  });

  it('writes the new-lead job in the same transaction', async () => {
    const lead = (await post(validLead())).json();
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, 'lead.created'));
    expect(rows.map((job) => (job.payload as { lead_id: number }).lead_id)).toContain(lead.id);
  });

  it('stores a round trip with its return date and time, and drops them for a single trip', async () => {
    const roundTrip = await post(
      validLead({ is_return_trip: true, return_date: inDays(31), return_time: '18:00' }),
    );
    expect(roundTrip.json()).toMatchObject({
      is_return_trip: true,
      return_date: inDays(31),
      return_time: '18:00',
    });
    const single = await post(validLead({ return_date: inDays(31), return_time: '18:00' }));
    expect(single.json()).toMatchObject({ return_date: null, return_time: null });
  });

  it.each([
    ['number_of_people', 0],
    ['number_of_people', -1],
    ['number_of_people', 1.5],
    ['number_of_people', '3abc'],
    ['number_of_people', 1e9],
    ['date_of_travel', '2026-02-30'],
    ['date_of_travel', 'tomorrow'],
    ['pickup_time', '25:61'],
    ['pickup_time', '8:30'],
    ['email', `${'a'.repeat(290)}@example.ie`],
    ['email', 'not-an-email'],
    ['mobile_number', '12345'],
    ['mobile_number', 'call me maybe'],
    ['full_name', ''],
    ['full_name', 'x'.repeat(121)],
    ['full_name', 'Nul\u0000Byte'],
    ['distance', -5],
    ['distance', 99_999],
    ['is_return_trip', 'yes'],
    ['additional_info', 'x'.repeat(2001)],
  ])('rejects %s = %j with 422 on that field and stores nothing', async (field, value) => {
    const before = (await app.db.select().from(leads)).length;
    const response = await post(validLead({ [field]: value }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect((await app.db.select().from(leads)).length).toBe(before);
  });

  it('rejects a travel date in the past or more than two years ahead', async () => {
    expect(
      (await post(validLead({ date_of_travel: inDays(-1) }))).json().errors.date_of_travel,
    ).toEqual(['Date of Travel cannot be in the past']);
    expect((await post(validLead({ date_of_travel: inDays(800) }))).statusCode).toBe(422);
    expect((await post(validLead({ date_of_travel: irishToday() }))).statusCode).toBe(201);
  });

  it('requires a return date and time on a round trip, not before the travel date', async () => {
    const missing = await post(validLead({ is_return_trip: true }));
    expect(Object.keys(missing.json().errors).sort()).toEqual(['return_date', 'return_time']);
    const before = await post(
      validLead({ is_return_trip: true, return_date: inDays(29), return_time: '10:00' }),
    );
    expect(before.json().errors.return_date).toEqual([
      'Return Date cannot be before the Date of Travel',
    ]);
  });

  it('never stores unknown fields such as id, status or role_id', async () => {
    const response = await post(
      validLead({
        id: 424242,
        status: 'converted',
        priority: 'high',
        role_id: 1,
        is_spam: true,
        created_at: '2001-01-01T00:00:00Z',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'new', priority: 'medium' });
    expect(response.json().id).not.toBe(424242);
    const [row] = await app.db.select().from(leads).where(eq(leads.id, response.json().id));
    expect(row!.is_spam).toBe(false);
  });

  it('refuses prototype-polluting keys, a malformed body and a 2 MB body', async () => {
    const polluted = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__": {"admin": true}, ${JSON.stringify(validLead()).slice(1)}`,
    });
    expect(polluted.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/bus-quote',
      headers: { 'content-type': 'application/json' },
      payload: '{"full_name":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await post(validLead({ additional_info: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
  });

  it('keeps injection strings as plain text', async () => {
    const name = "'; DROP TABLE leads; -- <img src=x onerror=alert(1)>";
    const response = await post(validLead({ full_name: name }));
    expect(response.json().full_name).toBe(name);
  });
});

describe('spam', () => {
  const spamOf = async (id: number) =>
    (await app.db.select().from(leads).where(eq(leads.id, id)))[0]!.is_spam;
  const jobFor = async (id: number) =>
    (await app.db.select().from(jobs)).some(
      (job) => (job.payload as { lead_id: number }).lead_id === id,
    );

  it('a filled honeypot is answered like a success, stored as spam and never queued', async () => {
    const response = await post(validLead({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await spamOf(response.json().id)).toBe(true);
    expect(await jobFor(response.json().id)).toBe(false);
  });

  it('a form filled faster than a person could is spam; a request without timing is not', async () => {
    const fast = await post(validLead({ form_elapsed_ms: 400 }));
    expect(await spamOf(fast.json().id)).toBe(true);
    const human = await post(validLead({ form_elapsed_ms: 95_000 }));
    expect(await spamOf(human.json().id)).toBe(false);
    const apiClient = await post(validLead());
    expect(await spamOf(apiClient.json().id)).toBe(false);
  });
});

describe('idempotency', () => {
  it('a retry with the same key returns the same lead and stores one row', async () => {
    const headers = { 'idempotency-key': 'retry-key-1' };
    const first = await post(validLead(), headers);
    const second = await post(validLead(), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    expect(
      await app.db.select().from(leads).where(eq(leads.idempotency_key, 'retry-key-1')),
    ).toHaveLength(1);
  });

  it('20 concurrent requests with one key store one lead and all answer with it', async () => {
    const headers = { 'idempotency-key': 'burst-key-20' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(validLead(), headers)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(
      await app.db.select().from(leads).where(eq(leads.idempotency_key, 'burst-key-20')),
    ).toHaveLength(1);
    // Only 'lead.created': once it runs, the marketplace queues its own jobs for the same lead.
    const leadJobs = (await app.db.select().from(jobs)).filter(
      (job) =>
        job.kind === 'lead.created' &&
        (job.payload as { lead_id: number }).lead_id === responses[0]!.json().id,
    );
    expect(leadJobs).toHaveLength(1);
  });

  it('a retry whose form timing changed is still the same request', async () => {
    const headers = { 'idempotency-key': 'timing-key' };
    const first = await post(validLead({ form_elapsed_ms: 60_000 }), headers);
    const retry = await post(validLead({ form_elapsed_ms: 65_000 }), headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
  });

  it('the same key with a different body is a 409', async () => {
    const headers = { 'idempotency-key': 'conflict-key' };
    await post(validLead(), headers);
    const different = await post(validLead({ number_of_people: 12 }), headers);
    expect(different.statusCode).toBe(409);
  });

  it('refuses a malformed key', async () => {
    expect((await post(validLead(), { 'idempotency-key': 'has spaces and ✓' })).statusCode).toBe(
      422,
    );
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after the per-minute limit for one address', async () => {
    const limited = await createTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/bus-quote',
          payload: validLead(),
          remoteAddress: ip,
        });
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      const blocked = await send('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await send('10.0.0.2')).statusCode).toBe(201);
    } finally {
      await limited.cleanup();
    }
  });

  it('reads the client address from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const direct = await createTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const send = (forwarded: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/bus-quote',
          payload: validLead(),
          headers: { 'x-forwarded-for': forwarded },
        });
      expect((await send('1.1.1.1')).statusCode).toBe(201);
      // Spoofing another address does not escape the limit when proxies are not trusted.
      expect((await send('2.2.2.2')).statusCode).toBe(429);
    } finally {
      await direct.cleanup();
    }
  });
});
