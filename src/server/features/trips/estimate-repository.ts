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
import { insertRows } from '../../db/insert-rows';
import { leadEstimates, operators, siteSettings } from '../../db/schema';
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

type SimilarRow = {
  /** The position of the bands asked for. */
  at: number;
  quotes: number | string;
  q1: number | string | null;
  median: number | string | null;
  q3: number | string | null;
};

/** Quotes received for leads in the same bands, and their quartiles in euro. */
export type SimilarQuotes = { count: number; q1: number; median: number; q3: number };

/**
 * What an estimate reads (docs/product.md#price-estimate): the rate card, the quotes for similar
 * trips, and the bases of the verified companies (for the empty running from the nearest).
 * `databaseEstimateReads` asks the database each time; the app answers from memory
 * (estimate-cache.ts, docs/decisions/042-estimate-inputs-in-memory.md).
 */
export type EstimateReads = {
  rateCard: () => Promise<RateCard>;
  similarQuotes: (bands: TripBands) => Promise<SimilarQuotes | null>;
  /** `similarQuotes` of several trips' bands in one read (a job batch's leads), in their order. */
  similarQuotesOfBands: (bands: TripBands[]) => Promise<(SimilarQuotes | null)[]>;
  verifiedBases: () => Promise<LatLng[]>;
};

async function readRateCardInForce(db: Database): Promise<RateCard> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, RATE_CARD_KEY));
  return toRateCard(row?.value).card;
}

/**
 * The quartiles of the quotes received (and not withdrawn) for leads in the same five bands
 * (`lead_estimates_similar_idx`), for each set of bands asked, in one statement; null where
 * there are none.
 */
async function readSimilarQuotes(
  db: Database,
  asked: TripBands[],
): Promise<(SimilarQuotes | null)[]> {
  if (asked.length === 0) return [];
  const column = <Key extends keyof TripBands>(key: Key) => asked.map((bands) => bands[key]);
  const rows = await queryRows<SimilarRow>(
    db,
    sql`
    select w.at, count(*) as quotes,
      percentile_cont(0.25) within group (order by q.price_cents) / 100.0 as q1,
      percentile_cont(0.5) within group (order by q.price_cents) / 100.0 as median,
      percentile_cont(0.75) within group (order by q.price_cents) / 100.0 as q3
    from unnest(${sql.param(asked.map((_, at) => at))}::int[],
        ${sql.param(column('distance_band'))}::text[], ${sql.param(column('days_band'))}::text[],
        ${sql.param(column('group_band'))}::text[], ${sql.param(column('month'))}::int[],
        ${sql.param(column('region'))}::text[])
        as w(at, distance_band, days_band, group_band, month, region)
      join lead_estimates e on e.distance_band = w.distance_band and e.days_band = w.days_band
        and e.group_band = w.group_band and e.month = w.month and e.region = w.region
      join quotes q on q.lead_id = e.lead_id
      join lead_invites i on i.id = q.invite_id and i.status <> 'declined'
    group by w.at
  `,
  );
  const found: (SimilarQuotes | null)[] = asked.map(() => null);
  for (const row of rows) {
    const count = Number(row.quotes);
    if (count === 0 || row.q1 === null || row.median === null || row.q3 === null) continue;
    found[Number(row.at)] = {
      count,
      q1: Number(row.q1),
      median: Number(row.median),
      q3: Number(row.q3),
    };
  }
  return found;
}

/** The bases of the verified companies. */
function readVerifiedBases(db: Database): Promise<LatLng[]> {
  return db
    .select({ lat: operators.base_lat, lng: operators.base_lng })
    .from(operators)
    .where(eq(operators.status, 'verified'));
}

export function databaseEstimateReads(db: Database): EstimateReads {
  return {
    rateCard: () => readRateCardInForce(db),
    similarQuotes: async (bands) => (await readSimilarQuotes(db, [bands]))[0] ?? null,
    similarQuotesOfBands: (bands) => readSimilarQuotes(db, bands),
    verifiedBases: () => readVerifiedBases(db),
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
export async function insertLeadEstimates(
  db: Database,
  records: LeadEstimateRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const keys = [
    'lead_id',
    'low',
    'high',
    'typical',
    'source',
    'based_on',
    'distance_band',
    'days_band',
    'group_band',
    'month',
    'region',
  ] as const;
  await db.execute(
    sql`${insertRows(leadEstimates, keys, records)} on conflict (lead_id) do nothing`,
  );
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
