import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** 5 failures per email or 20 per address in 15 minutes (docs/product.md#signing-in-and-out). */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);

async function secondsUntilAllowed(
  db: Database,
  where: ReturnType<typeof eq>,
  limit: number,
): Promise<number | null> {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.created_at) })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.created_at, windowStart())));
  if (!row || row.failures < limit || !row.oldest) return null;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - Date.now()) / 1000));
}

/** Seconds the caller must wait before trying again, or null when a sign-in may be attempted. */
export async function loginRetryAfter(db: Database, email: string, ip: string) {
  const byEmail = await secondsUntilAllowed(
    db,
    eq(loginFailures.email, email),
    MAX_FAILURES_PER_EMAIL,
  );
  const byIp = await secondsUntilAllowed(db, eq(loginFailures.ip, ip), MAX_FAILURES_PER_IP);
  if (byEmail === null && byIp === null) return null;
  return Math.max(byEmail ?? 0, byIp ?? 0);
}

export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
        lt(loginFailures.created_at, windowStart()),
      ),
    );
}

/** A successful sign-in forgives that email's earlier failures (not the address's). */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
