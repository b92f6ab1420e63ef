import { eq, sql } from 'drizzle-orm';
import type { LatLng } from '@shared/places/places';
import {
  type PriceEstimate,
  type RateCard,
  type RateCardView,
  DEFAULT_RATE_CARD,
  rateCardSchema,
} from '@shared/trips/rate-card';
import { type Database, queryRows } from '../../db/client';
import { leadEstimates, siteSettings } from '../../db/schema';
import type { TripBands } from './estimate-bands';

/** The site_settings key of the rate card (docs/decisions/039-price-estimate-and-rate-card.md). */
export const RATE_CARD_KEY = 'rate_card';

/** A stored card the schema refuses (an older shape) is read as the defaults, never an error. */
export function toRateCard(stored: unknown): { card: RateCard; isDefault: boolean } {
  const parsed = rateCardSchema.safeParse(stored);
  return parsed.success
    ? { card: parsed.data, isDefault: false }
    : { card: DEFAULT_RATE_CARD, isDefault: true };
}

export async function readRateCard(db: Database): Promise<RateCardView> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, RATE_CARD_KEY));
  const { card, isDefault } = toRateCard(row?.value);
  return {
    rate_card: card,
    is_default: isDefault,
    updated_at: row && !isDefault ? row.updated_at.toISOString() : null,
  };
}

export async function saveRateCard(db: Database, card: RateCard, userId: number): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: RATE_CARD_KEY, value: card, updated_by: userId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: card, updated_by: userId, updated_at: sql`now()` },
    });
}

type EstimateRow = {
  rate_card: unknown;
  quotes: number | string;
  q1: number | string | null;
  median: number | string | null;
  q3: number | string | null;
  base_lat: number | null;
  base_lng: number | null;
};

export type EstimateInputs = {
  card: RateCard;
  /** Quotes received for leads in the same bands, and their quartiles in euro. */
  similar: { count: number; q1: number; median: number; q3: number } | null;
  base: LatLng | null;
};

/**
 * Everything an estimate reads, in one round trip: the rate card, the quartiles of the quotes
 * received (and not withdrawn) for leads in the same five bands (`lead_estimates_similar_idx`), and the base of the
 * verified company nearest the start (by equirectangular distance, enough to rank).
 */
export async function readEstimateInputs(
  db: Database,
  bands: TripBands,
  start: LatLng | null,
): Promise<EstimateInputs> {
  // A start not placed on a map has no nearest base (and so no empty running).
  const from = start ?? { lat: 0, lng: 0 };
  const lngScale = Math.cos((from.lat * Math.PI) / 180);
  const [row] = await queryRows<EstimateRow>(
    db,
    sql`
    select
      (select value from site_settings where key = ${RATE_CARD_KEY}) as rate_card,
      alike.quotes, alike.q1, alike.median, alike.q3, base.base_lat, base.base_lng
    from (
      select count(*) as quotes,
        percentile_cont(0.25) within group (order by q.price_cents) / 100.0 as q1,
        percentile_cont(0.5) within group (order by q.price_cents) / 100.0 as median,
        percentile_cont(0.75) within group (order by q.price_cents) / 100.0 as q3
      from lead_estimates e join quotes q on q.lead_id = e.lead_id
        join lead_invites i on i.id = q.invite_id and i.status <> 'declined'
      where e.distance_band = ${bands.distance_band} and e.days_band = ${bands.days_band}
        and e.group_band = ${bands.group_band} and e.month = ${bands.month}
        and e.region = ${bands.region}
    ) as alike
    left join lateral (
      select base_lat, base_lng from operators where status = 'verified' and ${start !== null}::boolean
      order by power(base_lat - ${from.lat}::float8, 2)
        + power((base_lng - ${from.lng}::float8) * ${lngScale}::float8, 2)
      limit 1
    ) as base on true
  `,
  );
  if (!row) throw new Error('the estimate query answered no row');
  const count = Number(row.quotes);
  return {
    card: toRateCard(row.rate_card).card,
    similar:
      count > 0 && row.q1 !== null && row.median !== null && row.q3 !== null
        ? { count, q1: Number(row.q1), median: Number(row.median), q3: Number(row.q3) }
        : null,
    base:
      row.base_lat === null || row.base_lng === null
        ? null
        : { lat: row.base_lat, lng: row.base_lng },
  };
}

export type LeadEstimateRecord = TripBands & {
  lead_id: number;
  low: number;
  high: number;
  typical: number;
  source: 'quotes' | 'rate_card';
  based_on: number;
};

/** Records a lead's estimate once: a retried job keeps the first. */
export async function insertLeadEstimate(db: Database, record: LeadEstimateRecord): Promise<void> {
  await db
    .insert(leadEstimates)
    .values(record)
    .onConflictDoNothing({ target: leadEstimates.lead_id });
}

/** The estimate a lead was given when it was sent; null before its job ran, or for older leads. */
export async function findLeadEstimate(
  db: Database,
  leadId: number,
): Promise<PriceEstimate | null> {
  const [row] = await db.select().from(leadEstimates).where(eq(leadEstimates.lead_id, leadId));
  if (!row) return null;
  const { low, high, typical, source, based_on } = row;
  return { low, high, typical, currency: 'EUR', source, based_on };
}
