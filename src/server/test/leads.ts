import type { FastifyInstance } from 'fastify';
import { leads } from '../db/schema';
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
