import { and, asc, between, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { operatorReminders, operators, users } from '../../db/schema';
import type { InsuranceReminderKind } from './deadlines';
import type { OperatorRow } from './operators-repository';

/** Verified companies whose insurance ends between `from` and `until` (dates, both included). */
export function listVerifiedInsuranceEnding(
  db: Database,
  from: string,
  until: string,
): Promise<OperatorRow[]> {
  return db
    .select()
    .from(operators)
    .where(
      and(eq(operators.status, 'verified'), between(operators.insurance_expires_on, from, until)),
    )
    .orderBy(asc(operators.id));
}

/**
 * Records that a company was reminded of `kind` about `forDate`; false when it already was (by a
 * re-run, or another instance), so the caller sends nothing.
 */
export async function recordReminder(
  db: Database,
  operatorId: number,
  kind: InsuranceReminderKind,
  forDate: string,
): Promise<boolean> {
  const rows = await db
    .insert(operatorReminders)
    .values({ operator_id: operatorId, kind, for_date: forDate })
    .onConflictDoNothing()
    .returning({ id: operatorReminders.id });
  return rows.length > 0;
}

/** Every active admin's email address: who looks after the bus companies. */
export async function listActiveAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role_id, ROLE_IDS.admin), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
