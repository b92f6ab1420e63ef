import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorInput } from '@shared/marketplace/marketplace';
import { leadInvites, operatorRatings, operators } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { inDays, seedLeads } from '../../test/leads';
import { createTestApp } from '../../test/test-app';
import type { UserRow } from '../users/repository';
import { EMAIL_IN_USE, INVITED_CANNOT_DELETE, OPERATOR_NOT_FOUND } from './operators-routes';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let admin: UserRow;
let adminAuth: { authorization: string };
let managerAuth: { authorization: string };

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  admin = await createUser(app, 1, { name: 'Órla Admin' });
  adminAuth = bearer(await tokenFor(app, admin));
  managerAuth = bearer(await tokenFor(app, await createUser(app, 2)));
});
afterAll(async () => cleanup());

let made = 0;
const validOperator = (overrides: Partial<OperatorInput> = {}): OperatorInput => {
  made += 1;
  return {
    company_name: `Leeside Coaches ${made}`,
    contact_name: 'Pádraig Ó Sé',
    email: `bookings${made}@leeside.example.ie`,
    phone: '021 430 0000',
    website: 'https://leeside.example.ie',
    licence_number: `RPTO-${2000 + made}`,
    insurance_expires_on: inDays(365),
    base_location: 'Cork, County Cork',
    base_county: 'Cork',
    base_lat: 51.8985,
    base_lng: -8.4756,
    counties: ['Cork', 'Kerry'],
    fleet: [
      { type: 'Coach', seats: 53, count: 2, amenities: ['toilet', 'wifi'] },
      { type: 'Minibus', seats: 16, count: 1, amenities: [] },
    ],
    notes: 'Prefers weekday work',
    ...overrides,
  };
};

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = adminAuth,
) =>
  app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(overrides: Partial<OperatorInput> = {}) {
  const response = await call('POST', '/api/operators', validOperator(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().operator as { id: number; [key: string]: unknown };
}

const maxSeatsOf = async (id: number) =>
  (await app.db.select().from(operators).where(eq(operators.id, id)))[0]!.max_seats;

describe('POST /api/operators', () => {
  it('adds a pending company and answers it with its computed fields', async () => {
    const input = validOperator({ company_name: '  Leeside Tours  ' });
    const response = await call('POST', '/api/operators', input);
    expect(response.statusCode).toBe(201);
    const { operator } = response.json();
    expect(operator).toMatchObject({
      company_name: 'Leeside Tours',
      email: input.email,
      status: 'pending',
      insurance_expired: false,
      verified_at: null,
      verified_by: null,
      verified_by_name: null,
      rating: null,
      rating_count: 0,
      counties: ['Cork', 'Kerry'],
      notes: 'Prefers weekday work',
    });
    expect(operator.fleet[1]).toEqual({ type: 'Minibus', seats: 16, count: 1, amenities: [] });
    expect(await maxSeatsOf(operator.id)).toBe(53);
  });

  it('stores an empty website and notes as nothing and drops unknown fields', async () => {
    const operator = await create({
      website: '',
      notes: '',
      status: 'verified',
      max_seats: 999,
    } as Partial<OperatorInput>);
    expect(operator).toMatchObject({ website: null, notes: null, status: 'pending' });
    expect(await maxSeatsOf(operator.id)).toBe(53);
  });

  it.each([
    ['a missing company name', { company_name: '' }, 'company_name'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }, 'website'],
    ['an impossible date', { insurance_expires_on: '2031-02-30' }, 'insurance_expires_on'],
    ['a county that does not exist', { counties: ['Cork', 'Atlantis'] }, 'counties.1'],
    ['no counties', { counties: [] }, 'counties'],
    ['no vehicles', { fleet: [] }, 'fleet'],
    ['a vehicle with no seats', { fleet: [{ type: 'Coach', seats: 0 }] }, 'fleet.0.seats'],
    ['a base outside Ireland', { base_lat: 48.85 }, 'base_lat'],
    ['a name too long', { company_name: 'x'.repeat(201) }, 'company_name'],
    ['seats as text', { fleet: [{ type: 'Coach', seats: '49' }] }, 'fleet.0.seats'],
  ])('refuses %s with 422 naming the field', async (_label, overrides, field) => {
    const response = await call(
      'POST',
      '/api/operators',
      validOperator(overrides as Partial<OperatorInput>),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses an email another company uses, whatever its case', async () => {
    await create({ email: 'Shared@Coaches.example.ie' });
    const response = await call(
      'POST',
      '/api/operators',
      validOperator({ email: 'shared@coaches.EXAMPLE.ie' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: [EMAIL_IN_USE] },
    });
  });

  it('lets only one of two simultaneous saves claim an email', async () => {
    const responses = await Promise.all(
      [1, 2].map(() => call('POST', '/api/operators', validOperator({ email: 'race@fleet.ie' }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
  });

  it('keeps what looks like SQL as plain text', async () => {
    const operator = await create({ company_name: "Robert'); DROP TABLE operators;--" });
    expect(operator.company_name).toBe("Robert'); DROP TABLE operators;--");
    expect((await call('GET', `/api/operators/${operator.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/operators', () => {
  it('lists companies by name, filtered by status and a case-insensitive search', async () => {
    const alpha = await create({ company_name: 'Aardvark Buses', licence_number: 'RPTO-AARD-1' });
    await call('POST', `/api/operators/${alpha.id}/verify`);
    const listed = async (query: string) => {
      const response = await call('GET', `/api/operators${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json().data as { company_name: string }[]).map((row) => row.company_name);
    };
    const all = await listed('');
    expect(all[0]).toBe('Aardvark Buses');
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(await listed('?status=verified')).toEqual(['Aardvark Buses']);
    expect(await listed('?search=aard-1')).toEqual(['Aardvark Buses']);
    expect(await listed('?search=AARDVARK&status=pending')).toEqual([]);
    expect(await listed('?search=%25')).toEqual([]);
  });

  it.each(['status=active', 'status=', `search=${'x'.repeat(201)}`])(
    'refuses %s with 422',
    async (query) => {
      expect((await call('GET', `/api/operators?${query}`)).statusCode).toBe(422);
    },
  );

  it('flags a company whose insurance has expired', async () => {
    const expired = await create({ insurance_expires_on: inDays(-1) });
    const lastDay = await create({ insurance_expires_on: inDays(0) });
    const rows = (await call('GET', '/api/operators')).json().data as {
      id: number;
      insurance_expired: boolean;
    }[];
    expect(rows.find((row) => row.id === expired.id)?.insurance_expired).toBe(true);
    expect(rows.find((row) => row.id === lastDay.id)?.insurance_expired).toBe(false);
  });

  it('shows the average customer rating to one decimal, and how many rated', async () => {
    const operator = await create();
    const leads = await seedLeads(app, [{}, {}, {}]);
    await app.db.insert(operatorRatings).values(
      [5, 4, 4].map((score, index) => ({
        lead_id: leads[index]!.id,
        operator_id: operator.id,
        score,
      })),
    );
    const { operator: rated } = (await call('GET', `/api/operators/${operator.id}`)).json();
    expect(rated).toMatchObject({ rating: 4.3, rating_count: 3 });
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/operators', undefined, managerAuth)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/operators' })).statusCode).toBe(401);
  });
});

describe('GET, PATCH and DELETE /api/operators/:id', () => {
  it('answers 404 for a missing company and 422 for a malformed id', async () => {
    const missing = await call('GET', '/api/operators/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: OPERATOR_NOT_FOUND });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('GET', `/api/operators/${id}`)).statusCode, id).toBe(422);
    }
    expect((await call('PATCH', '/api/operators/2147483000', { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/operators/2147483000')).statusCode).toBe(404);
    expect((await call('POST', '/api/operators/2147483000/verify')).statusCode).toBe(404);
    expect((await call('POST', '/api/operators/2147483000/suspend')).statusCode).toBe(404);
  });

  it('changes only the fields sent, and keeps max_seats with the fleet', async () => {
    const operator = await create();
    const response = await call('PATCH', `/api/operators/${operator.id}`, {
      phone: '087 123 4567',
      fleet: [{ type: 'Double-decker', seats: 84 }],
    });
    expect(response.statusCode).toBe(200);
    const { operator: updated } = response.json();
    expect(updated).toMatchObject({
      phone: '087 123 4567',
      website: operator.website,
      notes: operator.notes,
      company_name: operator.company_name,
      fleet: [{ type: 'Double-decker', seats: 84, count: 1, amenities: [] }],
    });
    expect(await maxSeatsOf(operator.id)).toBe(84);
    const cleared = (await call('PATCH', `/api/operators/${operator.id}`, { website: '' })).json();
    expect(cleared.operator.website).toBeNull();
  });

  it('refuses bad values and another company’s email, but keeps its own in another case', async () => {
    const first = await create({ email: 'first@fleet.example.ie' });
    const second = await create();
    const bad = await call('PATCH', `/api/operators/${second.id}`, { counties: ['Narnia'] });
    expect(bad.statusCode).toBe(422);
    const taken = await call('PATCH', `/api/operators/${second.id}`, {
      email: 'FIRST@fleet.example.ie',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [EMAIL_IN_USE] });
    const own = await call('PATCH', `/api/operators/${first.id}`, {
      email: 'First@Fleet.example.ie',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().operator.email).toBe('First@Fleet.example.ie');
  });

  it('deletes a company never invited, and refuses one that was', async () => {
    const unused = await create();
    expect((await call('DELETE', `/api/operators/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/operators/${unused.id}`)).statusCode).toBe(404);

    const invited = await create();
    const [lead] = await seedLeads(app, [{}]);
    await app.db
      .insert(leadInvites)
      .values({ lead_id: lead!.id, operator_id: invited.id, reason: 'serves Cork' });
    const refused = await call('DELETE', `/api/operators/${invited.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: INVITED_CANNOT_DELETE });
    expect((await call('GET', `/api/operators/${invited.id}`)).statusCode).toBe(200);
  });
});

describe('verifying and suspending', () => {
  it('records who verified and when, keeps it on a second verify, and suspends', async () => {
    const operator = await create();
    const before = Date.now();
    const verified = (await call('POST', `/api/operators/${operator.id}/verify`)).json().operator;
    expect(verified).toMatchObject({
      status: 'verified',
      verified_by: admin.id,
      verified_by_name: 'Órla Admin',
    });
    expect(Date.parse(verified.verified_at)).toBeGreaterThanOrEqual(before - 1000);

    const otherAdmin = bearer(await tokenFor(app, await createUser(app, 1)));
    const again = await call('POST', `/api/operators/${operator.id}/verify`, undefined, otherAdmin);
    expect(again.json().operator).toMatchObject({
      verified_by: admin.id,
      verified_at: verified.verified_at,
    });

    const suspended = (await call('POST', `/api/operators/${operator.id}/suspend`)).json();
    expect(suspended.operator.status).toBe('suspended');

    const reverified = await call(
      'POST',
      `/api/operators/${operator.id}/verify`,
      undefined,
      otherAdmin,
    );
    expect(reverified.json().operator.status).toBe('verified');
    expect(reverified.json().operator.verified_by).not.toBe(admin.id);
  });

  it('suspends a pending company too', async () => {
    const operator = await create();
    const response = await call('POST', `/api/operators/${operator.id}/suspend`);
    expect(response.statusCode).toBe(200);
    expect(response.json().operator.status).toBe('suspended');
  });

  it('is for admins only', async () => {
    const operator = await create();
    const response = await call(
      'POST',
      `/api/operators/${operator.id}/verify`,
      undefined,
      managerAuth,
    );
    expect(response.statusCode).toBe(403);
    expect((await call('GET', `/api/operators/${operator.id}`)).json().operator.status).toBe(
      'pending',
    );
  });
});
