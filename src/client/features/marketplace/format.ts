import { irishToday } from '@shared/dates';
import type { OperatorStatus } from '@shared/marketplace/operators';
import type { InviteStatus, Quote } from '@shared/marketplace/quotes';

export { formatDateTime, formatDate as formatTravelDate } from '@shared/dates';
export { irishToday };

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const wholeEuro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** '€1,250' for whole euros, '€1,250.50' otherwise. */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? wholeEuro.format(amount) : euro.format(amount);
}

/** A quote stands until the end of its last valid day. */
export function isQuoteExpired(quote: Pick<Quote, 'valid_until'>, today = irishToday()): boolean {
  return quote.valid_until < today;
}

export const operatorStatusLabels: Record<OperatorStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  suspended: 'Suspended',
};

export const inviteStatusLabels: Record<InviteStatus, string> = {
  invited: 'Invited',
  quoted: 'Quoted',
  declined: 'Declined',
  chosen: 'Chosen',
  not_chosen: 'Not chosen',
};

export const INCLUSIONS = [
  ['includes_driver', 'Driver'],
  ['includes_tolls', 'Tolls'],
  ['includes_parking', 'Parking'],
  ['includes_waiting_time', 'Waiting time'],
] as const;

/** '4.6 (12 ratings)', or 'New' before the first rating. */
export function describeRating(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'New';
  return `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** Whether a place's text already says its county ('Mallow, Co. Cork'), so it is not shown twice. */
export function namesCounty(place: string, county: string): boolean {
  const name = county.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(Co\\.?|County)\\s+${name}\\b`, 'i').test(place);
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
