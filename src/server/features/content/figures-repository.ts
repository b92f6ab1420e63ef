import { eq, sql } from 'drizzle-orm';
import type { FigureThresholds, LiveFigures } from '@shared/content/figures-schema';
import { type Database, queryRows } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The site_settings key of the figures' thresholds (docs/decisions/027-live-figures.md). */
export const FIGURE_THRESHOLDS_KEY = 'figure_thresholds';

type FiguresRow = {
  verified_companies: number | string;
  counties_covered: number | string;
  requests_this_month: number | string;
  quotes_this_month: number | string;
  rating_average: number | string | null;
  rating_count: number | string;
  thresholds: unknown;
};

/**
 * Every live figure and the stored thresholds in one round trip
 * (docs/product.md#figures-shown-to-visitors). "This month" starts on the 1st at midnight, Irish
 * time. Verified companies are those with status `verified` (a suspended one is not); the
 * leads count leaves spam out and is served by `leads_created_at_idx`.
 */
export async function readLiveFigures(
  db: Database,
): Promise<{ live: LiveFigures; storedThresholds: unknown }> {
  const monthStart = sql`date_trunc('month', now() at time zone 'Europe/Dublin') at time zone 'Europe/Dublin'`;
  const [row] = await queryRows<FiguresRow>(
    db,
    sql`
    select
      (select count(*) from operators where status = 'verified') as verified_companies,
      (select count(distinct county) from operators, unnest(operators.counties) as county
        where operators.status = 'verified') as counties_covered,
      (select count(*) from leads where not is_spam and created_at >= ${monthStart})
        as requests_this_month,
      (select count(*) from quotes where created_at >= ${monthStart}) as quotes_this_month,
      ratings.rating_average,
      ratings.rating_count,
      (select value from site_settings where key = ${FIGURE_THRESHOLDS_KEY}) as thresholds
    from (select avg(score) as rating_average, count(*) as rating_count from operator_ratings)
      as ratings
  `,
  );
  if (!row) throw new Error('the figures query answered no row');
  const average = row.rating_average === null ? null : Number(row.rating_average);
  return {
    live: {
      verified_companies: Number(row.verified_companies),
      counties_covered: Number(row.counties_covered),
      requests_this_month: Number(row.requests_this_month),
      quotes_this_month: Number(row.quotes_this_month),
      average_rating: {
        value: average === null ? null : Math.round(average * 10) / 10,
        count: Number(row.rating_count),
      },
    },
    storedThresholds: row.thresholds,
  };
}

/** Stores the thresholds, recording who set them. */
export async function saveFigureThresholds(
  db: Database,
  thresholds: FigureThresholds,
  userId: number,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: FIGURE_THRESHOLDS_KEY, value: thresholds, updated_by: userId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: thresholds, updated_by: userId, updated_at: sql`now()` },
    });
}

export async function deleteFigureThresholds(db: Database): Promise<void> {
  await db.delete(siteSettings).where(eq(siteSettings.key, FIGURE_THRESHOLDS_KEY));
}
