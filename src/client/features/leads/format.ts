import { formatDistanceKm } from '@shared/places/places';

export { formatDateTime, formatDate as formatTravelDate } from '@shared/dates';

/**
 * Kilometres to 2 decimals; 'Not calculated' when the form sent 0 (docs/product.md#lead-detail).
 */
export function formatDistance(km: number): string {
  return km > 0 ? `${formatDistanceKm(km)} km` : 'Not calculated';
}
