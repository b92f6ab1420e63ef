import type { Database } from '../../db/client';
import type { JobHandlers } from '../../jobs/worker';
import { findLeadsOfJobs } from '../leads';
import { loadMarketVehicleSizes } from '../marketplace';
import type { TripFacts } from './estimate-bands';
import { recordLeadEstimates } from './estimate';
import type { EstimateReads } from './estimate-repository';
import { leadPlanRequest } from './lead-plan';
import { planTripDays, plannedTripFacts } from './plan';

/**
 * 'lead.estimate' {lead_id}: records the price estimate of a lead just sent, queued with its
 * confirmation (docs/product.md#price-estimate). The lead's days are planned as `POST
 * /trips/plan` plans them and estimated from the same inputs, so the record is the range the
 * form showed. Spam, a request without a distance and one with a place not on a map are never
 * estimated; a retried job keeps the first record. A batch of leads is read in one query and
 * recorded in one statement (decision 052).
 */
export function estimateJobHandlers(db: Database, reads: EstimateReads): JobHandlers {
  return {
    'lead.estimate': {
      batch: async (batch) => {
        const trips: { leadId: number; trip: TripFacts }[] = [];
        for (const lead of await findLeadsOfJobs(db, batch)) {
          // No distance (places typed, not chosen): an estimate would be the minimum charge, not a guide.
          if (lead.is_spam || lead.distance <= 0) continue;
          const plan = leadPlanRequest(lead);
          if (!plan) continue;
          const sizes = await loadMarketVehicleSizes(db);
          trips.push({ leadId: lead.id, trip: plannedTripFacts(plan, planTripDays(plan), sizes) });
        }
        await recordLeadEstimates(db, reads, trips);
      },
    },
  };
}
