import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { Lead, ValidLeadRequest } from '@shared/leads/leads';
import { leadItinerary } from '@shared/trips/lead-itinerary';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { JobRow } from '../../jobs/queue';
import { payloadNumber } from '../../jobs/worker';
import { type BatchLimits, batchedCalls } from '../../lib/batched-calls';
import { isRefusedData, violatedConstraint } from '../../lib/db-errors';
import { jobs, leadEvents, leads, mobileDigits } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;

export type NewLead = Omit<ValidLeadRequest, 'website' | 'form_elapsed_ms'> & {
  is_spam: boolean;
  client_ip_hash: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
};

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    mobile_number: row.mobile_number,
    pickup_location: row.pickup_location,
    dropoff_location: row.dropoff_location,
    pickup_lat: row.pickup_lat,
    pickup_lng: row.pickup_lng,
    dropoff_lat: row.dropoff_lat,
    dropoff_lng: row.dropoff_lng,
    date_of_travel: row.date_of_travel,
    pickup_time: row.pickup_time,
    group_type: row.group_type,
    vehicle_selected: row.vehicle_selected,
    additional_info: row.additional_info,
    number_of_people: row.number_of_people,
    distance: row.distance,
    is_return_trip: row.is_return_trip,
    return_date: row.return_date,
    return_time: row.return_time,
    slug: row.slug,
    itinerary: leadItinerary(row),
    garda_vetted_required: row.garda_vetted_required,
    reference: row.reference,
    status: row.status,
    priority: row.priority,
    assigned_to: row.assigned_to,
    anonymised_at: row.anonymised_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every column the quote POST writes: typed as a record so a new request field cannot be missed. */
const WRITTEN: Record<keyof NewLead, true> = {
  full_name: true,
  email: true,
  mobile_number: true,
  pickup_location: true,
  dropoff_location: true,
  pickup_lat: true,
  pickup_lng: true,
  dropoff_lat: true,
  dropoff_lng: true,
  date_of_travel: true,
  pickup_time: true,
  group_type: true,
  vehicle_selected: true,
  additional_info: true,
  number_of_people: true,
  distance: true,
  is_return_trip: true,
  return_date: true,
  return_time: true,
  slug: true,
  itinerary: true,
  garda_vetted_required: true,
  is_spam: true,
  client_ip_hash: true,
  idempotency_key: true,
  request_hash: true,
};
const WRITTEN_COLUMNS = Object.keys(WRITTEN) as (keyof NewLead)[];

const lowered = (text: SQL) => sql`lower(btrim(${text}))`;

/**
 * The leads a batch of jobs names (`lead_id` in each payload), in id order: the order in which
 * every batch takes its leads' locks (an update, or the key-share lock a row referring to a lead
 * takes), so two batches never wait on each other in a circle (decision 052).
 */
export async function findLeadsOfJobs(db: Database, batch: readonly JobRow[]): Promise<LeadRow[]> {
  const ids = batch.map((job) => payloadNumber(job, 'lead_id'));
  return db.select().from(leads).where(inArray(leads.id, ids)).orderBy(leads.id);
}

/**
 * Flags each of these leads that repeats an earlier one: the earliest non-spam lead received in
 * the 24 hours before it with the same email or mobile, pick-up, drop-off and travel date
 * (docs/product.md#spam-and-duplicate-requests). One statement for a batch of new leads, run by
 * their 'lead.created' job rather than by the request (decision 052). Spam is neither flagged
 * nor counted; a lead already flagged keeps its flag, so running it again changes nothing.
 */
