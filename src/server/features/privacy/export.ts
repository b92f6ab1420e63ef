import type { Database } from '../../db/client';
import { PERSONAL_DATA_HOLDERS } from './holders';

/**
 * The customer's data as one JSON document (docs/product.md#my-requests-and-privacy): the
 * address, when it was exported, and one section per personal-data holder.
 */
export async function exportPersonalData(
  db: Database,
  email: string,
  leadIds: number[],
  now = new Date(),
): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = { email, exported_at: now.toISOString() };
  for (const holder of PERSONAL_DATA_HOLDERS) {
    document[holder.section] = leadIds.length === 0 ? [] : await holder.exportForLeads(db, leadIds);
  }
  return document;
}
