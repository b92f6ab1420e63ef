import type { FastifyInstance } from 'fastify';
import { leadEstimates, quotes } from '../db/schema';
import type { LeadRow } from '../features/leads/repository';
import { inDays, seedLeads } from './leads';
import { inviteOperator, seedOperator } from './marketplace';

type EstimateRow = typeof leadEstimates.$inferInsert;

/**
 * A lead with its recorded estimate (`estimate` overrides a rate-card one at €150 in the bands
 * of a June day from Cork) and one quote per price (euro), each from a new company; `withdrawn`
 * marks the invitations declined, as a company withdrawing its quote does.
 */
export async function seedEstimatedLead(
  app: FastifyInstance,
  prices: number[],
  estimate: Partial<Omit<EstimateRow, 'lead_id'>> = {},
  { withdrawn = false } = {},
): Promise<LeadRow> {
  const [lead] = await seedLeads(app, [{}]);
  const typical = estimate.typical ?? 150;
  await app.db.insert(leadEstimates).values({
    lead_id: lead!.id,
    low: typical - 50,
    high: typical + 50,
    typical,
    source: 'rate_card',
    based_on: 0,
    distance_band: '150–300 km',
    days_band: '1 day',
    group_band: '34–53 people',
    month: 6,
    region: 'Munster',
    ...estimate,
  });
  for (const price of prices) {
    const company = await seedOperator(app.db);
    const { invite } = await inviteOperator(app, lead!.id, company.id, {
      status: withdrawn ? 'declined' : 'quoted',
    });
    await app.db.insert(quotes).values({
      invite_id: invite.id,
      lead_id: lead!.id,
      operator_id: company.id,
      price_cents: price * 100,
      vehicle_type: 'Coach',
      seats: 53,
      valid_until: inDays(30),
    });
  }
  return lead!;
}
