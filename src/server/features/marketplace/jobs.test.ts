import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { irishToday } from '@shared/dates';
import type { Config } from '../../config';
import { jobs, leadEvents, leadInvites, leads, messages, operators, quotes } from '../../db/schema';
import type { JobRow } from '../../jobs/queue';
import { verifyLink } from '../../lib/signed-links';
import { createUser } from '../../test/auth-helpers';
import { inDays, seedLeads, validLead } from '../../test/leads';
import { seedOperator } from '../../test/marketplace';
import { TEST_ADMIN, createTestApp } from '../../test/test-app';
import type { LeadRow } from '../leads/repository';
import { marketplaceJobHandlers } from './jobs';
import { loadCompanyStats } from './matching-repository';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ JOB_POLL_MS: '0', QUOTE_RATE_LIMIT_PER_MINUTE: '0' }));
});
afterAll(async () => cleanup());

// The test clock starts tomorrow, so what the jobs schedule is never due for the app's own worker.
const T0 = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000);
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);
let clock = T0;

const MARKETPLACE_JOBS = ['lead.match', 'lead.widen', 'lead.no-quote-alert'];
beforeEach(async () => {
  clock = T0;
  await app.db.delete(operators);
  await app.db.delete(leads);
  await app.db.delete(messages);
  await app.db.delete(jobs).where(inArray(jobs.kind, MARKETPLACE_JOBS));
});

const handlers = (settings: Partial<Config> = {}) =>
  marketplaceJobHandlers({
    db: app.db,
    config: { ...app.config, ...settings },
    transports: app.transports,
    linkSecret: app.linkSecret,
    now: () => clock,
  });

const asJob = (kind: string, payload: Record<string, unknown>): JobRow => ({
  id: 0,
  kind,
  payload,
  status: 'running',
  attempts: 1,
  max_attempts: 5,
  run_at: clock,
  locked_at: clock,
  last_error: null,
  created_at: clock,
  updated_at: clock,
});

const match = (leadId: number, settings: Partial<Config> = {}) =>
  handlers(settings)['lead.match']!(asJob('lead.match', { lead_id: leadId }));

