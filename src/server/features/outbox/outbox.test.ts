import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatShortDate, irishToday } from '@shared/dates';
import { jobs, messages } from '../../db/schema';
import { STALE_AFTER_MS, enqueueJob } from '../../jobs/queue';
import { createJobWorker } from '../../jobs/worker';
import { verifyLink } from '../../lib/signed-links';
import { bearer, tokenFor } from '../../test/auth-helpers';
import { type startFakeSmtp, startFakeSmtp as startSmtp } from '../../test/fake-smtp';
import { TEST_ADMIN, createTestApp } from '../../test/test-app';
import { validLead } from '../../test/leads';
import { seedOperator } from '../../test/marketplace';
import { findUserByEmail } from '../users/repository';
import { FINDING_COMPANIES, UNMATCHED_ALERT } from './templates';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const LETTERKENNY = { base_lat: 54.9558, base_lng: -7.7342 };

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, cleanup } = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    JOB_POLL_MS: '0',
    JOB_BACKOFF_SECONDS: '1',
    QUOTE_RATE_LIMIT_PER_MINUTE: '0',
  }));
});
afterAll(async () => {
  await cleanup();
  await smtp.close();
});

const submit = async (overrides: Record<string, unknown> = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bus-quote',
    payload: validLead(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
};
const messagesOf = (leadId: number) =>
  app.db.select().from(messages).where(eq(messages.lead_id, leadId));

describe('notifications for a new lead', () => {
  it('emails the customer a confirmation and the staff an alert, escaping what the customer typed', async () => {
    // The only company in this file, serving Donegal: this lead is matched, the others are not.
    await seedOperator(app.db, { counties: ['Donegal'], ...LETTERKENNY });
    const lead = await submit({
      full_name: '<script>alert(1)</script> Ó Sé',
      email: 'customer@example.ie',
      pickup_location: 'Letterkenny, County Donegal',
      pickup_lat: LETTERKENNY.base_lat,
      pickup_lng: LETTERKENNY.base_lng,
    });
    await app.jobs.runDueJobs();
    const toCustomer = smtp.received.find((mail) => mail.to.includes('customer@example.ie'));
    const toStaff = smtp.received.find((mail) => mail.to.includes(TEST_ADMIN.email));
    expect(toCustomer?.raw).toMatch(/within 2 hours/i);
    expect(toCustomer?.raw).toContain('/privacy');
    expect(toStaff?.raw).toContain(`/admin/leads/${lead.id}`);
    // The HTML part escapes the name; the plain-text part shows it as typed, which is inert.
    for (const mail of [toCustomer!, toStaff!]) {
      const html = mail.raw.slice(mail.raw.indexOf('Content-Type: text/html'));
      expect(html).toContain('&#60;script&#62;');
      expect(html).not.toContain('<script>');
    }
    const stored = await messagesOf(lead.id);
    const ours = stored.filter((message) => !message.message_key.includes(':invite:'));
    expect(
      ours.filter((message) => message.channel === 'email').map((message) => message.status),
    ).toEqual(['sent', 'sent']);
    // No SMS provider is configured in this app: the SMS is captured for the outbox, not sent.
    expect(stored.find((message) => message.channel === 'sms')).toMatchObject({
      status: 'captured',
      recipient: '+353871234567',
    });
  });

  it('promises no reply time, and flags the lead to staff, when no company matches it', async () => {
    const lead = await submit({ email: 'unmatched@example.ie' });
    await app.jobs.runDueJobs();
    const stored = await messagesOf(lead.id);
    const keyed = (key: string) =>
      stored.find((message) => message.message_key.startsWith(`lead:${lead.id}:${key}`))!;
    const confirmation = keyed('customer-email');
    expect(confirmation.subject).toBe('We have your coach hire request');
    expect(confirmation.body_text).toContain(FINDING_COMPANIES);
    expect(confirmation.body_html).toContain(FINDING_COMPANIES);
    expect(`${confirmation.body_text}${confirmation.body_html}`).not.toMatch(/2 hours/);
    expect(keyed('customer-sms').body_text).toMatch(/We will be in touch by email\.$/);
    const alert = keyed('staff-alert');
    expect(alert.subject).toMatch(/^New lead \(unmatched\): /);
    expect(alert.body_text).toContain(UNMATCHED_ALERT);
    expect(alert.body_html).toContain(UNMATCHED_ALERT);
  });

  it('writes dates as people do and counts one person as a person (docs/product.md#dates)', async () => {
    const date = addDays(irishToday(), 40);
    const lead = await submit({
      email: 'solo@example.ie',
      date_of_travel: date,
      number_of_people: 1,
    });
    await app.jobs.runDueJobs();
    const stored = await messagesOf(lead.id);
    const keyed = (key: string) =>
      stored.find((message) => message.message_key.startsWith(`lead:${lead.id}:${key}`))!;
    expect(keyed('customer-sms').body_text).toContain(` for ${formatShortDate(date)} (`);
    expect(keyed('customer-sms').body_text).toMatch(
      /your request CH-[2-9A-Z]{5} for (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \(/,
    );
    expect(keyed('staff-alert').subject).toContain(`(${formatDate(date)})`);
    for (const key of ['customer-email', 'staff-alert']) {
      const { body_text, body_html } = keyed(key);
      expect(body_text).toContain(`Date of travel: ${formatDate(date)} at`);
      expect(body_text).toContain(', 1 person');
      expect(`${body_text}${body_html}`).not.toContain(date);
      expect(`${body_text}${body_html}`).not.toContain('1 people');
    }
  });

  it('sends nothing for a spam-flagged lead', async () => {
    const before = smtp.received.length;
    const lead = await submit({ website: 'http://spam.example' });
    await app.jobs.runDueJobs();
    expect(await messagesOf(lead.id)).toHaveLength(0);
    expect(smtp.received.length).toBe(before);
  });

  it('creates each message once even if the lead job runs twice', async () => {
    const lead = await submit();
    await enqueueJob(app.db, 'lead.created', { lead_id: lead.id });
    await app.jobs.runDueJobs();
    const keys = (await messagesOf(lead.id)).map((message) => message.message_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      smtp.received.filter((mail) => mail.raw.includes(`/admin/leads/${lead.id}`)),
    ).toHaveLength(1);
  });
});

describe("the customer's comparison link", () => {
  it('puts the private link to the quotes page in the confirmation, signed for this lead', async () => {
    const lead = await submit({ email: 'compare@example.ie' });
    await app.jobs.runDueJobs();
    const [confirmation] = await app.db
      .select()
      .from(messages)
      .where(eq(messages.message_key, `lead:${lead.id}:customer-email`));
    const token = new RegExp(`${app.config.PUBLIC_URL}/quotes/(\\S+)`).exec(
      confirmation!.body_text,
    )?.[1];
    expect(verifyLink(app.linkSecret, 'quotes', token ?? '')).toBe(lead.id);
    expect(confirmation!.body_html).toContain(`${app.config.PUBLIC_URL}/quotes/${token}`);
    const [staffAlert] = await app.db
      .select()
      .from(messages)
      .where(eq(messages.message_key, `lead:${lead.id}:staff-alert:${TEST_ADMIN.email}`));
    expect(staffAlert!.body_text).not.toContain('/quotes/');
  });
});

describe('delivery when the SMTP server is down at first', () => {
  it('retries with backoff and delivers exactly once when it comes back', async () => {
    const flaky = await startSmtp();
    const port = flaky.port;
    await flaky.close();
    const test = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      JOB_POLL_MS: '0',
      JOB_BACKOFF_SECONDS: '1',
      STAFF_ALERT_EMAIL: 'alerts@example.ie',
    });
    let revived: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
    try {
      const started = Date.now();
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/bus-quote',
        payload: validLead({ email: 'retry@example.ie' }),
      });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      await test.app.jobs.runDueJobs();
      const [failedOnce] = await test.app.db
        .select()
        .from(messages)
        .where(eq(messages.recipient, 'retry@example.ie'));
      expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failedOnce!.last_error).toBeTruthy();
      revived = await startSmtp(port);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await test.app.jobs.runDueJobs();
      await test.app.jobs.runDueJobs();
      expect(revived.received.filter((mail) => mail.to.includes('retry@example.ie'))).toHaveLength(
        1,
      );
      const [sent] = await test.app.db
        .select()
        .from(messages)
        .where(eq(messages.recipient, 'retry@example.ie'));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await test.cleanup();
      await revived?.close();
    }
  });
});

