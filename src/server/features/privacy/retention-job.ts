import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import { irishToday } from '@shared/dates';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { enqueueJobOnce } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { addDays, irishTimeOn } from '../marketplace';
import type { Transports } from '../outbox';
import { eraseLeads } from './erasure';
import { pruneExpiredMyLinks } from './my-links';

/**
 * 'privacy.retention' {day}: once a day at RETENTION_HOUR Irish time, the requests whose trip
 * ended more than RETENTION_MONTHS ago are anonymised through every personal-data holder, each
 * with a line in its history (docs/product.md#my-requests-and-privacy). Each run schedules the
 * next, like the insurance check; start-up (and every hour) makes sure today's exists.
 */

export const RETENTION_JOB = 'privacy.retention';
/** 03:00 Irish time: the quietest hour. */
export const RETENTION_HOUR = 3;
/** Leads per transaction, so a first run over years of requests never holds one huge lock. */
const BATCH = 200;

export async function scheduleRetention(db: Database, day: string): Promise<void> {
  await enqueueJobOnce(
    db,
    `${RETENTION_JOB}:${day}`,
    RETENTION_JOB,
    { day },
    irishTimeOn(day, RETENTION_HOUR),
  );
}

/** The calendar day `months` before `day` (the 31st of a shorter month becomes its last day). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The last day of a trip: its itinerary's last day, its return date or its travel date. */
const tripEnd = sql`greatest(${leads.date_of_travel}, ${leads.return_date}, (${leads.itinerary} -> -1 ->> 'date')::date)`;

export type RetentionDeps = {
  db: Database;
  config: Pick<Config, 'RETENTION_MONTHS'>;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  /** The clock; tests pass their own to move time. */
  now?: () => Date;
};

/** Anonymises every request past the retention period; returns how many. */
export async function anonymiseExpiredRequests(deps: RetentionDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  const cutoff = monthsBefore(irishToday(now), deps.config.RETENTION_MONTHS);
  let total = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(isNull(leads.anonymised_at), lt(tripEnd, cutoff)))
      .orderBy(asc(leads.id))
      .limit(BATCH);
    if (due.length === 0) break;
    const erased = await eraseLeads(
      deps,
      due.map((row) => row.id),
      { by: 'retention' },
    );
    total += erased.length;
    if (due.length < BATCH) break;
  }
  await pruneExpiredMyLinks(deps.db, now);
  return total;
}

export function retentionJobHandlers(deps: RetentionDeps): Record<string, JobHandler> {
  const clock = deps.now ?? (() => new Date());
  return {
    [RETENTION_JOB]: async () => {
      const today = irishToday(clock());
      // Tomorrow's run first: a failure today must not end the daily chain.
      await scheduleRetention(deps.db, addDays(today, 1));
      await anonymiseExpiredRequests(deps);
    },
  };
}
