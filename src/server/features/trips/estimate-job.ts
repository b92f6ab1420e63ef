import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { type JobHandler, payloadNumber } from '../../jobs/worker';
import { recordLeadEstimate } from './estimate';
import { leadTripFacts } from './lead-trip';

/**
 * 'lead.estimate' {lead_id}: records the price estimate of a lead just sent, queued with its
 * confirmation (docs/product.md#price-estimate). Spam and a request without a distance are never
 * estimated; a retried job keeps the first record.
 */
export function estimateJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    'lead.estimate': async (job) => {
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.id, payloadNumber(job, 'lead_id')));
      // No distance (places typed, not chosen): an estimate would be the minimum charge, not a guide.
      if (!lead || lead.is_spam || lead.distance <= 0) return;
      await recordLeadEstimate(db, lead.id, leadTripFacts(lead));
    },
  };
}
