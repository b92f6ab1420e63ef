import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEvents, leadInvites, leads, operators } from '../../db/schema';
import { type Transports, emailMessage, queueMessages } from '../outbox';
import { PERSONAL_DATA_HOLDERS } from './holders';
import { renderErasedNoticeEmail } from './templates';

/**
 * Erasing requests' personal data (docs/product.md#my-requests-and-privacy): every holder erases
 * its part, the lead's history records who asked and when, and the company that received the
 * customer's contact details (the chosen one: invitations show none before the choice) is told
 * to erase its copy. All in one transaction; a lead already erased is skipped.
 */

/** Who asked: the customer from their link, a staff member, or the retention job. */
export type ErasedBy = { by: 'customer' } | { by: 'staff'; actorId: number } | { by: 'retention' };

export type ErasureDeps = {
  db: Database;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
};

/** Erases the leads not yet erased among `leadIds`; returns the ids it erased. */
export async function eraseLeads(
  deps: ErasureDeps,
  leadIds: number[],
  who: ErasedBy,
): Promise<number[]> {
  if (leadIds.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: leads.id, reference: leads.reference, date_of_travel: leads.date_of_travel })
      .from(leads)
      .where(and(inArray(leads.id, leadIds), isNull(leads.anonymised_at)))
      .orderBy(leads.id)
      .for('update');
    const ids = locked.map((lead) => lead.id);
    if (ids.length === 0) return [];
    const informed =
      who.by === 'retention'
        ? []
        : await tx
            .select({
              lead_id: leadInvites.lead_id,
              operator_id: operators.id,
              company_name: operators.company_name,
              email: operators.email,
            })
            .from(leadInvites)
            .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
            .where(and(inArray(leadInvites.lead_id, ids), eq(leadInvites.status, 'chosen')));
    for (const holder of PERSONAL_DATA_HOLDERS) await holder.eraseForLeads(tx, ids);
    await tx.insert(leadEvents).values(
      ids.map((id) => ({
        lead_id: id,
        kind: 'anonymised' as const,
        actor_id: who.by === 'staff' ? who.actorId : null,
        to_value: who.by,
      })),
    );
    await queueMessages(
      tx,
      deps.transports,
      informed.map((company) => {
        const lead = locked.find((row) => row.id === company.lead_id)!;
        return emailMessage(
          lead.id,
          `lead:${lead.id}:erased:company:${company.operator_id}`,
          company.email,
          renderErasedNoticeEmail(company.company_name, lead.reference, lead.date_of_travel),
        );
      }),
    );
    return ids;
  });
}
