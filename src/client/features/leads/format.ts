import { formatDistanceKm } from '@shared/places/places';

export { formatDateTime, formatTravelDate } from '@/lib/dates';

/** Spec §7: kilometres to 2 decimals; 'Not calculated' when the form sent 0. */
export function formatDistance(km: number): string {
  return km > 0 ? `${formatDistanceKm(km)} km` : 'Not calculated';
}
