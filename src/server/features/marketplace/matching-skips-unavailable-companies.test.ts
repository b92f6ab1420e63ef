import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@shared/dates';
import type { LeadCandidates } from '@shared/marketplace/invitations';
import { operatorUnavailability } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays } from '../../test/leads';
import { useMatchingJobs } from '../../test/matching-jobs';

const { app, match, runScheduled, seedLead, corkCompany, invitesOf, invitedIds, eventsOf } =
  useMatchingJobs();

let adminAuth: ReturnType<typeof bearer>;
beforeAll(async () => {
  adminAuth = bearer(await tokenFor(app(), await createUser(app(), 1)));
});

/** The company says it cannot work those days: all of it, or one vehicle of a kind. */
async function markUnavailable(
  operatorId: number,
  starts_on: string,
  ends_on = starts_on,
  vehicle?: { type: string; seats: number },
) {
  await app()
    .db.insert(operatorUnavailability)
    .values({
      operator_id: operatorId,
      starts_on,
      ends_on,
      vehicle_type: vehicle?.type ?? null,
      vehicle_seats: vehicle?.seats ?? null,
    });
}

const skippedLines = async (leadId: number) =>
  (await eventsOf(leadId, 'skipped')).map((event) => `${event.to_value}: ${event.from_value}`);

const TRAVEL = inDays(60);
const RETURN = inDays(63);

describe('matching and the companies’ availability', () => {
  it('skips a company fully booked on the travel date, and the lead’s history says so', async () => {
    const free = await corkCompany({ company_name: 'Free Coaches' });
    const booked = await corkCompany({ company_name: 'Booked Coaches' });
    await markUnavailable(booked.id, inDays(58), inDays(60));
    const lead = await seedLead({ date_of_travel: TRAVEL });
    await match(lead.id);

    expect(await invitedIds(lead.id)).toEqual([free.id]);
    const [event] = await eventsOf(lead.id, 'skipped');
    expect(event).toMatchObject({
      to_value: 'Booked Coaches',
      from_value: `fully booked on ${formatDate(TRAVEL)}`,
      actor_id: null,
    });
  });

  it('asks for the return date of a return trip too, and for no day in between or around', async () => {
    const backBooked = await corkCompany({ company_name: 'Back Booked' });
    const between = await corkCompany({ company_name: 'Busy In Between' });
    const around = await corkCompany({ company_name: 'Busy Around' });
    await markUnavailable(backBooked.id, RETURN);
    await markUnavailable(between.id, inDays(61), inDays(62));
    await markUnavailable(around.id, inDays(50), inDays(59));
    await markUnavailable(around.id, inDays(64), inDays(70));
    const lead = await seedLead({
      date_of_travel: TRAVEL,
      is_return_trip: true,
      return_date: RETURN,
      return_time: '18:00',
    });
    await match(lead.id);

    expect((await invitedIds(lead.id)).sort()).toEqual([between.id, around.id].sort());
    expect(await skippedLines(lead.id)).toEqual([
      `Back Booked: fully booked on ${formatDate(RETURN)}`,
    ]);
  });

  it('still invites a company with one vehicle out when another big enough is free', async () => {
    const twoCoaches = await corkCompany({
      company_name: 'Two Coaches',
      fleet: [
        { type: 'Coach', seats: 49, count: 1, amenities: [] },
        { type: 'Coach', seats: 53, count: 1, amenities: [] },
      ],
    });
    const oneCoach = await corkCompany({
      company_name: 'One Coach',
      fleet: [
        { type: 'Minibus', seats: 16, count: 2, amenities: [] },
        { type: 'Coach', seats: 49, count: 1, amenities: [] },
      ],
    });
    await markUnavailable(twoCoaches.id, TRAVEL, TRAVEL, { type: 'Coach', seats: 49 });
    await markUnavailable(oneCoach.id, TRAVEL, TRAVEL, { type: 'Coach', seats: 49 });
    const lead = await seedLead({ date_of_travel: TRAVEL });
    await match(lead.id);

    const invites = await invitesOf(lead.id);
    expect(invites.map((invite) => invite.operator_id)).toEqual([twoCoaches.id]);
    // It would send the coach that is free.
    expect(invites[0]!.reason).toBe('serves Cork; 53-seat Coach; no recent leads yet');
    expect(await skippedLines(lead.id)).toEqual([
      `One Coach: no free vehicle big enough on ${formatDate(TRAVEL)}`,
    ]);
  });

  it('reads each company’s own days only', async () => {
    const first = await corkCompany({ company_name: 'First' });
    const second = await corkCompany({ company_name: 'Second' });
    await markUnavailable(first.id, TRAVEL);
    const lead = await seedLead({ date_of_travel: TRAVEL });
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual([second.id]);
    expect(await skippedLines(lead.id)).toEqual([`First: fully booked on ${formatDate(TRAVEL)}`]);
  });

  it('says it once per lead however many waves skip the company again', async () => {
    const booked = await corkCompany({ company_name: 'Booked Coaches' });
    await corkCompany();
    await markUnavailable(booked.id, TRAVEL);
    const lead = await seedLead({ date_of_travel: TRAVEL });
    await match(lead.id);
    await corkCompany();
    await runScheduled(lead.id, 'lead.widen');
    expect(await invitesOf(lead.id)).toHaveLength(2);
    expect(await skippedLines(lead.id)).toHaveLength(1);
  });

  it('gives staff the same verdict: not matching, may still be invited by hand, and why', async () => {
    const free = await corkCompany({ company_name: 'A Free Coaches' });
    const booked = await corkCompany({ company_name: 'B Booked Coaches' });
    const vehicleOut = await corkCompany({ company_name: 'C Coach Out' });
    await markUnavailable(booked.id, TRAVEL);
    await markUnavailable(vehicleOut.id, TRAVEL, TRAVEL, { type: 'Coach', seats: 49 });
    const lead = await seedLead({ date_of_travel: TRAVEL });

    const response = await app().inject({
      method: 'GET',
      url: `/api/bus-quote/${lead.id}/candidates`,
      headers: adminAuth,
    });
    expect(response.statusCode).toBe(200);
    const { candidates } = response.json<LeadCandidates>();
    const text = `fully booked on ${formatDate(TRAVEL)}`;
    expect(candidates.find((c) => c.operator_id === booked.id)).toMatchObject({
      matches: false,
      can_invite: true,
      reason: text,
      problems: [{ code: 'unavailable', text }],
    });
    expect(candidates.find((c) => c.operator_id === vehicleOut.id)).toMatchObject({
      matches: false,
      can_invite: true,
      reason: `no free vehicle big enough on ${formatDate(TRAVEL)}`,
    });

    // The verdict and the wave agree.
    const said = candidates.filter((c) => c.matches).map((c) => c.operator_id);
    expect(said).toEqual([free.id]);
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual(said);
  });

  it('names the day in the reason when staff invite a booked company by hand', async () => {
    const booked = await corkCompany({ company_name: 'Booked Coaches' });
    await markUnavailable(booked.id, TRAVEL);
    const lead = await seedLead({ date_of_travel: TRAVEL });
    const response = await app().inject({
      method: 'POST',
      url: `/api/bus-quote/${lead.id}/invitations`,
      headers: adminAuth,
      payload: { operator_ids: [booked.id] },
    });
    expect(response.statusCode).toBe(200);
    const [invite] = await invitesOf(lead.id);
    expect(invite!.reason).toMatch(
      new RegExp(`; outside the matching rules: fully booked on ${formatDate(TRAVEL)}$`),
    );
  });
});
