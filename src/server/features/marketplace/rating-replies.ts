import { and, asc, desc, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { PUBLIC_REPLIES_PER_COMPANY, type PublicRatingReply } from '@shared/marketplace/quotes';
import type { Database } from '../../db/client';
import { operatorRatings } from '../../db/schema';

/**
 * The companies' public replies to their ratings (docs/product.md#ratings): for each company, its
 * latest few, with the score and the date of the rating each answers. An erased request's reply
 * (its text removed with the customer's data) is not shown.
 */
export async function listPublicReplies(
  db: Database,
  operatorIds: number[],
): Promise<PublicRatingReply[]> {
  if (operatorIds.length === 0) return [];
  const ranked = db
    .select({
      operator_id: operatorRatings.operator_id,
      score: operatorRatings.score,
      rated_at: operatorRatings.created_at,
      body: operatorRatings.reply_body,
      replied_at: operatorRatings.replied_at,
      rank: sql<number>`row_number() over (partition by ${operatorRatings.operator_id} order by ${operatorRatings.replied_at} desc, ${operatorRatings.id} desc)`.as(
        'rank',
      ),
    })
    .from(operatorRatings)
    .where(
      and(
        inArray(operatorRatings.operator_id, [...new Set(operatorIds)]),
        isNotNull(operatorRatings.reply_body),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, PUBLIC_REPLIES_PER_COMPANY))
    .orderBy(asc(ranked.operator_id), desc(ranked.replied_at));
  return rows.map((row) => ({
    operator_id: row.operator_id,
    score: row.score,
    rated_at: row.rated_at.toISOString(),
    body: row.body!,
    replied_at: row.replied_at!.toISOString(),
  }));
}
