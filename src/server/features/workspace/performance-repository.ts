import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { leadInvites, operatorRatings, operators } from '../../db/schema';

/** A figure for this company, its peers' average of it, and how many peers have it. */
type FigureColumns<Name extends string> = Record<
  Name | `peer_${Name}` | `peers_${Name}`,
  string | number | null
>;

export type PerformanceRow = FigureColumns<
  'response_rate' | 'median_reply_minutes' | 'win_rate' | 'rating'
> & {
  invitations: string | number | null;
  answered: string | number | null;
  quoted: string | number | null;
  chosen: string | number | null;
  ratings: string | number | null;
  peer_companies: string | number;
};

type WindowOptions = {
  operatorId: number;
  now: Date;
  /** The window's first moment; null for all time. */
  since: Date | null;
  /** An unanswered invitation counts once it is older than this moment. */
  graceStart: Date;
};

const FIGURES = ['response_rate', 'median_reply_minutes', 'win_rate', 'rating'] as const;

/** Each figure for the company (`is_me`) and averaged over its peers, with how many peers have it. */
const figureColumns = sql.join(
  FIGURES.map(
    (name) =>
      sql`max(${sql.identifier(name)}) filter (where is_me) as ${sql.identifier(name)},
          avg(${sql.identifier(name)}) filter (where not is_me) as ${sql.identifier(`peer_${name}`)},
          count(${sql.identifier(name)}) filter (where not is_me) as ${sql.identifier(`peers_${name}`)}`,
  ),
  sql`, `,
);

/**
 * The company's reply record, wins and rating over one window, and the same figures averaged
 * over its peers (every other company serving one of its counties), in one statement
 * (docs/product.md#performance).
 */
export async function loadPerformanceRow(
  db: Database,
  { operatorId, now, since, graceStart }: WindowOptions,
): Promise<PerformanceRow> {
  const inWindow = (column: SQL) =>
    since === null
      ? sql`${column} <= ${now.toISOString()}::timestamptz`
      : sql`${column} between ${since.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz`;
  const answered = sql`li.responded_at is not null`;
  const [row] = await queryRows<PerformanceRow>(
    db,
    sql`with companies as (
          select id, id = ${operatorId} as is_me from ${operators}
          where id = ${operatorId}
             or counties && (select counties from ${operators} where id = ${operatorId})
        ),
        replies as (
          select c.id, c.is_me,
            count(li.id) filter (where ${answered} or li.invited_at <= ${graceStart.toISOString()}::timestamptz) as invitations,
            count(li.id) filter (where ${answered}) as answered,
            percentile_cont(0.5) within group (order by extract(epoch from li.responded_at - li.invited_at))
              filter (where ${answered}) as median_seconds,
            count(li.id) filter (where li.status = 'chosen') as chosen,
            -- A company invited but silent also ends 'not_chosen' when another is chosen: only one
            -- that answered (with its quote) counts as offered.
            count(li.id) filter (where li.status in ('quoted', 'chosen')
              or (li.status = 'not_chosen' and ${answered})) as quoted
          from companies c
          left join ${leadInvites} li on li.operator_id = c.id and ${inWindow(sql`li.invited_at`)}
          group by c.id, c.is_me
        ),
        stars as (
          select r.operator_id, avg(r.score)::float8 as average, count(*) as ratings
          from ${operatorRatings} r join companies c on c.id = r.operator_id
          where ${inWindow(sql`r.created_at`)}
          group by r.operator_id
        ),
        figures as (
          select r.is_me, r.invitations, r.answered, r.quoted, r.chosen,
            coalesce(s.ratings, 0) as ratings,
            r.answered::float8 / nullif(r.invitations, 0) as response_rate,
            r.median_seconds / 60.0 as median_reply_minutes,
            r.chosen::float8 / nullif(r.quoted, 0) as win_rate,
            s.average as rating
          from replies r left join stars s on s.operator_id = r.id
        )
        select
          max(invitations) filter (where is_me) as invitations,
          max(answered) filter (where is_me) as answered,
          max(quoted) filter (where is_me) as quoted,
          max(chosen) filter (where is_me) as chosen,
          max(ratings) filter (where is_me) as ratings,
          count(*) filter (where not is_me) as peer_companies,
          ${figureColumns}
        from figures`,
  );
  return row!;
}