const scheduled = (leadId: number, kind: string) =>
  app.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'lead_id' = ${String(leadId)}`,
      ),
    )
    .orderBy(asc(jobs.run_at));

/** Moves the clock to the job's time and runs it, as the worker would; returns the job. */
async function runScheduled(leadId: number, kind: string, settings: Partial<Config> = {}) {
  const [job] = await scheduled(leadId, kind);
  if (!job) throw new Error(`no pending ${kind} job for lead ${leadId}`);
  clock = job.run_at;
  await handlers(settings)[kind]!(job);
  await app.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
  return job;
}

const CORK = { lat: 51.8985, lng: -8.4756 };
const DUBLIN = { lat: 53.3498, lng: -6.2603 };

async function seedLead(overrides: Partial<LeadRow> = {}): Promise<LeadRow> {
  const [lead] = await seedLeads(app, [
    {
      full_name: 'Siobhán Ní Bhriain',
      email: 'siobhan@private.example.ie',
      mobile_number: '087 765 4321',
      pickup_location: 'Cork, County Cork',
      pickup_lat: CORK.lat,
      pickup_lng: CORK.lng,
      dropoff_location: 'Croke Park, Dublin',
      number_of_people: 45,
      date_of_travel: inDays(60),
      ...overrides,
    },
  ]);
  return lead!;
}

type OperatorOverrides = Parameters<typeof seedOperator>[1];
const corkCompany = (overrides: OperatorOverrides = {}) =>
  seedOperator(app.db, {
    counties: ['Cork'],
    base_lat: CORK.lat,
    base_lng: CORK.lng,
    ...overrides,
  });
const corkCompanies = (count: number) =>
  Promise.all(Array.from({ length: count }, () => corkCompany()));

const invitesOf = (leadId: number) =>
  app.db
    .select()
    .from(leadInvites)
    .where(eq(leadInvites.lead_id, leadId))
    .orderBy(asc(leadInvites.id));
const invitedIds = async (leadId: number) =>
  (await invitesOf(leadId)).map((invite) => invite.operator_id);
const messagesOf = (leadId: number) =>
  app.db.select().from(messages).where(eq(messages.lead_id, leadId)).orderBy(asc(messages.id));
const eventsOf = (leadId: number, kind: 'invited' | 'no-quote-alert') =>
  app.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.lead_id, leadId), eq(leadEvents.kind, kind)))
    .orderBy(asc(leadEvents.id));

/** The company answers its invitation with a quote, `afterMinutes` after being invited. */
async function sendQuote(invite: typeof leadInvites.$inferSelect, afterMinutes = 15) {
  const respondedAt = new Date(invite.invited_at.getTime() + afterMinutes * 60_000);
  await app.db
    .update(leadInvites)
    .set({ status: 'quoted', responded_at: respondedAt })
    .where(eq(leadInvites.id, invite.id));
  await app.db.insert(quotes).values({
    invite_id: invite.id,
    lead_id: invite.lead_id,
    operator_id: invite.operator_id,
    price_cents: 95_000,
    vehicle_type: 'Coach',
    seats: 49,
    valid_until: inDays(30),
  });
}

/** A past invitation on another lead: answered after `replyMinutes`, or never (null). */
async function pastInvite(operatorId: number, daysAgo: number, replyMinutes: number | null) {
  const [lead] = await seedLeads(app, [{ status: 'converted' }]);
  const invitedAt = new Date(clock.getTime() - daysAgo * 86_400_000);
  await app.db.insert(leadInvites).values({
    lead_id: lead!.id,
    operator_id: operatorId,
    reason: 'earlier lead',
    invited_at: invitedAt,
    status: replyMinutes === null ? 'invited' : 'quoted',
    responded_at:
      replyMinutes === null ? null : new Date(invitedAt.getTime() + replyMinutes * 60_000),
  });
}
const history = async (operatorId: number, replies: (number | null)[], daysAgo = 10) => {
  for (const reply of replies) await pastInvite(operatorId, daysAgo, reply);
};

describe('the first wave of invitations', () => {
  it('invites five verified companies serving the pick-up county, each with its reason, history event, email and link', async () => {
    const companies = await corkCompanies(7);
    const lead = await seedLead();
    await match(lead.id);

    const invites = await invitesOf(lead.id);
    expect(invites).toHaveLength(5);
    expect(invites.every((invite) => invite.wave === 1 && invite.status === 'invited')).toBe(true);
    expect(invites.every((invite) => invite.invited_at.getTime() === T0.getTime())).toBe(true);
    expect(invites[0]!.reason).toBe('serves Cork; 49-seat Coach; no recent leads yet');

    const events = await eventsOf(lead.id, 'invited');
    expect(
      events.map((event) => ({ to: event.to_value, from: event.from_value, by: event.actor_id })),
    ).toEqual(
      invites.map((invite) => ({
        to: companies.find((company) => company.id === invite.operator_id)!.company_name,
        from: invite.reason,
        by: null,
      })),
    );

    const sent = await messagesOf(lead.id);
    for (const invite of invites) {
      const company = companies.find((row) => row.id === invite.operator_id)!;
      const email = sent.find(
        (message) => message.message_key === `lead:${lead.id}:invite:${company.id}:email`,
      );
      expect(email).toMatchObject({ channel: 'email', recipient: company.email });
      const token = new RegExp(`${app.config.PUBLIC_URL}/respond/(\\S+)`).exec(
        email!.body_text,
      )?.[1];
      expect(verifyLink(app.linkSecret, 'respond', token ?? '')).toBe(invite.id);
      expect(email!.body_html).toContain(`/respond/${token}`);
    }
    // The seeded companies' phone is a landline: no text messages.
    expect(sent.filter((message) => message.channel === 'sms')).toHaveLength(0);
  });

  it('schedules the widening and the no-quote alert from the clock', async () => {
    await corkCompanies(1);
    const lead = await seedLead();
    await match(lead.id);
    const [widen] = await scheduled(lead.id, 'lead.widen');
    const [alert] = await scheduled(lead.id, 'lead.no-quote-alert');
    expect(widen).toMatchObject({ run_at: minutes(60), payload: { lead_id: lead.id, wave: 2 } });
    expect(alert).toMatchObject({ run_at: minutes(90), payload: { lead_id: lead.id } });
  });

  it('leaves out pending, suspended and uninsured companies, and those too far away or too small', async () => {
    const today = irishToday(T0);
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const verified = await corkCompany();
    await corkCompany({ status: 'pending', verified_at: null });
    await corkCompany({ status: 'suspended' });
    await corkCompany({ insurance_expires_on: yesterday.toISOString().slice(0, 10) });
    const insuredToday = await corkCompany({ insurance_expires_on: today });
    await corkCompany({ fleet: [{ type: 'Minibus', seats: 16, count: 1, amenities: [] }] });
    await seedOperator(app.db, {
      counties: ['Dublin'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    // Ballincollig, about 8 km from Cork city, serving Kerry only: inside the 50 km radius.
    const nearby = await seedOperator(app.db, {
      counties: ['Kerry'],
      base_lat: 51.8879,
      base_lng: -8.592,
    });
    // Killarney, about 75 km away, serving Kerry only.
    await seedOperator(app.db, { counties: ['Kerry'], base_lat: 52.0599, base_lng: -9.5044 });

    const lead = await seedLead();
    await match(lead.id);
    expect((await invitedIds(lead.id)).sort()).toEqual(
      [verified.id, insuredToday.id, nearby.id].sort(),
    );
    const reason = (await invitesOf(lead.id)).find((invite) => invite.operator_id === nearby.id)!;
    expect(reason.reason).toMatch(/^based 8 km from the pick-up; 49-seat Coach/);
  });

  it('finds the county in the typed pick-up when the form sent no coordinates', async () => {
    const servesCork = await seedOperator(app.db, {
      counties: ['Cork'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    await seedOperator(app.db, {
      counties: ['Galway'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    });
    const lead = await seedLead({
      pickup_location: 'Main Street, Carrigaline',
      pickup_lat: null,
      pickup_lng: null,
    });
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual([servesCork.id]);

    const nowhere = await seedLead({
      pickup_location: '12 Nowhere Road',
      pickup_lat: null,
      pickup_lng: null,
    });
    await match(nowhere.id);
    expect(await invitedIds(nowhere.id)).toEqual([]);
    expect(await scheduled(nowhere.id, 'lead.no-quote-alert')).toHaveLength(1);
  });

  it('sends a group too big for one vehicle to companies whose vehicles together seat it, after single-vehicle ones', async () => {
    await corkCompany({ fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }] });
    const twoCoaches = await corkCompany({
      fleet: [{ type: 'Coach', seats: 49, count: 2, amenities: [] }],
    });
    const doubleDecker = await corkCompany({
      fleet: [
        { type: 'Minibus', seats: 16, count: 1, amenities: [] },
        { type: 'Double-decker', seats: 84, count: 1, amenities: [] },
      ],
    });
    const lead = await seedLead({ number_of_people: 80 });
    await match(lead.id);
    const invites = await invitesOf(lead.id);
    expect(invites.map((invite) => invite.operator_id)).toEqual([doubleDecker.id, twoCoaches.id]);
    expect(invites[0]!.reason).toContain('84-seat Double-decker');
    expect(invites[1]!.reason).toContain('several vehicles (98 seats in all)');
  });

  it('matches nothing for spam, a closed lead or a past travel date', async () => {
    await corkCompanies(2);
    const spam = await seedLead({ is_spam: true });
    const lost = await seedLead({ status: 'lost' });
    const past = await seedLead({ date_of_travel: '2020-01-01' });
    for (const lead of [spam, lost, past]) {
      await match(lead.id);
      expect(await invitesOf(lead.id)).toEqual([]);
      expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
    }
  });

  it('invites nobody twice and writes each message once when the job runs again', async () => {
    await corkCompanies(6);
    const lead = await seedLead();
    await match(lead.id);
    await corkCompanies(2);
    await match(lead.id);
    expect(await invitesOf(lead.id)).toHaveLength(5);
    expect(await eventsOf(lead.id, 'invited')).toHaveLength(5);
    expect(await messagesOf(lead.id)).toHaveLength(5);
    expect(await scheduled(lead.id, 'lead.widen')).toHaveLength(1);
  });

  it('sends one wave when two workers run the job at once', async () => {
    await corkCompanies(6);
    const lead = await seedLead();
    await Promise.all([match(lead.id), match(lead.id)]);
    expect(await invitesOf(lead.id)).toHaveLength(5);
    expect(await messagesOf(lead.id)).toHaveLength(5);
    expect(await scheduled(lead.id, 'lead.no-quote-alert')).toHaveLength(1);
  });
});

describe('what a company is sent', () => {
  it('has the journey and its link, and none of the customer’s contact details', async () => {
    const mobileCompany = await corkCompany({ phone: '087 111 2222' });
    await corkCompany({ phone: '021 430 0000' });
    const lead = await seedLead({
      additional_info: 'Two wheelchairs. Ring me on 087 765 4321 or siobhan@private.example.ie',
      vehicle_selected: 'Coach',
    });
    await match(lead.id);
    const sent = await messagesOf(lead.id);
    expect(sent).toHaveLength(3);
    for (const message of sent) {
      const everything = [message.subject, message.body_text, message.body_html].join('\n');
      for (const secret of [
        'Siobhán',
        'Bhriain',
        'siobhan@private',
        '087 765 4321',
        '0877654321',
        '+353877654321',
      ]) {
        expect(everything, `${message.message_key} leaks ${secret}`).not.toContain(secret);
      }
      expect(everything).toContain('/respond/');
    }
    const email = sent.find((message) => message.channel === 'email')!;
    expect(email.subject).toMatch(
      /^Quote request: Cork to Croke Park, \d{4}-\d{2}-\d{2}, 45 people$/,
    );
    expect(email.body_text).toContain('Pick-up: Cork, County Cork');
    expect(email.body_text).toContain('Two wheelchairs. Ring me on [phone removed]');
    expect(sent.find((message) => message.channel === 'sms')).toMatchObject({
      recipient: '+353871112222',
      message_key: `lead:${lead.id}:invite:${mobileCompany.id}:sms`,
    });
  });
});

describe('ranking and rotation', () => {
  it('prefers companies that reply, and reply fast, and keeps a place for a new company', async () => {
    const fast = await corkCompany();
    const slow = await corkCompany();
    const silent = await corkCompany();
    const newcomer = await corkCompany();
    const lapsed = await corkCompany();
    const busy = await corkCompany();
    await history(fast.id, [10, 10, 10, 10, 10]);
    await history(slow.id, [180, 180, 180, 180, 180]);
    await history(silent.id, [null, null, null, null, null], 5);
    // Unanswered 100 days ago: outside the 90-day window, so it counts as new.
    await history(lapsed.id, [null, null, null, null, null], 100);
    // Three answered, and two sent an hour ago that it still has time to answer.
    await history(busy.id, [20, 20, 20]);
    await history(busy.id, [null, null], 1 / 24);

    const stats = await loadCompanyStats(app.db, [lapsed.id, busy.id, silent.id], clock);
    expect(stats.get(lapsed.id)).toMatchObject({ counted: 0, answered: 0 });
    expect(stats.get(busy.id)).toMatchObject({ counted: 3, answered: 3, medianReplyMinutes: 20 });
    expect(stats.get(silent.id)).toMatchObject({ counted: 5, answered: 0 });

    const lead = await seedLead();
    await match(lead.id, { MATCH_INVITES_PER_WAVE: 3 });
    // Ranked fast, busy, slow, newcomer, lapsed, silent; the last place goes to the best new one.
    expect(await invitedIds(lead.id)).toEqual([fast.id, busy.id, newcomer.id]);
    const reasons = (await invitesOf(lead.id)).map((invite) => invite.reason);
    expect(reasons).toEqual([
      'serves Cork; 49-seat Coach; replied to 5 of 5 recent leads, usually within 10 minutes',
      'serves Cork; 49-seat Coach; replied to 3 of 3 recent leads, usually within 20 minutes',
      'serves Cork; 49-seat Coach; new company: trial invitation',
    ]);

    await runScheduled(lead.id, 'lead.widen', { MATCH_INVITES_PER_WAVE: 3 });
    expect((await invitedIds(lead.id)).slice(3)).toEqual([slow.id, lapsed.id, silent.id]);
  });

  it('takes turns between equally placed companies, least recently invited first', async () => {
    const first = await corkCompany();
    const second = await corkCompany();
    const oneAtATime = { MATCH_INVITES_PER_WAVE: 1 };
    const chosen: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      clock = minutes(round);
      const lead = await seedLead();
      await match(lead.id, oneAtATime);
      chosen.push(...(await invitedIds(lead.id)));
    }
    expect(chosen).toEqual([first.id, second.id, first.id]);
  });
});

describe('widening when quotes are slow to come', () => {
  it('invites the next best after an hour with fewer than 3 quotes, up to 10 in all, then stops', async () => {
    await corkCompanies(12);
    const lead = await seedLead();
    await match(lead.id);
    const firstWave = await invitesOf(lead.id);
    await sendQuote(firstWave[0]!);
    await sendQuote(firstWave[1]!);

    clock = minutes(59);
    const job = await runScheduled(lead.id, 'lead.widen');
    expect(job.run_at).toEqual(minutes(60));
    const all = await invitesOf(lead.id);
    expect(all).toHaveLength(10);
    const secondWave = all.slice(5);
    expect(secondWave.every((invite) => invite.wave === 2)).toBe(true);
    expect(
      secondWave.every((invite) => invite.invited_at.getTime() === minutes(60).getTime()),
    ).toBe(true);
    expect(new Set(all.map((invite) => invite.operator_id)).size).toBe(10);
    expect(secondWave[0]!.reason).toBe(
      '2 of 3 quotes after 60 minutes; serves Cork; 49-seat Coach; no recent leads yet',
    );
    expect(await messagesOf(lead.id)).toHaveLength(10);
    // The limit is reached: no further widening.
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });

  it('widens again an hour later while the limit allows, and invites nobody twice on a retry', async () => {
    await corkCompanies(14);
    const settings = { MATCH_MAX_INVITES: 12 };
    const lead = await seedLead();
    await match(lead.id, settings);
    const second = await runScheduled(lead.id, 'lead.widen', settings);
    expect(await invitesOf(lead.id)).toHaveLength(10);

    // The same job again (a retry after its commit) changes nothing.
    await handlers(settings)['lead.widen']!(second);
    expect(await invitesOf(lead.id)).toHaveLength(10);
    expect(await scheduled(lead.id, 'lead.widen')).toHaveLength(1);

    const third = await runScheduled(lead.id, 'lead.widen', settings);
    expect(third.run_at).toEqual(minutes(120));
    expect(third.payload).toEqual({ lead_id: lead.id, wave: 3 });
    const invites = await invitesOf(lead.id);
    expect(invites[10]!.reason).toMatch(/^0 of 3 quotes after 120 minutes; serves Cork/);
    expect(invites.map((invite) => invite.wave)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3]);
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });

  it('does not widen once 3 quotes have arrived', async () => {
    await corkCompanies(8);
    const lead = await seedLead();
    await match(lead.id);
    for (const invite of (await invitesOf(lead.id)).slice(0, 3)) await sendQuote(invite);
    await runScheduled(lead.id, 'lead.widen');
    expect(await invitesOf(lead.id)).toHaveLength(5);
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });

  it('does not widen a lead that was converted or lost meanwhile', async () => {
    await corkCompanies(8);
    for (const status of ['converted', 'lost'] as const) {
      const lead = await seedLead();
      await match(lead.id);
      await app.db.update(leads).set({ status }).where(eq(leads.id, lead.id));
      await runScheduled(lead.id, 'lead.widen');
      expect(await invitesOf(lead.id), status).toHaveLength(5);
      expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
    }
  });

  it('stops when no other company qualifies', async () => {
    await corkCompanies(3);
    const lead = await seedLead();
    await match(lead.id);
    await runScheduled(lead.id, 'lead.widen');
    expect(await invitesOf(lead.id)).toHaveLength(3);
    expect(await scheduled(lead.id, 'lead.widen')).toEqual([]);
  });
});

describe('the no-quote alert', () => {
  it('emails staff once when no quote has arrived after 90 minutes, and records it', async () => {
    const manager = await createUser(app, 2, { email: 'manager.alerts@example.ie' });
    await createUser(app, 1, { email: 'gone.admin@example.ie', status: 'inactive' });
    await corkCompanies(2);
    const lead = await seedLead();
    await match(lead.id);
    const job = await runScheduled(lead.id, 'lead.no-quote-alert');
    expect(job.run_at).toEqual(minutes(90));

    const alerts = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.includes(':no-quote-alert:'),
    );
    const recipients = alerts.map((message) => message.recipient);
    expect(recipients).toContain(TEST_ADMIN.email);
    expect(recipients).toContain(manager.email);
    expect(recipients).not.toContain('gone.admin@example.ie');
    expect(alerts[0]!.subject).toMatch(/^No quote yet after 90 minutes: Cork to Croke Park/);
    expect(alerts[0]!.body_text).toContain(`/admin/leads/${lead.id}`);
    expect(alerts[0]!.body_text).toContain('2 bus companies were invited; 0 declined.');
    expect(await eventsOf(lead.id, 'no-quote-alert')).toHaveLength(1);

    await handlers()['lead.no-quote-alert']!(job);
    expect(await eventsOf(lead.id, 'no-quote-alert')).toHaveLength(1);
    expect(
      (await messagesOf(lead.id)).filter((message) => message.message_key.includes('no-quote')),
    ).toHaveLength(alerts.length);
  });

  it('goes to STAFF_ALERT_EMAIL alone when it is set', async () => {
    const lead = await seedLead();
    await match(lead.id);
    await runScheduled(lead.id, 'lead.no-quote-alert', { STAFF_ALERT_EMAIL: 'desk@example.ie' });
    const alerts = await messagesOf(lead.id);
    expect(alerts.map((message) => message.recipient)).toEqual(['desk@example.ie']);
    expect(alerts[0]!.body_text).toContain('No bus company matched this request.');
  });

  it('stays silent when a quote has arrived or the lead is closed', async () => {
    await corkCompanies(2);
    const quoted = await seedLead();
    await match(quoted.id);
    await sendQuote((await invitesOf(quoted.id))[0]!);
    const lost = await seedLead();
    await match(lost.id);
    await app.db.update(leads).set({ status: 'lost' }).where(eq(leads.id, lost.id));
    for (const lead of [quoted, lost]) {
      await runScheduled(lead.id, 'lead.no-quote-alert');
      expect(await eventsOf(lead.id, 'no-quote-alert')).toEqual([]);
      expect(
        (await messagesOf(lead.id)).filter((message) => message.message_key.includes('no-quote')),
      ).toEqual([]);
    }
  });
});

describe('from quote request to invitations', () => {
  it('matches a new lead after its confirmation, and never a spam one', async () => {
    const company = await corkCompany();
    const submit = async (overrides: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bus-quote',
        payload: validLead({ pickup_lat: CORK.lat, pickup_lng: CORK.lng, ...overrides }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const leadId = await submit({});
    const spamId = await submit({ website: 'http://spam.example' });
    await app.jobs.runDueJobs();
    expect(await invitedIds(leadId)).toEqual([company.id]);
    expect(await invitedIds(spamId)).toEqual([]);
    const spamJobs = await app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'lead_id' = ${String(spamId)}`);
    expect(spamJobs).toEqual([]);
  });
});
