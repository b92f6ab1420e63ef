import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { jobs, leadEvents, leads } from '../../db/schema';
import { validLead } from '../../test/leads';
import { useTestApp } from '../../test/test-app';
import { type NewLead, insertLeadWithJob, insertLeadsWithJobs } from './repository';

const app = useTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '0', JOB_POLL_MS: '0' });

/** A lead as the request's service hands it to the repository. */
const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  ...(validLead() as unknown as NewLead),
  garda_vetted_required: false,
  is_spam: false,
  client_ip_hash: 'a-client',
  idempotency_key: null,
  request_hash: null,
  ...overrides,
});

async function storedWork(ids: number[]) {
  const [events, queued] = await Promise.all([
    app().db.select().from(leadEvents).where(inArray(leadEvents.lead_id, ids)),
    app().db.select().from(jobs),
  ]);
  const jobLeads = queued
    .filter((job) => job.kind === 'lead.created')
    .map((job) => (job.payload as { lead_id: number }).lead_id)
    .filter((id) => ids.includes(id));
  return { eventLeads: events.map((event) => event.lead_id).sort(), jobLeads: jobLeads.sort() };
}

describe('leads stored in one statement', () => {
  it('answer each lead with its own row, and null where its idempotency key was taken', async () => {
    const [earlier] = await insertLeadsWithJobs(app().db, [
      newLead({ email: 'earlier@example.ie', idempotency_key: 'taken-before' }),
    ]);
    const batch = [
      newLead({ email: 'plain@example.ie' }),
      newLead({ email: 'keyed@example.ie', idempotency_key: 'batch-key' }),
      newLead({ email: 'same-key@example.ie', idempotency_key: 'batch-key' }),
      newLead({ email: 'retry@example.ie', idempotency_key: 'taken-before' }),
      newLead({ email: 'spam@example.ie', is_spam: true }),
      newLead({ email: 'last@example.ie', client_ip_hash: 'another-client' }),
    ];
    const rows = await insertLeadsWithJobs(app().db, batch);
    expect(rows.map((row) => row?.email ?? null)).toEqual([
      'plain@example.ie',
      'keyed@example.ie',
      null,
      null,
      'spam@example.ie',
      'last@example.ie',
    ]);
    expect(rows[5]!.client_ip_hash).toBe('another-client');
    expect(earlier!.idempotency_key).toBe('taken-before');
    const ids = rows.flatMap((row) => (row ? [row.id] : []));
    // Ids in the batch's order; one 'created' event each; a job for every lead but the spam.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const work = await storedWork(ids);
    expect(work.eventLeads).toEqual([...ids].sort());
    expect(work.jobLeads).toEqual([rows[0]!.id, rows[1]!.id, rows[5]!.id].sort());
  });

  it('are what requests arriving together become, each answered with its own lead', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `together${index}@example.ie`);
    const responses = await Promise.all(
      emails.map((email) =>
        app().inject({ method: 'POST', url: '/api/bus-quote', payload: validLead({ email }) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(emails.map(() => 201));
    const answered = responses.map((response) => response.json() as { id: number; email: string });
    expect(answered.map((lead) => lead.email)).toEqual(emails);
    const ids = answered.map((lead) => lead.id);
    expect(new Set(ids).size).toBe(12);
    const work = await storedWork(ids);
    expect(work.eventLeads).toEqual([...ids].sort());
    expect(work.jobLeads).toEqual([...ids].sort());
  });

  it('are what calls arriving while two statements run become, in the order they came', async () => {
    const emails = Array.from({ length: 6 }, (_, index) => `queued${index}@example.ie`);
    const rows = await Promise.all(
      emails.map((email) => insertLeadWithJob(app().db, newLead({ email }))),
    );
    expect(rows.map((row) => row?.email)).toEqual(emails);
    // A statement's leads share its transaction (xmin): the first two calls start at once, one
    // statement each; the four that arrived meanwhile go together, in one.
    const ids = rows.map((row) => row!.id);
    const stored = await queryRows<{ id: number; xmin: string }>(
      app().db,
      sql`select id, xmin::text as xmin from ${leads} where id in ${ids}`,
    );
    const transactionOf = new Map(stored.map((row) => [row.id, row.xmin]));
    const transactions = ids.map((id) => transactionOf.get(id));
    expect(new Set(transactions.slice(2)).size).toBe(1);
    expect(new Set(transactions).size).toBe(3);
    // Within a statement, ids follow the calls' order (the first two ran side by side: any order).
    const batched = ids.slice(2);
    expect(batched).toEqual([...batched].sort((a, b) => a - b));
  });

  it('fall back to one statement each when the batch fails: one bad lead fails alone', async () => {
    const calls = Array.from({ length: 6 }, (_, index) =>
      insertLeadWithJob(
        app().db,
        newLead({
          email: `fallback${index}@example.ie`,
          // The last one breaks a check of the table, in a batch with three good leads.
          number_of_people: index === 5 ? 0 : 20,
        }),
      ),
    );
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const rows = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : [],
    );
    expect(rows.map((row) => row.email)).toEqual(
      [0, 1, 2, 3, 4].map((index) => `fallback${index}@example.ie`),
    );
    const work = await storedWork(rows.map((row) => row.id));
    expect(work.jobLeads).toHaveLength(5);
  });
});
