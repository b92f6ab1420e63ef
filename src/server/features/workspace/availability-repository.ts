import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { FleetVehicle } from '@shared/marketplace/operators';
import type {
  FleetKind,
  Unavailability,
  ValidUnavailabilityInput,
} from '@shared/workspace/availability';
import type { Database } from '../../db/client';
import { operatorUnavailability, operators, users } from '../../db/schema';

/**
 * A company's unavailable days (docs/product.md#availability). Every function takes the
 * company's id and filters by it: a range of another company is never found.
 */

const table = operatorUnavailability;

/** The kinds of vehicle in the company's fleet, one per type and seats. */
export async function loadFleetKinds(db: Database, operatorId: number): Promise<FleetKind[]> {
  const [row] = await db
    .select({ fleet: operators.fleet })
    .from(operators)
    .where(eq(operators.id, operatorId));
  const kinds: FleetKind[] = [];
  for (const vehicle of (row?.fleet ?? []) as FleetVehicle[]) {
    const same = kinds.find((kind) => kind.type === vehicle.type && kind.seats === vehicle.seats);
    if (same) same.count += vehicle.count;
    else kinds.push({ type: vehicle.type, seats: vehicle.seats, count: vehicle.count });
  }
  return kinds;
}

/**
 * The company's ranges not over on `today` (or the one with that `id`), soonest first, with who
 * added them; `fleet` tells whether each named vehicle is still in it.
 */
export async function listRanges(
  db: Database,
  operatorId: number,
  fleet: readonly FleetKind[],
  which: { today: string } | { id: number },
): Promise<Unavailability[]> {
  const rows = await db
    .select({ range: table, created_by_name: users.name })
    .from(table)
    .leftJoin(users, eq(users.id, table.created_by))
    .where(
      and(
        eq(table.operator_id, operatorId),
        'id' in which ? eq(table.id, which.id) : gte(table.ends_on, which.today),
      ),
    )
    .orderBy(asc(table.starts_on), asc(table.ends_on), asc(table.id));
  return rows.map(({ range, created_by_name }) => {
    const { vehicle_type: type, vehicle_seats: seats } = range;
    const vehicle = type !== null && seats !== null ? { type, seats } : null;
    return {
      id: range.id,
      starts_on: range.starts_on,
      ends_on: range.ends_on,
      vehicle,
      vehicle_in_fleet:
        vehicle === null || fleet.some((kind) => kind.type === type && kind.seats === seats),
      note: range.note,
      created_by_name,
      created_at: range.created_at.toISOString(),
    };
  });
}

export async function countUpcoming(
  db: Database,
  operatorId: number,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.operator_id, operatorId), gte(table.ends_on, today)));
  return row?.total ?? 0;
}

export async function insertUnavailability(
  db: Database,
  operatorId: number,
  userId: number,
  input: ValidUnavailabilityInput,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({
      operator_id: operatorId,
      starts_on: input.starts_on,
      ends_on: input.ends_on,
      vehicle_type: input.vehicle?.type ?? null,
      vehicle_seats: input.vehicle?.seats ?? null,
      note: input.note,
      created_by: userId,
    })
    .returning({ id: table.id });
  return row!.id;
}

/** Deletes the company's range and returns its last day; undefined when it has none with that id. */
export async function deleteUnavailability(
  db: Database,
  operatorId: number,
  id: number,
): Promise<{ ends_on: string } | undefined> {
  const [deleted] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.operator_id, operatorId)))
    .returning({ ends_on: table.ends_on });
  return deleted;
}