export async function flagDuplicateLeads(db: Database, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  // Each new lead's keys are worked out once (`batch`), not again beside every candidate: the
  // candidates are the leads with the same travel date, many on a busy date.
  const earlier = sql`(
    select d.id from ${leads} as d
    where d.created_at > b.created_at - interval '24 hours'
      and (d.created_at, d.id) < (b.created_at, b.id)
      and not d.is_spam
      and d.date_of_travel = b.date_of_travel
      and ${lowered(sql`d.pickup_location`)} = b.pickup
      and ${lowered(sql`d.dropoff_location`)} = b.dropoff
      and (lower(d.email) = b.email or ${mobileDigits(sql`d.mobile_number`)} = b.mobile)
    order by d.created_at, d.id limit 1)`;
  // Only the leads that repeat one are written (most repeat none), locked in id order.
  await db.execute(
    sql`with batch as materialized (
          select l.id, l.created_at, l.date_of_travel,
            ${lowered(sql`l.pickup_location`)} as pickup,
            ${lowered(sql`l.dropoff_location`)} as dropoff,
            lower(l.email) as email, ${mobileDigits(sql`l.mobile_number`)} as mobile
          from ${leads} as l
          where l.id in (${sql.join(
            leadIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and not l.is_spam and l.duplicate_of is null),
        found as (select b.id, ${earlier} as earlier from batch as b),
        locked as (
          select id from ${leads}
          where id in (select id from found where earlier is not null)
          order by id for no key update)
        update ${leads} as target set duplicate_of = found.earlier
        from found where target.id = found.id and target.id in (select id from locked)`,
  );
}

/**
 * Leads, each with its 'created' event and, unless it is spam, its 'lead.created' job, as ONE
 * statement (data-modifying CTEs): atomic like a transaction, so a lead is never stored without
 * the work that follows it, but one round trip instead of five (BEGIN, three INSERTs, COMMIT).
 * One statement per number of leads, prepared once per database: building it with the query
 * builder cost more CPU than the insert itself (docs/performance.md), and PostgreSQL parses a
 * named statement once per connection. Row `i`'s values are the placeholders `i:column`.
 */
function prepareInsertLeadsWithJobs(db: Database, count: number) {
  const rows = Array.from(
    { length: count },
    (_, row) =>
      Object.fromEntries(
        WRITTEN_COLUMNS.map((column) => [column, sql.placeholder(`${row}:${column}`)]),
      ) as unknown as NewLead,
  );
  const inserted = db
    .$with('inserted')
    .as(
      db
        .insert(leads)
        .values(rows)
        .onConflictDoNothing({ target: leads.idempotency_key })
        .returning(),
    );
  const event = db
    .$with('event', {})
    .as(
      sql`insert into ${leadEvents} (lead_id, kind) select ${inserted.id}, 'created' from ${inserted}`,
    );
  const job = db
    .$with('job', {})
    .as(
      sql`insert into ${jobs} (kind, payload) select 'lead.created', jsonb_build_object('lead_id', ${inserted.id}) from ${inserted} where not ${inserted.is_spam}`,
    );
  return db
    .with(inserted, event, job)
    .select()
    .from(inserted)
    .prepare(`insert_leads_with_jobs_${count}`);
}

type InsertStatement = ReturnType<typeof prepareInsertLeadsWithJobs>;

const insertStatements = preparedPerDatabase(() => new Map<number, InsertStatement>());

function insertStatement(db: Database, count: number): InsertStatement {
  const statements = insertStatements(db);
  let statement = statements.get(count);
  if (!statement) {
    statement = prepareInsertLeadsWithJobs(db, count);
    statements.set(count, statement);
  }
  return statement;
}

/**
 * Attempts when the reference clashes. References are computed from the id and cannot clash below
 * id 28,629,151 (migration 0016); should one ever clash, the next attempt has new ids and so new
 * references, and nothing was stored by the failed one.
 */
const REFERENCE_ATTEMPTS = 5;

/**
 * The stored row of each lead, in order, or null for a lead whose idempotency key was taken.
 * The rows come back in the order the leads were inserted, which is their order here, and ids
 * are given in that order too: the rows are put in id order and each is checked against its
 * lead, so a mismatch fails loudly instead of answering one customer with another's lead.
 */