describe('the job queue', () => {
  it('hands each job to exactly one of two workers polling at once', async () => {
    const runs = new Map<number, number>();
    const handlers = {
      'test.count': async (job: { id: number }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const ids = await Promise.all(
      Array.from({ length: 12 }, () => enqueueJob(app.db, 'test.count', {})),
    );
    const workers = [1, 2].map(() =>
      createJobWorker({ db: app.db, log: app.log, handlers, backoffSeconds: [1], pollMs: 0 }),
    );
    await Promise.all(workers.map((worker) => worker.runDueJobs()));
    expect(ids.map((id) => runs.get(id))).toEqual(Array(12).fill(1));
  });

  it('claims a job again once its worker has held it past the stale limit, and not before', async () => {
    const ran: number[] = [];
    const handlers = {
      'test.stale': async (job: { id: number }) => {
        ran.push(job.id);
      },
    };
    const [abandoned, held] = await Promise.all([
      enqueueJob(app.db, 'test.stale', {}),
      enqueueJob(app.db, 'test.stale', {}),
    ]);
    // Both claimed by a worker that then stopped answering: one long ago, one just now.
    const lockedAt = (msAgo: number) => new Date(Date.now() - msAgo);
    await app.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_at: lockedAt(STALE_AFTER_MS + 60_000) })
      .where(eq(jobs.id, abandoned));
    await app.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_at: lockedAt(60_000) })
      .where(eq(jobs.id, held));
    const worker = createJobWorker({
      db: app.db,
      log: app.log,
      handlers,
      backoffSeconds: [1],
      pollMs: 0,
    });
    await worker.runDueJobs();
    expect(ran).toEqual([abandoned]);
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, 'test.stale'));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(abandoned)).toMatchObject({ status: 'done', attempts: 2 });
    expect(byId.get(held)).toMatchObject({ status: 'running', attempts: 1 });
    await app.db.delete(jobs).where(eq(jobs.kind, 'test.stale'));
  });

  it('after a crash mid-send, fails the message for a person to check instead of sending it twice', async () => {
    const lead = await submit({ email: 'crash@example.ie' });
    await app.jobs.runDueJobs();
    const [message] = await app.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, 'crash@example.ie'));
    // Simulate a worker killed while sending: the message says 'sending', its job 'running' long ago.
    await app.db.update(messages).set({ status: 'sending' }).where(eq(messages.id, message!.id));
    await enqueueJob(app.db, 'message.send', { message_id: message!.id });
    const before = smtp.received.length;
    await app.jobs.runDueJobs();
    const [after] = await app.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(after!.status).toBe('failed');
    expect(after!.last_error).toMatch(/interrupted/i);
    expect(smtp.received.length).toBe(before);
    expect(lead.id).toBeGreaterThan(0);
  });

  it('reports the backlog in /api/ready', async () => {
    await enqueueJob(app.db, 'test.nothing', {}, { runAt: new Date(Date.now() + 3_600_000) });
    const ready = (await app.inject({ method: 'GET', url: '/api/ready' })).json();
    expect(ready.jobs_backlog).toBeGreaterThanOrEqual(1);
    await app.db.delete(jobs).where(eq(jobs.kind, 'test.nothing'));
  });
});

