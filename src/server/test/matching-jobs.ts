import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { Config } from '../config';
import { jobs, leadEvents, leadInvites, leads, messages, operators, quotes } from '../db/schema';
import type { LeadRow } from '../features/leads/repository';
import { marketplaceJobHandlers } from '../features/marketplace/jobs';
import { reminderJobHandlers } from '../features/marketplace/reminders-job';
import type { JobRow } from '../jobs/queue';
import { singleJobHandlers } from '../jobs/worker';
import { inDays, messagesOfLead, seedLeads } from './leads';
import { seedOperator } from './marketplace';
import { useTestApp } from './test-app';

// The test clock starts tomorrow, so what the jobs schedule is never due for the app's own worker.
export const T0 = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000);
export const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);

export const CORK = { lat: 51.8985, lng: -8.4756 };
export const DUBLIN = { lat: 53.3498, lng: -6.2603 };

const MARKETPLACE_JOBS = [
  'lead.match',
  'lead.widen',
  'lead.no-quote-alert',
  'operator.rematch',
  'invite.reminder',
  'operator.insurance-reminders',
];

type OperatorOverrides = Parameters<typeof seedOperator>[1];
type InviteRow = typeof leadInvites.$inferSelect;

/**
 * The matching and reminder jobs' tests (`marketplace/matching-*.test.ts`, `reminders-*`): an
 * app whose worker never polls, the handlers run by hand on a clock the test sets, and operators,
 * leads, messages and the marketplace's jobs emptied before each test.
 */
export function useMatchingJobs() {
  const app = useTestApp({ JOB_POLL_MS: '0', QUOTE_RATE_LIMIT_PER_MINUTE: '0' });
  let clock = T0;
  beforeEach(async () => {
    clock = T0;
    await app().db.delete(operators);
    await app().db.delete(leads);
    await app().db.delete(messages);
    await app().db.delete(jobs).where(inArray(jobs.kind, MARKETPLACE_JOBS));
  });

  const handlers = (settings: Partial<Config> = {}) => {
    const deps = {
      db: app().db,
      config: { ...app().config, ...settings },
      transports: app().transports,
      linkSecret: app().linkSecret,
      now: () => clock,
    };
    return singleJobHandlers({ ...marketplaceJobHandlers(deps), ...reminderJobHandlers(deps) });
  };

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
    unique_key: null,
    created_at: clock,
    updated_at: clock,
  });

  const match = (leadId: number, settings: Partial<Config> = {}) =>
    handlers(settings)['lead.match']!(asJob('lead.match', { lead_id: leadId }));

  const scheduled = (leadId: number, kind: string) =>
    app()
      .db.select()
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
    await app().db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
    return job;
  }

  async function seedLead(overrides: Partial<LeadRow> = {}): Promise<LeadRow> {
    const [lead] = await seedLeads(app(), [
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

  const corkCompany = (overrides: OperatorOverrides = {}) =>
    seedOperator(app().db, {
      counties: ['Cork'],
      base_lat: CORK.lat,
      base_lng: CORK.lng,
      ...overrides,
    });
  const corkCompanies = (count: number) =>
    Promise.all(Array.from({ length: count }, () => corkCompany()));

  const invitesOf = (leadId: number) =>
    app()
      .db.select()
      .from(leadInvites)
      .where(eq(leadInvites.lead_id, leadId))
      .orderBy(asc(leadInvites.id));
  const invitedIds = async (leadId: number) =>
    (await invitesOf(leadId)).map((invite) => invite.operator_id);
  const messagesOf = (leadId: number) => messagesOfLead(app(), leadId);
  const eventsOf = (leadId: number, kind: 'invited' | 'no-quote-alert' | 'skipped') =>
    app()
      .db.select()
      .from(leadEvents)
      .where(and(eq(leadEvents.lead_id, leadId), eq(leadEvents.kind, kind)))
      .orderBy(asc(leadEvents.id));

  /** The company answers its invitation with a quote, `afterMinutes` after being invited. */
  async function sendQuote(invite: InviteRow, afterMinutes = 15) {
    const respondedAt = new Date(invite.invited_at.getTime() + afterMinutes * 60_000);
    await app()
      .db.update(leadInvites)
      .set({ status: 'quoted', responded_at: respondedAt })
      .where(eq(leadInvites.id, invite.id));
    await app()
      .db.insert(quotes)
      .values({
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
    const [lead] = await seedLeads(app(), [{ status: 'converted' }]);
    const invitedAt = new Date(clock.getTime() - daysAgo * 86_400_000);
    await app()
      .db.insert(leadInvites)
      .values({
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

  return {
    app,
    /** The time the job handlers see. */
    now: () => clock,
    setClock: (to: Date) => {
      clock = to;
    },
    handlers,
    asJob,
    match,
    scheduled,
    runScheduled,
    seedLead,
    corkCompany,
    corkCompanies,
    invitesOf,
    invitedIds,
    messagesOf,
    eventsOf,
    sendQuote,
    history,
  };
}
