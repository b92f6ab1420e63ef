import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OperatorInput } from '@shared/marketplace/operators';
import { operators } from '../db/schema';
import { bearer, createUser, tokenFor } from './auth-helpers';
import { inDays } from './leads';
import { useTestSetup } from './test-app';

let made = 0;
export const validOperator = (overrides: Partial<OperatorInput> = {}): OperatorInput => {
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

/**
 * The bus company admin routes' tests (`marketplace/operators-*.test.ts`): an app with an admin
 * ('Órla Admin') and a manager, requests sent as the admin unless other headers are given, and
 * a company created through the API.
 */
export function useOperatorsAdmin() {
  const admins = useTestSetup({}, async (app) => {
    const admin = await createUser(app, 1, { name: 'Órla Admin' });
    const adminAuth = bearer(await tokenFor(app, admin));
    const managerAuth = bearer(await tokenFor(app, await createUser(app, 2)));
    return { admin, adminAuth, managerAuth };
  });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = admins().adminAuth,
  ) =>
    admins().app.inject({
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

  return {
    app: () => admins().app,
    admin: () => admins().admin,
    managerAuth: () => admins().managerAuth,
    call,
    create,
    maxSeatsOf: async (id: number) =>
      (await admins().app.db.select().from(operators).where(eq(operators.id, id)))[0]!.max_seats,
  };
}
