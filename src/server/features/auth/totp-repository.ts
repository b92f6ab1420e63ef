import { and, count, eq, isNull, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSettings, recoveryCodes, totpFactors } from '../../db/schema';

export async function findTotpFactor(db: Database, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.user_id, userId));
  return row;
}

/** Whether the user has a confirmed authenticator. */
export async function hasConfirmedTotp(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ user_id: totpFactors.user_id })
    .from(totpFactors)
    .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at)));
  return Boolean(row);
}

/**
 * Starts (or restarts) setting up an authenticator with a new sealed secret; does nothing and
 * returns false when one is confirmed already.
 */
export async function savePendingTotp(db: Database, userId: number, sealed: string) {
  const rows = await db
    .insert(totpFactors)
    .values({ user_id: userId, secret: sealed })
    .onConflictDoUpdate({
      target: totpFactors.user_id,
      set: { secret: sealed, created_at: sql`now()`, last_step: null },
      setWhere: isNull(totpFactors.confirmed_at),
    })
    .returning({ user_id: totpFactors.user_id });
  return rows.length > 0;
}

/**
 * Records `step` as the last one used, only if it is later than the last (one statement, so two
 * requests with the same code cannot both pass). `confirm` also marks the factor confirmed.
 */
export async function claimTotpStep(
  db: Database,
  userId: number,
  step: number,
  confirm = false,
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({
      last_step: step,
      confirmed_at: confirm ? sql`coalesce(${totpFactors.confirmed_at}, now())` : undefined,
    })
    .where(
      and(
        eq(totpFactors.user_id, userId),
        or(isNull(totpFactors.last_step), lt(totpFactors.last_step, step)),
        confirm ? isNull(totpFactors.confirmed_at) : isNotNull(totpFactors.confirmed_at),
      ),
    )
    .returning({ user_id: totpFactors.user_id });
  return rows.length > 0;
}

export async function deleteTotp(db: Database, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  const rows = await db
    .delete(totpFactors)
    .where(eq(totpFactors.user_id, userId))
    .returning({ user_id: totpFactors.user_id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db
    .insert(recoveryCodes)
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** Uses up an unused recovery code of the user's; false when there is none with that hash. */
export async function useRecoveryCode(db: Database, userId: number, hash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hash),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.total ?? 0;
}

export async function readAuthSettings(db: Database) {
  const [row] = await db.select().from(authSettings).where(eq(authSettings.id, 1));
  return { require_totp_for_admins: row?.require_totp_for_admins ?? false };
}

export async function writeAuthSettings(db: Database, requireTotpForAdmins: boolean) {
  await db
    .insert(authSettings)
    .values({ id: 1, require_totp_for_admins: requireTotpForAdmins })
    .onConflictDoUpdate({
      target: authSettings.id,
      set: { require_totp_for_admins: requireTotpForAdmins, updated_at: sql`now()` },
    });
}
