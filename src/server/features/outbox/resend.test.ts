import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { startFakeSmtp } from '../../test/fake-smtp';
import { seedLeads } from '../../test/leads';
import { createTestApp } from '../../test/test-app';
import { RESEND_IN_FLIGHT, RESEND_NOT_ABOUT_A_LEAD } from './service';

type MessageStatus = (typeof messages.$inferSelect)['status'];

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let adminAuth: { authorization: string };
let managerAuth: { authorization: string };
let leadId: number;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ({ app, cleanup } = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    JOB_POLL_MS: '0',
  }));
  adminAuth = bearer(await tokenFor(app, await createUser(app, 1)));
  managerAuth = bearer(await tokenFor(app, await createUser(app, 2)));
  leadId = (await seedLeads(app, [{}]))[0]!.id;
});
afterAll(async () => {
  await cleanup();
  await smtp.close();
});

let made = 0;
/** A message as the outbox keeps it, about the lead unless `lead` is null. */
async function seedMessage(
  status: MessageStatus,
  overrides: Partial<typeof messages.$inferInsert> = {},
) {
  made += 1;
  const [row] = await app.db
    .insert(messages)
    .values({
      message_key: `lead:${leadId}:invite:${made}:email`,
      lead_id: leadId,
      channel: 'email',
      recipient: `company${made}@example.ie`,
      subject: `Quote request ${made}`,
      body_text: `Your link: https://example.ie/respond/abc${made}`,
      body_html: `<p>Your link ${made}</p>`,
      status,
      attempts: status === 'captured' ? 0 : 1,
      last_error: status === 'failed' ? 'connect ECONNREFUSED' : null,
      ...overrides,
    })
    .returning();
  return row!;
}

const resend = (id: number | string, headers = adminAuth) =>
  app.inject({ method: 'POST', url: `/api/outbox/${id}/resend`, headers });
const rowOf = async (id: number) =>
  (await app.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('POST /api/outbox/:id/resend', () => {
  it('queues a copy to the same recipient under a new key, sends it, and leaves the original as it was', async () => {
    const original = await seedMessage('sent', { sent_at: new Date('2026-01-02T10:00:00Z') });
    const response = await resend(original.id);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      lead_id: leadId,
      channel: 'email',
      recipient: original.recipient,
      subject: original.subject,
      body_text: original.body_text,
      body_html: original.body_html,
      status: 'queued',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    expect(copy.id).not.toBe(original.id);
    expect(await rowOf(original.id)).toEqual(original);
    const stored = await rowOf(copy.id);
    expect(stored.message_key).toMatch(
      new RegExp(`^${original.message_key}:resend:[0-9a-f-]{36}$`),
    );

    await app.jobs.runDueJobs();
    expect((await rowOf(copy.id)).status).toBe('sent');
    const delivered = smtp.received.filter((mail) => mail.to.includes(original.recipient));
    expect(delivered).toHaveLength(1);
  });

  it('copies failed, captured and SMS messages too; a copy of a copy keeps the first key', async () => {
    const failed = await seedMessage('failed');
    const captured = await seedMessage('captured', {
      channel: 'sms',
      recipient: '+353871234567',
      subject: null,
      body_html: null,
    });
    for (const original of [failed, captured]) {
      const response = await resend(original.id);
      expect(response.statusCode).toBe(201);
      expect(await rowOf(original.id)).toEqual(original);
    }
    // No SMS provider in this file: the SMS copy is captured, like any new SMS.
    const smsCopies = await app.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, '+353871234567'));
    const copy = smsCopies.find((row) => row.id !== captured.id)!;
    expect(copy.status).toBe('captured');
    const again = await resend(copy.id);
    expect(again.statusCode).toBe(201);
    const second = await rowOf(again.json().id);
    expect(second.message_key.split(':resend:')).toHaveLength(2);
    expect(second.message_key.startsWith(`${captured.message_key}:resend:`)).toBe(true);
    // Twice is two copies: each resend is a new message.
    expect((await resend(copy.id)).statusCode).toBe(201);
  });

  it('refuses a message still queued or sending, and an account email, with a 409', async () => {
    for (const status of ['queued', 'sending'] as const) {
      const message = await seedMessage(status);
      const response = await resend(message.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ message: RESEND_IN_FLIGHT });
    }
    const account = await seedMessage('sent', {
      lead_id: null,
      message_key: 'email-change:1:confirm',
    });
    const response = await resend(account.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: RESEND_NOT_ABOUT_A_LEAD });
    const rows = await app.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, account.recipient));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown message, 422 for a bad id, and only to admins', async () => {
    const missing = await resend(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Message not found' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await resend(id)).statusCode, id).toBe(422);
    }
    const message = await seedMessage('sent');
    expect((await resend(message.id, managerAuth)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `/api/outbox/${message.id}/resend` });
    expect(anonymous.statusCode).toBe(401);
    const copies = await app.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, message.recipient));
    expect(copies).toHaveLength(1);
  });
});
