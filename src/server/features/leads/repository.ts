import { eq } from 'drizzle-orm';
import type { Lead, ValidLeadRequest } from '@shared/leads';
import type { Database } from '../../db/client';
import { jobs, leadEvents, leads } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;

export type NewLead = Omit<ValidLeadRequest, 'website' | 'form_elapsed_ms'> & {
  is_spam: boolean;
  client_ip_hash: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
};

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    mobile_number: row.mobile_number,
    pickup_location: row.pickup_location,
    dropoff_location: row.dropoff_location,
    pickup_lat: row.pickup_lat,
    pickup_lng: row.pickup_lng,
    dropoff_lat: row.dropoff_lat,
    dropoff_lng: row.dropoff_lng,
    date_of_travel: row.date_of_travel,
    pickup_time: row.pickup_time,
    group_type: row.group_type,
    vehicle_selected: row.vehicle_selected,
    additional_info: row.additional_info,
    number_of_people: row.number_of_people,
    distance: row.distance,
    is_return_trip: row.is_return_trip,
    return_date: row.return_date,
    return_time: row.return_time,
    slug: row.slug,
    status: row.status,
    priority: row.priority,
    assigned_to: row.assigned_to,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Stores the lead and, unless it is spam, its 'lead.created' job in one transaction, so a lead
 * is never stored without the work that follows it. Returns null when the idempotency key is
 * already taken (by a committed or concurrent request).
 */
export async function insertLeadWithJob(db: Database, lead: NewLead): Promise<LeadRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.idempotency_key })
      .returning();
    if (!row) return null;
    await tx.insert(leadEvents).values({ lead_id: row.id, kind: 'created' });
    if (!row.is_spam) {
      await tx.insert(jobs).values({ kind: 'lead.created', payload: { lead_id: row.id } });
    }
    return row;
  });
}

export async function findLeadByIdempotencyKey(
  db: Database,
  key: string,
): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotency_key, key));
  return row;
}
