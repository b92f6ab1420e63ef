import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/dates';
import { MAX_UPCOMING_RANGES, type UnavailabilityList } from '@shared/workspace/availability';
import { jobs, operatorUnavailability } from '../../db/schema';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays } from '../../test/leads';
import { useMatchingJobs } from '../../test/matching-jobs';

const { app, handlers, match, seedLead, corkCompany, invitedIds, eventsOf } = useMatchingJobs();

const URL = '/api/operator/unavailability';
const TWO_KINDS = [
  { type: 'Coach', seats: 49, count: 2, amenities: [] },
  { type: 'Minibus', seats: 16, count: 1, amenities: [] },
];

/** A company with a signed-in dispatcher, and calls as that dispatcher. */
async function companyWithUser(name = 'Rebel Coaches') {
  const company = await corkCompany({ company_name: name, fleet: TWO_KINDS });
  const user = await createCompanyUser(app(), company.id, { company_role: 'dispatcher' });
  const headers = bearer(await tokenFor(app(), user));
  const call = (method: 'GET' | 'POST' | 'DELETE', url = URL, payload?: object) =>
    app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { company, user, call };
}

const list = async (call: Awaited<ReturnType<typeof companyWithUser>>['call']) => {
  const response = await call('GET');
  expect(response.statusCode).toBe(200);
  return response.json<UnavailabilityList>();
};

