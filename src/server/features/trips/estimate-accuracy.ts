import { sql } from 'drizzle-orm';
import type { AccuracyRow, EstimateAccuracy } from '@shared/trips/rate-card';
import { type Database, queryRows } from '../../db/client';

/** The report looks back this many days from now (docs/product.md#price-estimate). */
export const ACCURACY_WINDOW_DAYS = 90;

type Row = {
  source: string | null;
  distance_band: string | null;
  group_band: string | null;
  grouping: number | string;
  quotes: number | string;
  leads: number | string;
  median_ape: number | string | null;
};

const toRow = (band: string, row: Row | undefined): AccuracyRow => ({
  band,
  quotes: Number(row?.quotes ?? 0),
  leads: Number(row?.leads ?? 0),
  median_ape_percent:
    row?.median_ape == null ? null : Math.round(Number(row.median_ape) * 1000) / 10,
});

/**
 * Each quote received (and not withdrawn) for a lead estimated in the last ACCURACY_WINDOW_DAYS against the middle
 * of that lead's estimate (its typical price): the median absolute percentage error
 * |typical − quote| / quote, over
 * all, by source and by distance and group-size band, in one statement (grouping sets).
 */
export async function readEstimateAccuracy(
  db: Database,
  now = new Date(),
): Promise<EstimateAccuracy> {
  const since = new Date(now.getTime() - ACCURACY_WINDOW_DAYS * 86_400_000);
  const rows = await queryRows<Row>(
    db,
    sql`
    select e.source, e.distance_band, e.group_band,
      grouping(e.source, e.distance_band, e.group_band) as grouping,
      count(*) as quotes, count(distinct e.lead_id) as leads,
      percentile_cont(0.5) within group (
        order by abs(e.typical - q.price_cents / 100.0) / (q.price_cents / 100.0)
      ) as median_ape
    from lead_estimates e join quotes q on q.lead_id = e.lead_id
      join lead_invites i on i.id = q.invite_id and i.status <> 'declined'
    where e.created_at >= ${since.toISOString()}::timestamptz
    group by grouping sets ((), (e.source), (e.distance_band), (e.group_band))
  `,
  );
  // grouping() sets a bit per column left out: 7 = overall, 3 = by source, 5 = by distance, 6 = by group.
  const of = (bits: number) => rows.filter((row) => Number(row.grouping) === bits);
  const bySorted = (bits: number, label: (row: Row) => string | null) =>
    of(bits)
      .map((row) => toRow(label(row) ?? '', row))
      .sort((a, b) => b.quotes - a.quotes || a.band.localeCompare(b.band));
  return {
    since: since.toISOString(),
    overall: toRow('all', of(7)[0]),
    by_source: bySorted(3, (row) => row.source),
    by_distance_band: bySorted(5, (row) => row.distance_band),
    by_group_band: bySorted(6, (row) => row.group_band),
  };
}
