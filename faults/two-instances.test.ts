import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { startFakeSmtp } from '../src/server/test/fake-smtp';
import {
  type AppFolders,
  type AppProcess,
  appEnv,
  createAppFolders,
  startApp,
} from './lib/app-process';
import { type PrivatePostgres, startPrivatePostgres } from './lib/postgres';
import { type Outcome, postQuote } from './lib/quotes';
import { report } from './lib/report';

const LIMIT = 5;
const STAFF = 'staff-alerts@example.ie';

describe('two server instances on one PostgreSQL behind a round-robin', () => {
  let postgres: PrivatePostgres | undefined;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
  const apps: AppProcess[] = [];
  const folders: AppFolders[] = [];
  /** The round-robin: each call goes to the next instance. */
  let turn = 0;
  const next = () => apps[turn++ % apps.length]!.url;

  beforeAll(async () => {
    folders.push(createAppFolders(), createAppFolders());
    postgres = await startPrivatePostgres(inject('pgTemplate'));
    smtp = await startFakeSmtp();
    const databaseUrl = await postgres.createDatabase('faults');
    const env = {
      DATABASE_URL: databaseUrl,
      QUOTE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STAFF_ALERT_EMAIL: STAFF,
      JOB_POLL_MS: '100',
    };
    // Started together: both migrate and seed the first admin at once, as a deploy would.
    apps.push(...(await Promise.all(folders.map((dirs) => startApp(appEnv(dirs, env))))));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await smtp?.close();
    await postgres?.destroy();
    for (const dirs of folders) dirs.remove();
  });

  it('stores each lead once, shares the rate limit, and runs each job once', async () => {
    const db = postgres!;
    onTestFailed(() => {
      for (const app of apps) console.log(`server ${app.url}:\n${app.output().slice(-3000)}`);
    });

    // Leads: 30 keys alternately to one instance, 15 more sent to both at the same moment.
    const single = Array.from({ length: 30 }, (_, index) =>
      postQuote(next(), `rr-${randomUUID()}`, { forwardedFor: `203.0.113.${index + 1}` }),
    );
    const doubled = Array.from({ length: 15 }, (_, index) => {
      const key = `rr-both-${randomUUID()}`;
      const forwardedFor = `203.0.113.${index + 101}`;
      return Promise.all(apps.map((app) => postQuote(app.url, key, { forwardedFor })));
    });
    const singles = await Promise.all(single);
    const pairs = await Promise.all(doubled);
    expect(singles.filter((outcome) => outcome.status !== 201)).toEqual([]);
    for (const [first, second] of pairs) {
      expect([first!.status, second!.status]).toEqual([201, 201]);
      expect(first!.id).toBe(second!.id);
      // Exactly one of the two created it; the other replayed it.
      expect([first!.replayed, second!.replayed].sort()).toEqual([false, true]);
    }
    const [leadCounts] = await db.query<{ leads: number; keys: number }>(
      'faults',
      `select count(*)::int as leads, count(distinct idempotency_key)::int as keys
         from leads where idempotency_key like 'rr-%'`,
    );
    expect(leadCounts).toEqual({ leads: 45, keys: 45 });

    // The rate limit: one address, LIMIT + 1 requests alternating; the last is refused by
    // whichever instance it reaches. Done twice so each instance is the one that refuses.
    const secondsIntoMinute = new Date().getUTCSeconds();
    if (secondsIntoMinute > 50) await sleep((61 - secondsIntoMinute) * 1000); // one fixed window
    const limited: Record<string, Outcome[]> = {};
    for (const [index, address] of ['198.51.100.201', '198.51.100.202'].entries()) {
      turn = index;
      const sequence: Outcome[] = [];
      for (let request = 0; request <= LIMIT; request += 1) {
        sequence.push(await postQuote(next(), `rl-${randomUUID()}`, { forwardedFor: address }));
      }
      limited[address] = sequence;
      expect(sequence.slice(0, LIMIT).map((outcome) => outcome.status)).toEqual(
        Array(LIMIT).fill(201),
      );
      expect(sequence[LIMIT]!.status).toBe(429);
      expect(sequence[LIMIT]!.retryAfter).toMatch(/^\d+$/);
    }
    const refusedBy = Object.values(limited).map((sequence) => sequence[LIMIT]!.target);
    expect(new Set(refusedBy).size, 'each instance refused the (N+1)th once').toBe(2);

    // Jobs: every lead's work done exactly once across both workers, every email sent once.
    // (Only the kinds this suite knows; later features may add others after these.)
    const leadTotal = 45 + 2 * LIMIT;
    const deadline = performance.now() + 60_000;
    let pending = -1;
    while (performance.now() < deadline) {
      const [row] = await db.query<{ pending: number }>(
        'faults',
        `select count(*)::int as pending from jobs
          where status in ('pending', 'running') and kind in ('lead.created', 'message.send')`,
      );
      pending = row!.pending;
      if (pending === 0 && smtp!.received.length >= 2 * leadTotal) break;
      await sleep(200);
    }
    expect(pending, 'jobs still waiting after 60 s').toBe(0);
    const jobs = await db.query<{ kind: string; status: string; attempts: number; total: number }>(
      'faults',
      `select kind, status, attempts, count(*)::int as total from jobs
        where kind in ('lead.created', 'message.send') group by 1, 2, 3 order by 1`,
    );
    expect(jobs).toEqual([
      { kind: 'lead.created', status: 'done', attempts: 1, total: leadTotal },
      { kind: 'message.send', status: 'done', attempts: 1, total: 2 * leadTotal },
    ]);
    const [messages] = await db.query<{ confirmations: number; leads: number; sent: number }>(
      'faults',
      `select count(*) filter (where message_key like '%:customer-email')::int as confirmations,
              count(distinct lead_id)::int as leads,
              count(*) filter (where status = 'sent')::int as sent
         from messages where channel = 'email'`,
    );
    expect(messages).toEqual({ confirmations: leadTotal, leads: leadTotal, sent: 2 * leadTotal });
    const deliveries = new Map<string, number>();
    for (const mail of smtp!.received) {
      for (const to of mail.to) deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
    }
    const customers = [...deliveries].filter(([to]) => to !== STAFF);
    expect(customers).toHaveLength(leadTotal);
    expect(customers.filter(([, count]) => count !== 1)).toEqual([]);
    expect(deliveries.get(STAFF)).toBe(leadTotal);

    report('two instances', {
      leads: leadCounts,
      sameKeyOnBoth: { pairs: pairs.length, createdOnce: pairs.length },
      rateLimit: Object.fromEntries(
        Object.entries(limited).map(([address, sequence]) => [
          address,
          sequence.map((outcome) => `${outcome.status}@${new URL(outcome.target).port}`),
        ]),
      ),
      jobs,
      emailsDelivered: smtp!.received.length,
    });
  });
});
