import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { irishToday } from '@shared/dates';
import { leadEvents, leads, messages } from '../db/schema';
import type { LeadRow } from '../features/leads/repository';

type LeadInsert = typeof leads.$inferInsert;

/** Inserts leads directly (no HTTP, no rate limit) with sensible defaults for each field. */
export async function seedLeads(
  app: FastifyInstance,
  rows: Partial<LeadInsert>[],
): Promise<LeadRow[]> {
  return app.db
    .insert(leads)
    .values(
      rows.map((row, index) => ({
        full_name: `Customer ${index}`,
        email: `customer${index}@example.ie`,
        mobile_number: '087 000 0000',
        pickup_location: 'Galway',
        dropoff_location: 'Shannon Airport',
        date_of_travel: '2030-06-01',
        pickup_time: '09:00',
        group_type: 'School Tour',
        number_of_people: 20,
        ...row,
      })),
    )
    .returning();
}

export const inDays = (days: number) => {
  const date = new Date(`${irishToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const validLead = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Aoife Ó Súilleabháin',
  email: 'aoife@example.ie',
  mobile_number: '087 123 4567',
  pickup_location: 'Cork, County Cork',
  dropoff_location: 'Croke Park, Dublin',
  date_of_travel: inDays(30),
  pickup_time: '08:30',
  group_type: 'Sports Team',
  vehicle_selected: null,
  additional_info: 'Two wheelchairs, lots of kit bags.',
  number_of_people: 45,
  distance: 256.4,
  is_return_trip: false,
  return_date: null,
  return_time: null,
  slug: '/coach-hire-cork',
  ...overrides,
});

/** A lead's history, oldest first. */
export const eventsOfLead = (app: FastifyInstance, leadId: number) =>
  app.db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.lead_id, leadId))
    .orderBy(asc(leadEvents.id));

/** The emails and texts about a lead, oldest first. */
export const messagesOfLead = (app: FastifyInstance, leadId: number) =>
  app.db.select().from(messages).where(eq(messages.lead_id, leadId)).orderBy(asc(messages.id));
