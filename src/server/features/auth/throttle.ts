import { type SQL, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { throttleAddress } from './throttle-address';

/**
 * How sign-in attempts are limited (docs/reliability.md#sign-in-throttling). An attempt counts
 * against three keys:
 * - the account and the address together: 5 failures free, then a wait that doubles from 30 s
 *   to at most 15 minutes before each further attempt, forgotten after an hour without one —
 *   someone guessing from one place slows down, and the owner elsewhere is never held up;
 * - the address alone: 20 failures in 15 minutes, whatever accounts they name;
 * - the account alone: 100 failures in an hour from every address together, far above what a
 *   person types, as the ceiling on guessing spread over many addresses.
 */
export const FREE_FAILURES_PER_PAIR = 5;
export const PAIR_FIRST_DELAY_SECONDS = 30;
export const PAIR_MAX_DELAY_SECONDS = 15 * 60;
const PAIR_FORGET_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ADDRESS = 20;
const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** Every key forgets within an hour; a row untouched for a day is only clutter. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

type Row = typeof loginThrottle.$inferSelect;

/** The wait after the pair's `failures`-th failure, in seconds (0 while still free). */
export function pairDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  const doublings = Math.min(failures - FREE_FAILURES_PER_PAIR, 20);
  return Math.min(PAIR_FIRST_DELAY_SECONDS * 2 ** doublings, PAIR_MAX_DELAY_SECONDS);
}

type Rule = {
  key: string;
  /** When, given the key's row as the upsert finds it, the counter starts again from 1. */
  forgotten: (now: SQL) => SQL;
  /** Whether one more attempt may be counted (the counter not forgotten). */
  allows: (now: SQL) => SQL;
  /** Until when the row refuses attempts, worked out again for the Retry-After header. */
  refusedUntil: (row: Row) => number;
};

const t = loginThrottle;
const ms = (milliseconds: number) => sql.raw(`interval '${milliseconds} milliseconds'`);

function fixedWindow(key: string, limit: number, windowMs: number): Rule {
  return {
    key,
    forgotten: (now) => sql`${t.started_at} <= ${now} - ${ms(windowMs)}`,
    allows: () => sql`${t.failures} < ${limit}`,
    refusedUntil: (row) => row.started_at.getTime() + windowMs,
  };
}

function progressive(key: string): Rule {
  const free = FREE_FAILURES_PER_PAIR;
  return {
    key,
    forgotten: (now) => sql`${t.last_failure_at} <= ${now} - ${ms(PAIR_FORGET_MS)}`,
    // pairDelaySeconds, in SQL: evaluated on the row as it is when the upsert holds its lock.
    allows: (now) => sql`${t.failures} < ${free} or ${t.last_failure_at} + least(
      ${PAIR_FIRST_DELAY_SECONDS} * power(2, least(${t.failures} - ${free}, 20)),
      ${PAIR_MAX_DELAY_SECONDS}) * interval '1 second' <= ${now}`,
    refusedUntil: (row) => row.last_failure_at.getTime() + pairDelaySeconds(row.failures) * 1000,
  };
}

function rulesFor(email: string, ip: string): Rule[] {
  const address = throttleAddress(ip);
  // Always in this order (address, account, pair), so two attempts never wait on each other's locks.
  return [
    fixedWindow(`address ${address}`, MAX_FAILURES_PER_ADDRESS, ADDRESS_WINDOW_MS),
    fixedWindow(`account ${email}`, MAX_FAILURES_PER_ACCOUNT, ACCOUNT_WINDOW_MS),
    progressive(`pair ${address} ${email}`),
  ];
}

/**
 * Counts one attempt against a key unless the key refuses it: one statement that increments
 * and returns the count, so concurrent attempts are counted one after another.
 */
async function countAttempt(db: Database, rule: Rule, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = rule.forgotten(at);
  const rows = await db
    .insert(loginThrottle)
    .values({ key: rule.key, failures: 1, started_at: now, last_failure_at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${forgotten} then 1 else ${t.failures} + 1 end`,
        started_at: sql`case when ${forgotten} then ${at} else ${t.started_at} end`,
        last_failure_at: now,
      },
      setWhere: sql`(${forgotten}) or (${rule.allows(at)})`,
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('sign-in attempt refused');
  }
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt as a failure before the password is checked — so however many arrive at
 * once, no more are checked than the limits allow — or refuses it with the seconds to wait.
 * A refused attempt counts nowhere. A right password takes the count back (`forgiveAttempt`).
 */
export async function countSignInAttempt(
  db: Database,
  email: string,
  ip: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const rules = rulesFor(email, ip);
  try {
    await db.transaction(async (tx) => {
      const refused: Rule[] = [];
      for (const rule of rules) if (!(await countAttempt(tx, rule, now))) refused.push(rule);
      if (refused.length > 0) throw new Refused(await secondsToWait(tx, refused, now));
    });
  } catch (error) {
    if (error instanceof Refused)
      return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  await pruneForgottenKeys(db, now);
  return { allowed: true };
}

/** Rows nobody is counting with any more; a row another attempt holds is left for next time. */
async function pruneForgottenKeys(db: Database, now: Date) {
  const forgotten = db
    .select({ key: t.key })
    .from(loginThrottle)
    .where(lt(t.last_failure_at, new Date(now.getTime() - PRUNE_AFTER_MS)))
    .limit(100)
    .for('update', { skipLocked: true });
  await db.delete(loginThrottle).where(inArray(t.key, forgotten));
}

async function secondsToWait(db: Database, refused: Rule[], now: Date): Promise<number> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        t.key,
        refused.map((rule) => rule.key),
      ),
    );
  const until = Math.max(
    ...rows.map((row) => refused.find((rule) => rule.key === row.key)!.refusedUntil(row)),
  );
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * The password was right: the attempt was not a failure. The pair starts again; the address and
 * the account keep the failures others made, less this attempt.
 */
export async function forgiveSignInAttempt(db: Database, email: string, ip: string) {
  const [address, account, pair] = rulesFor(email, ip).map((rule) => rule.key);
  // One row at a time, in the counting order: never holding one lock while waiting for another.
  for (const key of [address!, account!]) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
      .where(eq(t.key, key));
  }
  await db.delete(loginThrottle).where(eq(t.key, pair!));
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
