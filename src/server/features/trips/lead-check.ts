import { likelyTolledRoads } from '@shared/trips/tolls';
import type { TripCheck } from '@shared/trips/trip-check';
import type { LeadRow } from '../leads';
import { leadPlanRequest } from './lead-plan';
import { planTripDays } from './plan';

/**
 * What a stored request's trip needs (docs/product.md#trip-check): the driver-hours verdict per
 * day from the same planner as `POST /trips/plan`, over the request's days as `leadPlanRequest`
 * reads them (the same-day return's wait until its return time included), and the tolled roads
 * its legs likely use. Null when the planner cannot follow the request (decision 041).
 */
export function leadTripCheck(lead: LeadRow): TripCheck | null {
  const request = leadPlanRequest(lead);
  if (!request || request.days.length === 0) return null;
  const planned = planTripDays(request);
  return {
    days: planned.map((day) => ({ date: day.date, verdict: day.verdict, reasons: day.reasons })),
    tolled_roads: likelyTolledRoads(request.days),
  };
}
