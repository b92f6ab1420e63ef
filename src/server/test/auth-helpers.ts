import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CompanyRole, RoleId, UserStatus } from '@shared/users/users';
import { companyMembers } from '../db/schema';
import { signToken } from '../features/auth/tokens';
import { type UserRow, insertUserIfEmailFree } from '../features/users/repository';
import { hashPassword } from '../lib/passwords';
import { seedOperator } from './marketplace';
import { useTestSetup } from './test-app';

export const TEST_PASSWORD = 'a long enough test password';

let cachedHash: Promise<string> | undefined;

/** A user with a known password (hashed once per test file: argon2 is deliberately slow). */
export async function createUser(
  app: FastifyInstance,
  roleId: RoleId,
  overrides: { email?: string; name?: string; status?: UserStatus } = {},
): Promise<UserRow> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const created = await insertUserIfEmailFree(app.db, {
    name: overrides.name ?? `User ${roleId}`,
    email: overrides.email ?? `user-${randomUUID()}@example.ie`,
    passwordHash: await cachedHash,
    roleId,
    status: overrides.status ?? 'active',
  });
  if (!created) throw new Error('test user email already taken');
  return created;
}

/**
 * A bus-company user (role 4) bound to the company `operatorId` — a new verified company when
 * none is given — with the test password (docs/product.md#company-accounts).
 */
export async function createCompanyUser(
  app: FastifyInstance,
  operatorId?: number,
  overrides: {
    company_role?: CompanyRole;
    email?: string;
    name?: string;
    status?: UserStatus;
  } = {},
): Promise<UserRow & { operator_id: number }> {
  const companyId = operatorId ?? (await seedOperator(app.db)).id;
  const user = await createUser(app, 4, {
    name: overrides.name ?? 'Company user',
    email: overrides.email,
    status: overrides.status,
  });
  await app.db.insert(companyMembers).values({
    user_id: user.id,
    operator_id: companyId,
    company_role: overrides.company_role ?? 'owner',
  });
  return { ...user, operator_id: companyId };
}

/** A valid token for the user, signed as the server signs them (no login round trip). */
export async function tokenFor(app: FastifyInstance, user: UserRow): Promise<string> {
  const { token } = await signToken(user, app.jwtSecret, app.config.TOKEN_TTL_HOURS);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One app for the test file and an admin's Authorization header (`auth`), built before its tests
 * and closed after them.
 */
export function useAdminApp() {
  return useTestSetup({}, async (app) => ({
    auth: bearer(await tokenFor(app, await createUser(app, 1))),
  }));
}
