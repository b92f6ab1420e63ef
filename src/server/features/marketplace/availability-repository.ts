import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEvents, operatorUnavailability } from '../../db/schema';
import type { Unavailability } from './matching-fleet';

/**
 * The companies' unavailable days as matching reads them (docs/product.md#availability), and the
 * lead history lines of the companies it skipped for them.
 */

/**
 * The ranges of the given companies that cover one of `days`, by company: one query, on the
 * index by company and last day (docs/performance.md#availability-in-matching).
 */
export async function loadUnavailability(
  db: Database,
  operatorIds: readonly number[],
  days: readonly string[],
): Promise<Map<number, Unavailability[]>> {
  const byCompany = new Map<number, Unavailability[]>();
  if (operatorIds.length === 0 || days.length === 0) return byCompany;
  const table = operatorUnavailability;
  const sorted = [...days].sort();
  const rows = await db
    .select({
      operator_id: table.operator_id,
      starts_on: table.starts_on,
      ends_on: table.ends_on,
      vehicle_type: table.vehicle_type,
      vehicle_seats: table.vehicle_seats,
    })
    .from(table)
    .where(
      and(
        inArray(table.operator_id, [...operatorIds]),
        // The bounds the index can use (ranges over before the first day are most of them);
        // the exact test per day follows.
        gte(table.ends_on, sorted[0]!),
        lte(table.starts_on, sorted[sorted.length - 1]!),
        or(...days.map((day) => and(lte(table.starts_on, day), gte(table.ends_on, day)))),
      ),
    );
  for (const row of rows) {
    const vehicle =
      row.vehicle_type !== null && row.vehicle_seats !== null
        ? { type: row.vehicle_type, seats: row.vehicle_seats }
        : null;
    const ranges = byCompany.get(row.operator_id) ?? [];
    ranges.push({ starts_on: row.starts_on, ends_on: row.ends_on, vehicle });
    byCompany.set(row.operator_id, ranges);
  }
  return byCompany;
}

/**
 * A 'skipped' history event per company (to_value: company, from_value: why), once per lead and
 * reason however many waves skip it again.
 */
export async function recordSkipped(
  db: Database,
  leadId: number,
  skipped: { companyName: string; reason: string }[],
): Promise<void> {
  if (skipped.length === 0) return;
  const earlier = await db
    .select({ company: leadEvents.to_value, reason: leadEvents.from_value })
    .from(leadEvents)
    .where(and(eq(leadEvents.lead_id, leadId), eq(leadEvents.kind, 'skipped')));
  const seen = new Set(earlier.map((event) => `${event.company}\n${event.reason}`));
  const fresh = skipped.filter((skip) => !seen.has(`${skip.companyName}\n${skip.reason}`));
  if (fresh.length === 0) return;
  await db.insert(leadEvents).values(
    fresh.map((skip) => ({
      lead_id: leadId,
      kind: 'skipped' as const,
      to_value: skip.companyName,
      from_value: skip.reason,
    })),
  );
}
