import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadCandidates } from '@shared/marketplace/invitations';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays } from '../../test/leads';
import { inviteOperator, seedOperator } from '../../test/marketplace';
import { DUBLIN, useMatchingJobs } from '../../test/matching-jobs';

const { app, seedLead, corkCompany, match, invitedIds } = useMatchingJobs();

let adminAuth: ReturnType<typeof bearer>;
let managerAuth: ReturnType<typeof bearer>;
beforeAll(async () => {
  adminAuth = bearer(await tokenFor(app(), await createUser(app(), 1)));
  managerAuth = bearer(await tokenFor(app(), await createUser(app(), 2)));
});

const candidates = (leadId: number | string, headers = adminAuth) =>
  app().inject({ method: 'GET', url: `/api/bus-quote/${leadId}/candidates`, headers });

/** One company of each kind for a Cork lead of 45 people. */
async function seedEveryKind(leadId: number) {
  const companies = {
    matching: await corkCompany({ company_name: 'A Matching Coaches' }),
    far: await seedOperator(app().db, {
      company_name: 'B Dublin Coaches',
      counties: ['Dublin'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
    }),
    small: await corkCompany({
      company_name: 'C Small Buses',
      fleet: [{ type: 'Minibus', seats: 16, count: 1, amenities: [] }],
    }),
    uninsured: await corkCompany({
      company_name: 'D Lapsed Coaches',
      insurance_expires_on: inDays(-1),
    }),
    suspended: await corkCompany({ company_name: 'E Suspended Coaches', status: 'suspended' }),
    pending: await corkCompany({
      company_name: 'F New Coaches',
      status: 'pending',
      verified_at: null,
    }),
    invited: await corkCompany({ company_name: 'G Invited Coaches' }),
  };
  await inviteOperator(app(), leadId, companies.invited.id);
  return companies;
}

describe('GET /api/bus-quote/:id/candidates', () => {
  it('gives every company its verdict by the matching rules: why it matches, or each reason why not', async () => {
    const lead = await seedLead();
    const companies = await seedEveryKind(lead.id);
    const response = await candidates(lead.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<LeadCandidates>();
    expect(body.pickup_county).toBe('Cork');
    const byName = Object.fromEntries(body.candidates.map((c) => [c.company_name, c]));

    expect(byName['A Matching Coaches']).toEqual({
      operator_id: companies.matching.id,
      company_name: 'A Matching Coaches',
      base_location: 'Cork, County Cork',
      status: 'verified',
      matches: true,
      can_invite: true,
      reason: 'serves Cork; 49-seat Coach; no recent leads yet',
      problems: [],
    });
    const far = byName['B Dublin Coaches']!;
    expect(far).toMatchObject({ matches: false, can_invite: true });
    expect(far.problems.map((p) => p.code)).toEqual(['outside_area']);
    expect(far.reason).toMatch(/^does not serve Cork, based 2\d\d km from the pick-up$/);
    expect(byName['C Small Buses']).toMatchObject({
      matches: false,
      can_invite: true,
      reason: 'too small: 16 seats for 45 people',
      problems: [{ code: 'too_small', text: 'too small: 16 seats for 45 people' }],
    });
    const refused = {
      'D Lapsed Coaches': ['insurance_expired', 'insurance expired'],
      'E Suspended Coaches': ['suspended', 'suspended'],
      'F New Coaches': ['not_verified', 'not verified'],
      'G Invited Coaches': ['already_invited', 'already invited'],
    };
    for (const [name, [code, text]] of Object.entries(refused)) {
      expect(byName[name], name).toMatchObject({
        matches: false,
        can_invite: false,
        reason: text,
        problems: [{ code, text }],
      });
    }
    // Matching first, then those staff may still invite, then the rest, each group by name.
    expect(body.candidates.map((c) => c.company_name)).toEqual([
      'A Matching Coaches',
      'B Dublin Coaches',
      'C Small Buses',
      'D Lapsed Coaches',
      'E Suspended Coaches',
      'F New Coaches',
      'G Invited Coaches',
    ]);
  });

  it('names every problem a company has at once', async () => {
    const lead = await seedLead();
    await seedOperator(app().db, {
      company_name: 'Everything Wrong Ltd',
      status: 'suspended',
      insurance_expires_on: inDays(-30),
      counties: ['Dublin'],
      base_lat: DUBLIN.lat,
      base_lng: DUBLIN.lng,
      fleet: [{ type: 'Minibus', seats: 8, count: 2, amenities: [] }],
    });
    const [company] = (await candidates(lead.id)).json<LeadCandidates>().candidates;
    expect(company!.problems.map((p) => p.code)).toEqual([
      'suspended',
      'outside_area',
      'too_small',
    ]);
    expect(company!.reason).toMatch(
      /^suspended; does not serve Cork, based \d+ km .*; too small: 16 seats for 45 people$/,
    );
  });

  it('agrees with automatic matching: the companies it says match are the ones a wave invites', async () => {
    const other = await seedLead();
    await seedEveryKind(other.id);
    await corkCompany({ company_name: 'H Second Match' });
    const lead = await seedLead();
    const said = (await candidates(lead.id))
      .json<LeadCandidates>()
      .candidates.filter((c) => c.matches)
      .map((c) => c.operator_id);
    // A, H, and G (invited to the other lead only).
    expect(said).toHaveLength(3);
    await match(lead.id);
    const byId = (a: number, b: number) => a - b;
    expect((await invitedIds(lead.id)).sort(byId)).toEqual([...said].sort(byId));
  });

  it('says the pick-up county is unknown when the place was not recognised', async () => {
    const lead = await seedLead({
      pickup_location: 'Xqzzy Wold',
      pickup_lat: null,
      pickup_lng: null,
    });
    await corkCompany({ company_name: 'Cork Only' });
    const body = (await candidates(lead.id)).json<LeadCandidates>();
    expect(body.pickup_county).toBeNull();
    expect(body.candidates[0]).toMatchObject({
      matches: false,
      can_invite: true,
      reason: 'pick-up county not known',
    });
  });

  it('is open to managers; an unknown lead is a 404 and a bad id a 422', async () => {
    const lead = await seedLead();
    expect((await candidates(lead.id, managerAuth)).statusCode).toBe(200);
    const missing = await candidates(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Lead not found' });
    expect((await candidates('abc')).statusCode).toBe(422);
    expect((await candidates(0)).statusCode).toBe(422);
  });
});
