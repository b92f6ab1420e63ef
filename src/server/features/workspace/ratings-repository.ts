import { and, desc, eq, sql } from 'drizzle-orm';
import { toPage } from '@shared/http';
import {
  type CompanyRating,
  type CompanyRatingPage,
  RATING_REPLY_ERRORS,
} from '@shared/workspace/ratings';
import type { Database } from '../../db/client';
import { leads, operatorRatings, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';

/**
 * The company's ratings and its one public reply to each (docs/product.md#workspace-ratings).
 * Every query names the company: another company's rating is not found, whatever its id.
 */

function selectCompanyRatings(db: Database, operatorId: number, ratingId?: number) {
  return db
    .select({
      rating: operatorRatings,
      reference: leads.reference,
      pickup_location: leads.pickup_location,
      dropoff_location: leads.dropoff_location,
      date_of_travel: leads.date_of_travel,
      replied_by_name: users.name,
    })
    .from(operatorRatings)
    .innerJoin(leads, eq(leads.id, operatorRatings.lead_id))
    .leftJoin(users, eq(users.id, operatorRatings.replied_by))
    .where(
      and(
        eq(operatorRatings.operator_id, operatorId),
        ratingId === undefined ? undefined : eq(operatorRatings.id, ratingId),
      ),
    )
    .orderBy(desc(operatorRatings.created_at), desc(operatorRatings.id))
    .$dynamic();
}

type RatingRow = Awaited<ReturnType<typeof selectCompanyRatings>>[number];

function toCompanyRating(row: RatingRow): CompanyRating {
  const { rating } = row;
  return {
    id: rating.id,
    reference: row.reference,
    pickup_location: row.pickup_location,
    dropoff_location: row.dropoff_location,
    date_of_travel: row.date_of_travel,
    score: rating.score,
    comment: rating.comment,
    rated_at: rating.created_at.toISOString(),
    reply: rating.replied_at
      ? {
          body: rating.reply_body,
          replied_at: rating.replied_at.toISOString(),
          replied_by: row.replied_by_name,
        }
      : null,
  };
}

export async function listCompanyRatings(
  db: Database,
  operatorId: number,
  { page, per_page: perPage }: { page: number; per_page: number },
): Promise<CompanyRatingPage> {
  const [rows, [counted]] = await Promise.all([
    selectCompanyRatings(db, operatorId)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(operatorRatings)
      .where(eq(operatorRatings.operator_id, operatorId)),
  ]);
  return toPage(rows.map(toCompanyRating), counted?.total ?? 0, page, perPage);
}

/**
 * The company's reply, once: the rating's row is locked so of two replies at the same moment one
 * is stored and the other answers 409.
 */
export async function replyToRating(
  db: Database,
  {
    operatorId,
    userId,
    ratingId,
    body,
  }: {
    operatorId: number;
    userId: number;
    ratingId: number;
    body: string;
  },
): Promise<CompanyRating> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ replied_at: operatorRatings.replied_at })
      .from(operatorRatings)
      .where(and(eq(operatorRatings.id, ratingId), eq(operatorRatings.operator_id, operatorId)))
      .for('update');
    if (!locked) throw notFound(RATING_REPLY_ERRORS.notFound);
    if (locked.replied_at) throw conflict(RATING_REPLY_ERRORS.alreadyReplied);
    await tx
      .update(operatorRatings)
      .set({ reply_body: body, replied_at: sql`now()`, replied_by: userId })
      .where(eq(operatorRatings.id, ratingId));
    const [row] = await selectCompanyRatings(tx, operatorId, ratingId);
    return toCompanyRating(row!);
  });
}