describe('GET|POST|DELETE /api/operator/unavailability', () => {
  it('adds the whole company or one vehicle, and lists them soonest first with the fleet', async () => {
    const { user, call } = await companyWithUser();
    const later = await call('POST', URL, {
      starts_on: inDays(40),
      ends_on: inDays(42),
      note: 'Galway Races',
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().unavailability).toMatchObject({
      starts_on: inDays(40),
      ends_on: inDays(42),
      vehicle: null,
      vehicle_in_fleet: true,
      note: 'Galway Races',
      created_by_name: user.name,
    });
    const sooner = await call('POST', URL, {
      starts_on: inDays(5),
      ends_on: inDays(5),
      vehicle: { type: 'Coach', seats: 49 },
    });
    expect(sooner.statusCode).toBe(201);

    const body = await list(call);
    expect(body.fleet).toEqual([
      { type: 'Coach', seats: 49, count: 2 },
      { type: 'Minibus', seats: 16, count: 1 },
    ]);
    expect(body.data.map((range) => [range.starts_on, range.vehicle])).toEqual([
      [inDays(5), { type: 'Coach', seats: 49 }],
      [inDays(40), null],
    ]);
  });

  it('lists only ranges not over yet, and says when a vehicle left the fleet', async () => {
    const { company, call } = await companyWithUser();
    await app()
      .db.insert(operatorUnavailability)
      .values([
        { operator_id: company.id, starts_on: inDays(-10), ends_on: inDays(-1) },
        { operator_id: company.id, starts_on: inDays(-3), ends_on: inDays(0) },
        {
          operator_id: company.id,
          starts_on: inDays(3),
          ends_on: inDays(3),
          vehicle_type: 'Double-decker',
          vehicle_seats: 80,
        },
      ]);
    const { data } = await list(call);
    expect(data.map((range) => range.starts_on)).toEqual([inDays(-3), inDays(3)]);
    expect(data[1]).toMatchObject({ vehicle_in_fleet: false, created_by_name: null });
  });

  it('refuses bad input field by field, and stores nothing', async () => {
    const { call } = await companyWithUser();
    const refused = async (payload: object, field: string, message?: RegExp) => {
      const response = await call('POST', URL, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
      if (message) expect(errors[field]!.join(' ')).toMatch(message);
    };
    const day = inDays(10);
    await refused({ ends_on: day }, 'starts_on');
    await refused({ starts_on: day }, 'ends_on');
    await refused({ starts_on: '12/03/2030', ends_on: day }, 'starts_on', /dd\/mm\/yyyy/);
    await refused({ starts_on: '2030-02-30', ends_on: '2030-03-01' }, 'starts_on');
    await refused({ starts_on: 20300312, ends_on: day }, 'starts_on');
    await refused({ starts_on: day, ends_on: inDays(9) }, 'ends_on', /before the first day/);
    await refused({ starts_on: day, ends_on: inDays(10 + 366) }, 'ends_on', /at most 366 days/);
    await refused({ starts_on: inDays(-5), ends_on: inDays(-1) }, 'ends_on', /in the past/);
    await refused({ starts_on: day, ends_on: day, note: 'x'.repeat(501) }, 'note');
    await refused(
      { starts_on: day, ends_on: day, vehicle: { type: 'Coach', seats: '49' } },
      'vehicle.seats',
    );
    await refused({ starts_on: day, ends_on: day, vehicle: 'Coach' }, 'vehicle');
    await refused(
      { starts_on: day, ends_on: day, vehicle: { type: 'Coach', seats: 53 } },
      'vehicle',
      /Choose a vehicle from your fleet/,
    );
    expect((await list(call)).data).toEqual([]);

    // A year to the day is allowed; unknown fields are not stored; text stays text.
    const note = "'; drop table operators; -- <script>alert(1)</script>";
    const longest = await call('POST', URL, {
      starts_on: day,
      ends_on: inDays(10 + 365),
      note,
      operator_id: 1,
      id: 999,
    });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().unavailability.note).toBe(note);
    expect(longest.json().unavailability.id).not.toBe(999);
  });

  it('keeps each company to its own dates: another company’s id is a 404', async () => {
    const first = await companyWithUser('First Coaches');
    const second = await companyWithUser('Second Coaches');
    const created = await first.call('POST', URL, { starts_on: inDays(7), ends_on: inDays(8) });
    const { id } = created.json().unavailability as { id: number };

    expect((await list(second.call)).data).toEqual([]);
    const guessed = await second.call('DELETE', `${URL}/${id}`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual({ message: 'These dates were not found' });
    expect((await list(first.call)).data.map((range) => range.id)).toEqual([id]);

    expect((await first.call('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await first.call('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await first.call('DELETE', `${URL}/abc`)).statusCode).toBe(422);
    expect((await list(first.call)).data).toEqual([]);
  });

  it('is for company users only', async () => {
    const anonymous = await app().inject({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
    for (const role of [1, 2] as const) {
      const headers = bearer(await tokenFor(app(), await createUser(app(), role)));
      const post = { starts_on: inDays(3), ends_on: inDays(3) };
      expect((await app().inject({ method: 'GET', url: URL, headers })).statusCode).toBe(403);
      expect(
        (await app().inject({ method: 'POST', url: URL, headers, payload: post })).statusCode,
      ).toBe(403);
    }
  });

  it(`refuses more than ${MAX_UPCOMING_RANGES} upcoming ranges`, async () => {
    const { company, call } = await companyWithUser();
    await app()
      .db.insert(operatorUnavailability)
      .values(
        Array.from({ length: MAX_UPCOMING_RANGES }, () => ({
          operator_id: company.id,
          starts_on: inDays(2),
          ends_on: inDays(2),
        })),
      );
    const response = await call('POST', URL, { starts_on: inDays(4), ends_on: inDays(4) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/at most 200 upcoming dates/);
  });
});

describe('availability and matching, from the workspace', () => {
  it('a booked company is skipped, and matched again once it removes the dates', async () => {
    const travel = inDays(60);
    const { company, call } = await companyWithUser('Rebel Coaches');
    const created = await call('POST', URL, { starts_on: travel, ends_on: travel });
    const lead = await seedLead({ date_of_travel: travel });
    await match(lead.id);
    expect(await invitedIds(lead.id)).toEqual([]);
    expect((await eventsOf(lead.id, 'skipped')).map((event) => event.from_value)).toEqual([
      `fully booked on ${formatDate(travel)}`,
    ]);

    const { id } = created.json().unavailability as { id: number };
    expect((await call('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    const [rematch] = await app()
      .db.select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'operator.rematch'), eq(jobs.status, 'pending')));
    expect(rematch!.payload).toEqual({ operator_id: company.id, change: 'available' });
    await handlers()['operator.rematch']!(rematch!);
    expect(await invitedIds(lead.id)).toEqual([company.id]);
    const [invited] = await eventsOf(lead.id, 'invited');
    expect(invited!.from_value).toMatch(/^matched again after Rebel Coaches freed booked days; /);
  });
});
