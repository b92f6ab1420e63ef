import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { rateLimits } from '../db/schema';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * The upsert that counts a hit, with the pruning of the key's older windows beside it as a
 * data-modifying CTE: one statement, one round trip, prepared once per database.
 */
function prepareHit(db: Database) {
  const key = sql.placeholder('key');
  const windowStart = sql.placeholder('windowStart');
  const pruned = db.$with('pruned').as(
    db
      .delete(rateLimits)
      .where(and(eq(rateLimits.key, key), lt(rateLimits.window_start, windowStart)))
      .returning({ key: rateLimits.key }),
  );
  return db
    .with(pruned)
    .insert(rateLimits)
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.window_start],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits })
    .prepare('hit_rate_limit');
}

const hitStatement = preparedPerDatabase(prepareHit);

/**
 * Counts a hit in a fixed window stored in the database, so every server instance shares the
 * count; older windows of the same key are pruned as it goes.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await hitStatement(db).execute({ key, windowStart });
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  return { allowed: (row?.hits ?? 1) <= limit, retryAfterSeconds };
}
