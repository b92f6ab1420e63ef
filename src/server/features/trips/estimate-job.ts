import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { type JobHandler, payloadNumber } from '../../jobs/worker';
import { loadMarketVehicleSizes } from '../marketplace';
import { recordLeadEstimate } from './estimate';
import type { EstimateReads } from './estimate-repository';
import { leadPlanRequest } from './lead-plan';
import { planTripDays, plannedTripFacts } from './plan';

/**
 * 'lead.estimate' {lead_id}: records the price estimate of a lead just sent, queued with its
 * confirmation (docs/product.md#price-estimate). The lead's days are planned as `POST
 * /trips/plan` plans them and estimated from the same inputs, so the record is the range the
 * form showed. Spam, a request without a distance and one with a place not on a map are never
 * estimated; a retried job keeps the first record.
 */
export function estimateJobHandlers(
  db: Database,
  reads: EstimateReads,
): Record<string, JobHandler> {
  return {
    'lead.estimate': async (job) => {
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.id, payloadNumber(job, 'lead_id')));
      // No distance (places typed, not chosen): an estimate would be the minimum charge, not a guide.
      if (!lead || lead.is_spam || lead.distance <= 0) return;
      const plan = leadPlanRequest(lead);
      if (!plan) return;
      const sizes = await loadMarketVehicleSizes(db);
      await recordLeadEstimate(
        db,
        reads,
        lead.id,
        plannedTripFacts(plan, planTripDays(plan), sizes),
      );
    },
  };
}
