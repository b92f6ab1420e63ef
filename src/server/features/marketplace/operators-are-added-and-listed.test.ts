import { describe, expect, it } from 'vitest';
import type { OperatorInput } from '@shared/marketplace/operators';
import { operatorRatings } from '../../db/schema';
import { inDays, seedLeads } from '../../test/leads';
import { useOperatorsAdmin, validOperator } from '../../test/operators';
import { EMAIL_IN_USE } from './operators-routes';

const { app, managerAuth, call, create, maxSeatsOf } = useOperatorsAdmin();

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
    const leads = await seedLeads(app(), [{}, {}, {}]);
    await app()
      .db.insert(operatorRatings)
      .values(
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
    expect((await call('GET', '/api/operators', undefined, managerAuth())).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/operators' })).statusCode).toBe(401);
  });
});
