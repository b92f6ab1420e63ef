import { sql } from 'drizzle-orm';
import { STANDARD_VEHICLE_SEATS } from '@shared/trips/vehicles';
import { type Database, queryRows } from '../../db/client';
import { operators } from '../../db/schema';

/**
 * The vehicle sizes the market offers (docs/product.md#large-groups): every seat count a verified
 * company declares in its fleet, smallest first; the standard set while no company declares any
 * (docs/decisions/043-vehicles-from-real-fleets.md).
 */
export async function readMarketVehicleSizes(db: Database): Promise<number[]> {
  const rows = await queryRows<{ seats: number | string }>(
    db,
    sql`select distinct (vehicle->>'seats')::int as seats
        from ${operators}, jsonb_array_elements(${operators.fleet}) as vehicle
        where ${operators.status} = 'verified' and (vehicle->>'seats')::int > 0
        order by 1`,
  );
  return rows.length > 0 ? rows.map((row) => Number(row.seats)) : [...STANDARD_VEHICLE_SEATS];
}

/**
 * How long the trip plan keeps the sizes: `/trips/plan` is asked as the customer types and has a
 * p99 target of 5 ms; a fleet change reaches the form within this time. Matching reads afresh.
 */
export const MARKET_SIZES_TTL_MS = 60_000;

const cached = new WeakMap<Database, { at: number; sizes: Promise<number[]> }>();

/** The market's sizes, read at most once per MARKET_SIZES_TTL_MS per database. */
export function loadMarketVehicleSizes(db: Database, now = Date.now()): Promise<number[]> {
  const entry = cached.get(db);
  if (entry && now - entry.at < MARKET_SIZES_TTL_MS) return entry.sizes;
  const sizes = readMarketVehicleSizes(db);
  cached.set(db, { at: now, sizes });
  // A failed read is not kept: the next request asks again.
  sizes.catch(() => cached.delete(db));
  return sizes;
}
