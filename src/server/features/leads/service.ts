import { createHash, createHmac } from 'node:crypto';
import { irishToday } from '@shared/dates';
import { MAX_DISTANCE_KM, type ValidLeadRequest } from '@shared/leads/leads';
import { roundDistanceKm } from '@shared/places/places';
import type { Database } from '../../db/client';
import { conflict, unprocessable } from '../../lib/http-errors';
import { estimateRoute, journeyStops } from '../places';
import { type LeadRow, findLeadByIdempotencyKey, insertLeadWithJob } from './repository';

/** A person takes longer than this to fill the form; a script posting the form does not. */
export const MIN_FILL_TIME_MS = 3_000;
const MAX_DAYS_AHEAD = 2 * 366;

export type SubmitContext = { idempotencyKey?: string; clientIp: string; ipSecret: string };
export type SubmitResult = { lead: LeadRow; replayed: boolean };

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The rules that depend on today's date, so they live on the server only. */
export function checkTravelDates(lead: ValidLeadRequest, today = irishToday()): void {
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const errors: Record<string, string[]> = {};
  if (lead.date_of_travel < today) errors.date_of_travel = ['Date of Travel cannot be in the past'];
  if (lead.date_of_travel > latest)
    errors.date_of_travel = ['Date of Travel must be within 2 years'];
  if (lead.return_date && lead.return_date > latest)
    errors.return_date = ['Return Date must be within 2 years'];
  // Days are in date order (the schema checks), so only the first can be before today and only
  // the last after the latest; each is named on its own field all the same.
  lead.itinerary?.forEach((day, index) => {
    if (day.date < today) errors[`itinerary.${index}.date`] = ['This day is in the past'];
    if (day.date > latest) errors[`itinerary.${index}.date`] = ['This day must be within 2 years'];
  });
  if (Object.keys(errors).length > 0) throw unprocessable('The given data was invalid.', errors);
}

export function isSpam(lead: ValidLeadRequest): boolean {
  if (lead.website && lead.website.trim() !== '') return true;
  // Only judged when the form sent its timing: other API clients following the contract are not spam.
  return lead.form_elapsed_ms !== undefined && lead.form_elapsed_ms < MIN_FILL_TIME_MS;
}

/** What makes two requests "the same" for idempotency: the lead, not the spam signals. */
function requestHash(lead: Omit<ValidLeadRequest, 'website' | 'form_elapsed_ms'>): string {
  return createHash('sha256').update(JSON.stringify(lead)).digest('hex');
}

/**
 * The distance to store: the customer's when they calculated one; otherwise, when both places
 * were chosen with coordinates, the offline estimate of the same journey (round trip included),
 * so staff and companies never see "Not calculated" for places we know (docs/product.md#distance).
 */
export function distanceToStore(lead: Omit<ValidLeadRequest, 'website' | 'form_elapsed_ms'>) {
  if (lead.distance > 0) return lead.distance;
  if (lead.itinerary) {
    // Every day's legs, each day from its own first stop (docs/product.md#itinerary).
    const total = lead.itinerary.reduce(
      (sum, day) => sum + estimateRoute(day.stops).distance_km,
      0,
    );
    return total <= MAX_DISTANCE_KM ? roundDistanceKm(total) : lead.distance;
  }
  const { pickup_lat, pickup_lng, dropoff_lat, dropoff_lng } = lead;
  if (pickup_lat == null || pickup_lng == null || dropoff_lat == null || dropoff_lng == null)
    return lead.distance;
  const stops = journeyStops(
    { lat: pickup_lat, lng: pickup_lng },
    { lat: dropoff_lat, lng: dropoff_lng },
    lead.is_return_trip,
  );
  const estimate = estimateRoute(stops).distance_km;
  // Coordinates far outside Ireland are not a journey we quote for: left as not calculated.
  return estimate <= MAX_DISTANCE_KM ? estimate : lead.distance;
}

/** Stores a quote request. Retries with the same Idempotency-Key return the first lead. */
export async function submitLead(
  db: Database,
  input: ValidLeadRequest,
  context: SubmitContext,
): Promise<SubmitResult> {
  checkTravelDates(input);
  const { website: _honeypot, form_elapsed_ms: _elapsed, ...lead } = input;
  const hash = requestHash(lead);
  const key = context.idempotencyKey ?? null;
  const row = await insertLeadWithJob(db, {
    ...lead,
    distance: distanceToStore(lead),
    is_spam: isSpam(input),
    client_ip_hash: createHmac('sha256', context.ipSecret).update(context.clientIp).digest('hex'),
    idempotency_key: key,
    request_hash: key ? hash : null,
  });
  if (row) return { lead: row, replayed: false };
  const existing = key ? await findLeadByIdempotencyKey(db, key) : undefined;
  if (!existing) throw new Error('idempotent insert conflicted but no lead holds the key');
  if (existing.request_hash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different request');
  }
  return { lead: existing, replayed: true };
}
