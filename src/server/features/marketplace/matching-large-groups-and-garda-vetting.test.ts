import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadCandidates } from '@shared/marketplace/invitations';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { validLead } from '../../test/leads';
import { CORK, useMatchingJobs } from '../../test/matching-jobs';

const { app, seedLead, corkCompany, match, invitesOf, invitedIds, messagesOf } = useMatchingJobs();

let adminAuth: ReturnType<typeof bearer>;
beforeAll(async () => {
  adminAuth = bearer(await tokenFor(app(), await createUser(app(), 1)));
});

const candidatesOf = async (leadId: number) => {
  const response = await app().inject({
    method: 'GET',
    url: `/api/bus-quote/${leadId}/candidates`,
    headers: adminAuth,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<LeadCandidates>();
  return Object.fromEntries(
    body.candidates.map((candidate) => [candidate.company_name, candidate]),
  );
};

const vehicles = (seats: number, count: number, type = 'Coach') => ({
  type,
  seats,
  count,
  amenities: [],
});

describe('a group larger than the largest vehicle', () => {
  it('invites only the companies that carry it in as many vehicles as the plan splits it into', async () => {
    // The market's sizes are 16, 33 and 53: 120 people → 2 × 53 + 1 × 16, three vehicles.
    const all = await corkCompany({
      company_name: 'A Three Vehicles',
      fleet: [vehicles(53, 2), vehicles(16, 1, 'Minibus')],
    });
    await corkCompany({ company_name: 'B Minibuses', fleet: [vehicles(16, 10, 'Minibus')] });
    await corkCompany({ company_name: 'C Midi Coaches', fleet: [vehicles(33, 4)] });
    const lead = await seedLead({ number_of_people: 120 });

    await match(lead.id);

    expect(await invitedIds(lead.id)).toEqual([all.id]);
    const [invite] = await invitesOf(lead.id);
    expect(invite!.reason).toBe(
      'serves Cork; 3 vehicles together (2 × 53 + 1 × 16 seats); no recent leads yet',
    );
    const byName = await candidatesOf(lead.id);
    expect(byName['B Minibuses']!.problems).toEqual([
      {
        code: 'too_small',
        text: 'cannot send 120 people in 3 vehicles: needs 8 of its own (8 × 16 seats)',
      },
    ]);
    expect(byName['C Midi Coaches']!.problems).toEqual([
      {
        code: 'too_small',
        text: 'cannot send 120 people in 3 vehicles: needs 4 of its own (4 × 33 seats)',
      },
    ]);
  });

  it('counts the sizes of verified companies only', async () => {
    // A pending company's 70-seat double-decker is not yet the market: 53 stays the largest.
    await corkCompany({ status: 'pending', fleet: [vehicles(70, 2, 'Double-decker')] });
    const four = await corkCompany({ fleet: [vehicles(53, 2), vehicles(49, 1)] });
    const lead = await seedLead({ number_of_people: 150 });

    await match(lead.id);

    // 150 → 2 × 53 + 1 × 49: the verified company's three vehicles seat 155.
    expect(await invitedIds(lead.id)).toEqual([four.id]);
  });
});

describe('Garda-vetted drivers', () => {
  it('matches a lead asking for them only with companies that declared their drivers are', async () => {
    const vetted = await corkCompany({ company_name: 'A Vetted Coaches', garda_vetted: true });
    await corkCompany({ company_name: 'B Unvetted Coaches', garda_vetted: false });
    await corkCompany({ company_name: 'C Never Asked Coaches', garda_vetted: null });
    const lead = await seedLead({ group_type: 'School Tour', garda_vetted_required: true });

    await match(lead.id);

    expect(await invitedIds(lead.id)).toEqual([vetted.id]);
    const [invite] = await invitesOf(lead.id);
    expect(invite!.reason).toBe(
      'serves Cork; 49-seat Coach; Garda-vetted drivers; no recent leads yet',
    );
    const email = (await messagesOf(lead.id)).find((message) => message.channel === 'email');
    expect(email!.body_text).toContain('Drivers: Garda-vetted drivers required');
    const byName = await candidatesOf(lead.id);
    for (const name of ['B Unvetted Coaches', 'C Never Asked Coaches']) {
      expect(byName[name]!.problems).toEqual([
        { code: 'not_garda_vetted', text: 'drivers not declared Garda-vetted' },
      ]);
    }
  });

  it('leaves a lead that does not ask open to every company', async () => {
    const companies = [
      await corkCompany({ garda_vetted: true }),
      await corkCompany({ garda_vetted: false }),
    ];
    const lead = await seedLead({ group_type: 'School Tour' });
    await match(lead.id);
    expect((await invitedIds(lead.id)).sort()).toEqual(companies.map((c) => c.id).sort());
  });
});

describe('POST /api/bus-quote with garda_vetted_required', () => {
  const post = (overrides: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url: '/api/bus-quote',
      payload: validLead({ pickup_lat: CORK.lat, pickup_lng: CORK.lng, ...overrides }),
    });

  it('stores the request of a school group and returns it', async () => {
    const response = await post({ group_type: 'School Tour', garda_vetted_required: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().garda_vetted_required).toBe(true);
    const plain = await post({ group_type: 'Wedding Party', email: 'other@example.ie' });
    expect(plain.json().garda_vetted_required).toBe(false);
  });

  it.each([
    [
      'a group that is not a school or youth group',
      { group_type: 'Wedding Party', garda_vetted_required: true },
      'Garda-vetted drivers can be asked for a school or youth group',
    ],
    [
      'a value that is not true or false',
      { group_type: 'School Tour', garda_vetted_required: 'yes' },
      undefined,
    ],
  ])('refuses %s with 422 on the field', async (_, overrides, message) => {
    const response = await post(overrides);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['garda_vetted_required']);
    if (message) expect(errors.garda_vetted_required).toEqual([message]);
  });
});
