import type { Database } from '../../db/client';
import { eraseLeadMessages, listLeadMessages } from './repository';

/**
 * The privacy rights' hooks into the threads (docs/product.md#questions-before-choosing): what
 * a customer's export holds of their messages, and the erasure of their text.
 */

export type ExportedMessage = {
  lead_id: number;
  company_name: string;
  sender: 'customer' | 'company';
  /** As sent; null once erased. */
  body: string | null;
  created_at: string;
};

/** Every message on these leads, both sides, as sent (it is the customer's own thread). */
export async function exportForLeads(
  db: Database,
  leadIds: readonly number[],
): Promise<ExportedMessage[]> {
  if (leadIds.length === 0) return [];
  const rows = await listLeadMessages(db, leadIds);
  return rows.map((row) => ({
    lead_id: row.lead_id,
    company_name: row.company_name,
    sender: row.sender,
    body: row.erased_at ? null : row.body,
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * Empties the text of every message on these leads (both sides: a company's answer quotes and
 * addresses the customer); the rows stay, so counts and times remain. Returns how many were erased.
 */
export async function eraseForLeads(tx: Database, leadIds: readonly number[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  return eraseLeadMessages(tx, leadIds);
}