describe('the outbox API', () => {
  it('lists, shows and retries messages for admins', async () => {
    const admin = await findUserByEmail(app.db, TEST_ADMIN.email);
    const auth = bearer(await tokenFor(app, admin!));
    const page = (
      await app.inject({ method: 'GET', url: '/api/outbox?per_page=10', headers: auth })
    ).json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.data[0]).not.toHaveProperty('body_html');
    const failed = (
      await app.inject({ method: 'GET', url: '/api/outbox?status=failed', headers: auth })
    ).json().data[0];
    const detail = (
      await app.inject({ method: 'GET', url: `/api/outbox/${failed.id}`, headers: auth })
    ).json();
    expect(detail.body_text.length).toBeGreaterThan(0);
    const retried = await app.inject({
      method: 'POST',
      url: `/api/outbox/${failed.id}/retry`,
      headers: auth,
    });
    expect(retried.json().status).toBe('queued');
    await app.jobs.runDueJobs();
    const sent = (
      await app.inject({ method: 'GET', url: `/api/outbox/${failed.id}`, headers: auth })
    ).json();
    expect(sent.status).toBe('sent');
    const again = await app.inject({
      method: 'POST',
      url: `/api/outbox/${failed.id}/retry`,
      headers: auth,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await app.inject({ method: 'GET', url: '/api/outbox/999999', headers: auth })).statusCode,
    ).toBe(404);
  });
});
