import type { Database } from '../../db/client';
import * as bookings from '../bookings';
import * as conversations from '../conversations';
import { eraseRequests, exportRequests } from './requests-holder';

/**
 * Every feature that keeps a customer's personal data about their requests, in ONE list: the
 * export (`GET /my/{token}/export`) and the erasure (customer, admin, retention job) go through
 * it, so a feature that starts keeping personal data is covered by adding itself here
 * (docs/product.md#my-requests-and-privacy, decision 044).
 *
 * The contract of a holder:
 * - `section`: the key its data has in the export (`requests`, `messages`, `bookings`…), unique.
 * - `exportForLeads(db, leadIds)`: everything it holds about those leads that concerns the
 *   customer, as JSON-ready values (ISO strings for instants), in a stable order. Read-only.
 * - `eraseForLeads(tx, leadIds)`: inside the caller's transaction, removes the customer's contact
 *   details and free text from its rows for those leads (overwrite or delete), keeps anonymous
 *   figures (dates, counties, group sizes, prices, statuses) and sends nothing: the caller records
 *   the erasure in the lead's history and tells the companies. It must be idempotent (the
 *   retention job may meet a lead twice) and must not depend on another holder having run.
 *
 * Order: the requests' own holder runs LAST on erasure, so the others still find the lead's
 * contact details (e.g. to recognise the customer's address in their rows) while they run.
 */
export type PersonalDataHolder = {
  section: string;
  exportForLeads: (db: Database, leadIds: number[]) => Promise<unknown[]>;
  /** What it resolves to (a count, nothing) is not used. */
  eraseForLeads: (tx: Database, leadIds: number[]) => Promise<unknown>;
};

export const PERSONAL_DATA_HOLDERS: readonly PersonalDataHolder[] = [
  // The questions before choosing, both sides' text (docs/product.md#questions-before-choosing).
  {
    section: 'messages',
    exportForLeads: conversations.exportForLeads,
    eraseForLeads: conversations.eraseForLeads,
  },
  // The bookings: both parties' contacts, the driver's details, reasons, the terms' acceptance
  // (docs/product.md#bookings).
  {
    section: 'bookings',
    exportForLeads: bookings.exportForLeads,
    eraseForLeads: bookings.eraseForLeads,
  },
  { section: 'requests', exportForLeads: exportRequests, eraseForLeads: eraseRequests },
];
