import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorApplications, operators } from '../../db/schema';
import type { JobRow } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';

/**
 * 'application.expire' {operator_id}: queued with each application for just after its
 * confirmation link expires. An application still unconfirmed then is deleted with its documents,
 * as the confirmation email promises (docs/product.md#for-bus-companies); a confirmed one is left
 * alone, so the job is safe to run twice or late.
 */
export const APPLICATION_EXPIRE_JOB = 'application.expire';

function operatorIdOf(job: JobRow): number {
  const value = (job.payload as Record<string, unknown>).operator_id;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new PermanentJobError("job payload needs a positive integer 'operator_id'");
  }
  return value;
}

/** Deletes the company of an unconfirmed, expired application; whether it did. */
export async function deleteExpiredApplication(db: Database, operatorId: number) {
  const unconfirmedExpired = db
    .select({ id: operatorApplications.operator_id })
    .from(operatorApplications)
    .where(
      and(
        eq(operatorApplications.operator_id, operatorId),
        isNull(operatorApplications.confirmed_at),
        lt(operatorApplications.token_expires_at, sql`now()`),
      ),
    );
  const deleted = await db
    .delete(operators)
    .where(and(eq(operators.id, operatorId), sql`${operators.id} in (${unconfirmedExpired})`))
    .returning({ id: operators.id });
  return deleted.length > 0;
}

export function applicationJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [APPLICATION_EXPIRE_JOB]: async (job) => {
      await deleteExpiredApplication(db, operatorIdOf(job));
    },
  };
}
