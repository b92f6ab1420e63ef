import type { Query } from './bench-database';
import { type Integrity, QUOTE_SIDES, type QuoteSide } from './quote-report';

/** Idempotency keys each side sent, and those answered 201: checked against the database. */
export type Ledger = { sent: Set<string>; acknowledged: Set<string> };

export type Stored = {
  keys: Set<string>;
  /** The leads' 'lead.created' jobs. */
  jobs: number;
  /** Their jobs that were due by the end and are not done (the worker's backlog left over). */
  unfinished: number;
};

/** The idempotency keys stored for a side, and how many of those leads have their job. */
async function storedBy(exec: Query, side: QuoteSide): Promise<Stored> {
  // Keys are `<side>.<pid>.<n>`: the '.' keeps 'raw.%' from also matching 'raw-tx.…' keys.
  const leads = await exec(
    'select idempotency_key as key from leads where idempotency_key like $1',
    [`${side}.%`],
  );
  const jobs = await exec(
    `select count(*)::int as n from jobs j join leads l on l.id = (j.payload->>'lead_id')::int
     where j.kind = 'lead.created' and l.idempotency_key like $1`,
    [`${side}.%`],
  );
  const unfinished = await exec(
    `select count(*)::int as n from jobs j join leads l on l.id = (j.payload->>'lead_id')::int
     where j.status <> 'done' and j.run_at <= now() and l.idempotency_key like $1`,
    [`${side}.%`],
  );
  return {
    keys: new Set((leads.rows as { key: string }[]).map((row) => row.key)),
    jobs: (jobs.rows[0] as { n: number }).n,
    unfinished: (unfinished.rows[0] as { n: number }).n,
  };
}

/** Every side's stored keys: the app's and the references' sides each use their own prefix. */
export async function storedByAll(exec: Query) {
  const stored = {} as Record<QuoteSide, Stored>;
  for (const side of QUOTE_SIDES) stored[side] = await storedBy(exec, side);
  return stored;
}

/**
 * Every 201 has its row; no row lacks a request; a row without a 201 was cut off by a run's end
 * (at most `cutOffs`: one per connection and run). With `workerOn`, every due job ran.
 */
export function checkIntegrity(
  side: QuoteSide,
  ledger: Ledger,
  stored: Stored,
  cutOffs: number,
  workerOn = false,
): Integrity {
  const keys = [...stored.keys];
  const result = {
    acknowledged: ledger.acknowledged.size,
    stored: stored.keys.size,
    jobs: stored.jobs,
    missing: [...ledger.acknowledged].filter((key) => !stored.keys.has(key)).length,
    unexpected: keys.filter((key) => !ledger.sent.has(key)).length,
    cutOff: keys.filter((key) => ledger.sent.has(key) && !ledger.acknowledged.has(key)).length,
    unfinished: workerOn ? stored.unfinished : 0,
  };
  const expectedJobs = side === 'raw' ? 0 : result.stored;
  const ok =
    result.missing === 0 &&
    result.unexpected === 0 &&
    result.cutOff <= cutOffs &&
    result.jobs === expectedJobs &&
    result.unfinished === 0;
  return { ...result, ok };
}