function matchRows(batch: readonly NewLead[], rows: LeadRow[]): (LeadRow | null)[] {
  const sorted = rows.toSorted((a, b) => a.id - b.id);
  const storedKeys = new Set(sorted.map((row) => row.idempotency_key));
  // Of leads sharing a key, the first is stored (if the key was free) and the rest conflict.
  const claimedKeys = new Set<string>();
  let next = 0;
  const matched = batch.map((lead) => {
    const key = lead.idempotency_key;
    if (key !== null) {
      if (!storedKeys.has(key) || claimedKeys.has(key)) return null;
      claimedKeys.add(key);
    }
    const row = sorted[next++];
    if (
      !row ||
      row.idempotency_key !== lead.idempotency_key ||
      row.client_ip_hash !== lead.client_ip_hash ||
      row.email !== lead.email
    ) {
      throw new Error('the stored leads do not match the batch that stored them');
    }
    return row;
  });
  if (next !== sorted.length) throw new Error('a batch stored more leads than it was given');
  return matched;
}

/**
 * Stores leads with their events and jobs (see above), in one statement. A lead whose
 * idempotency key is already taken, by a committed or a concurrent request, or by an earlier lead
 * of the same batch, is not stored (null): the unique index and ON CONFLICT decide. A reference
 * that clashes with another lead's fails the whole statement (nothing is stored), and it runs
 * again (see REFERENCE_ATTEMPTS).
 */
export async function insertLeadsWithJobs(
  db: Database,
  batch: readonly NewLead[],
): Promise<(LeadRow | null)[]> {
  const params: Record<string, unknown> = {};
  batch.forEach((lead, row) => {
    // Optional fields (coordinates, return date) may be undefined; a placeholder needs a
    // value, and null is what those columns default to.
    for (const column of WRITTEN_COLUMNS) params[`${row}:${column}`] = lead[column] ?? null;
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return matchRows(batch, await insertStatement(db, batch.length).execute(params));
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || violatedConstraint(error) !== 'leads_reference_key')
        throw error;
    }
  }
}

/**
 * Quote requests that arrive while earlier ones are being stored: at most this many statements
 * run at once, and each takes the requests that queued meanwhile, up to `maxBatch` of them.
 * A burst of requests then costs a fraction of the statements, commits and round trips, and a
 * request arriving alone is stored at once, as before (decision 060).
 */
export const LEAD_INSERT_LIMITS = { maxRunning: 2, maxBatch: 16 } satisfies BatchLimits;

/**
 * A batch fails as a whole (a statement is atomic). When the database refused its data, nothing
 * was stored, and each lead is stored alone, so that one lead's error is its request's alone.
 * Any other failure (a lost connection, after which the statement may have committed) is every
 * lead's: storing them again could store them twice.
 */
async function insertBatchOrEach(
  db: Database,
  batch: readonly NewLead[],
): Promise<PromiseSettledResult<LeadRow | null>[]> {
  try {
    const rows = await insertLeadsWithJobs(db, batch);
    return rows.map((value) => ({ status: 'fulfilled', value }));
  } catch (error) {
    if (batch.length === 1 || !isRefusedData(error)) {
      return batch.map(() => ({ status: 'rejected', reason: error }));
    }
  }
  return Promise.allSettled(batch.map(async (lead) => (await insertLeadsWithJobs(db, [lead]))[0]!));
}

const leadInserts = preparedPerDatabase((db) =>
  batchedCalls((batch: NewLead[]) => insertBatchOrEach(db, batch), LEAD_INSERT_LIMITS),
);

/** Stores one lead (see insertLeadsWithJobs), together with the requests arriving alongside it. */
export function insertLeadWithJob(db: Database, lead: NewLead): Promise<LeadRow | null> {
  return leadInserts(db)(lead);
}

export async function findLeadByIdempotencyKey(
  db: Database,
  key: string,
): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotency_key, key));
  return row;
}
