import { useQuery } from '@tanstack/react-query';
import { groupVehiclesSchema, type GroupVehicles } from '@shared/trips/plan';
import { apiGet } from '@/lib/api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** A head count settles before the vehicles are asked: typing 120 is not three requests. */
const VEHICLES_DEBOUNCE_MS = 400;

/**
 * The vehicles the group needs, from the sizes companies declare (docs/product.md#large-groups);
 * null while the head count is unknown or the server does not answer — the note helps, it never
 * stops a request.
 */
export function useGroupVehicles(people: number | null): GroupVehicles | null {
  const asked = useDebouncedValue(people, VEHICLES_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['group-vehicles', asked],
    queryFn: async () =>
      groupVehiclesSchema.parse(
        await apiGet<unknown>(`/trips/vehicles?number_of_people=${asked!}`),
      ),
    enabled: asked !== null,
    retry: false,
    staleTime: 60_000,
  });
  return people === null || asked !== people ? null : (query.data ?? null);
}
