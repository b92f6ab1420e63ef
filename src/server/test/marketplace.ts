import type { FleetVehicle } from '@shared/marketplace/operators';
import type { Database } from '../db/client';
import { leadInvites, operators } from '../db/schema';
import { signLink } from '../lib/signed-links';

export type OperatorRow = typeof operators.$inferSelect;
export type InviteRow = typeof leadInvites.$inferSelect;
type OperatorInsert = typeof operators.$inferInsert;

let seeded = 0;

/**
 * Inserts a bus company directly (no HTTP): verified, insured for years, serving Cork and Dublin
 * with one 49-seat coach, unless `overrides` say otherwise. `max_seats` follows `fleet`.
 */
export async function seedOperator(
  db: Database,
  overrides: Partial<OperatorInsert> = {},
): Promise<OperatorRow> {
  seeded += 1;
  const fleet = (overrides.fleet as FleetVehicle[] | undefined) ?? [
    { type: 'Coach', seats: 49, count: 1, amenities: ['toilet', 'luggage'] },
  ];
  const [row] = await db
    .insert(operators)
    .values({
      company_name: `Coaches ${seeded} Ltd`,
      contact_name: `Contact ${seeded}`,
      email: `operator${seeded}@example.ie`,
      phone: '021 400 0000',
      licence_number: `RPTO-${1000 + seeded}`,
      insurance_expires_on: '2099-12-31',
      base_location: 'Cork, County Cork',
      base_county: 'Cork',
      base_lat: 51.8985,
      base_lng: -8.4756,
      counties: ['Cork', 'Dublin'],
      status: 'verified',
      verified_at: new Date(),
      max_seats: Math.max(...fleet.map((vehicle) => vehicle.seats)),
      ...overrides,
      fleet,
    })
    .returning();
  return row!;
}

/**
 * Invites a company to quote for a lead, as the matching job does, and returns the invitation
 * with the company's link token (signed with the app's link secret).
 */
export async function inviteOperator(
  app: { db: Database; linkSecret: string },
  leadId: number,
  operatorId: number,
  overrides: Partial<typeof leadInvites.$inferInsert> = {},
): Promise<{ invite: InviteRow; token: string }> {
  const [invite] = await app.db
    .insert(leadInvites)
    .values({ lead_id: leadId, operator_id: operatorId, reason: 'Serves Cork', ...overrides })
    .returning();
  return { invite: invite!, token: signLink(app.linkSecret, 'respond', invite!.id) };
}

/** The customer's comparison-page token for a lead. */
export const quotesToken = (app: { linkSecret: string }, leadId: number) =>
  signLink(app.linkSecret, 'quotes', leadId);
