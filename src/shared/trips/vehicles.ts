/**
 * The vehicles a group needs (docs/product.md#trip-plan): the standard coach sizes let in Ireland
 * (docs/decisions/040-trip-plan-estimates.md), the largest first while the group is bigger than
 * it, then the smallest that takes the rest: 120 people → 2 × 53 + 1 × 16.
 */
export const STANDARD_VEHICLE_SEATS = [16, 33, 49, 53] as const;

export type VehicleCount = { seats: number; count: number };

export function chooseVehicles(
  people: number,
  sizes: readonly number[] = STANDARD_VEHICLE_SEATS,
): VehicleCount[] {
  const ascending = [...new Set(sizes)].filter((seats) => seats > 0).sort((a, b) => a - b);
  const largest = ascending[ascending.length - 1];
  if (largest === undefined || people <= 0) return [];
  const full = people > largest ? Math.floor(people / largest) : 0;
  const rest = people - full * largest;
  const counts = full > 0 ? [{ seats: largest, count: full }] : [];
  if (rest > 0) {
    const seats = ascending.find((size) => size >= rest)!;
    const same = counts.find((vehicle) => vehicle.seats === seats);
    if (same) same.count += 1;
    else counts.push({ seats, count: 1 });
  }
  return counts;
}

/** '2 × 53 + 1 × 16' (seats per vehicle), as the form, staff and companies read a split. */
export const formatVehicles = (vehicles: readonly VehicleCount[]) =>
  vehicles.map((vehicle) => `${vehicle.count} × ${vehicle.seats}`).join(' + ');

export const countVehicles = (vehicles: readonly VehicleCount[]) =>
  vehicles.reduce((total, vehicle) => total + vehicle.count, 0);
