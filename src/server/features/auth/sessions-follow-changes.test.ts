import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@shared/users/users';
import { bearer, createCompanyUser, createUser, tokenFor } from '../../test/auth-helpers';
import { type TestContext, createTestContext, usesPostgres } from '../../test/test-app';

// Sessions are kept checked in memory until the database announces a change to the user or the
// token (docs/decisions/054-sessions-kept-checked-in-memory.md): these say a change made anywhere
// — the API, an UPDATE by hand, another instance — still takes access away on the next request.

let context: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  context = await createTestContext();
  app = await context.rebuild();
});
afterAll(async () => context?.cleanup());

const me = (instance: FastifyInstance, token: string) =>
  instance.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const logout = (instance: FastifyInstance, token: string) =>
  instance.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
const userList = (instance: FastifyInstance, token: string) =>
  instance.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

/** A token whose session the instance has checked and kept (every earlier change heard). */
async function keptToken(instance: FastifyInstance, user: Parameters<typeof tokenFor>[1]) {
  const token = await tokenFor(instance, user);
  await instance.database.notifications.settle();
  expect((await me(instance, token)).statusCode).toBe(200);
  return token;
}

describe('a session kept checked in memory', () => {
  it('is not read again while no change is announced', async () => {
    const user = await createUser(app, ROLE_IDS.manager);
    const token = await keptToken(app, user);
    // A change the triggers do not announce: only a request asking the database would see it.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table users disable trigger users_announce_session_change`);
      await tx.execute(sql`update users set status = 'inactive' where id = ${user.id}`);
      await tx.execute(sql`alter table users enable trigger users_announce_session_change`);
    });
    expect((await me(app, token)).statusCode).toBe(200);
    // The next announced change to the user is heard, and the database read again.
    await app.db.execute(sql`update users set name = 'Renamed' where id = ${user.id}`);
    expect((await me(app, token)).statusCode).toBe(401);
  });

  it('ends at once when the user is deactivated, demoted or deleted outside the app', async () => {
    const inactive = await createUser(app, ROLE_IDS.manager);
    const inactiveToken = await keptToken(app, inactive);
    await app.db.execute(sql`update users set status = 'inactive' where id = ${inactive.id}`);
    expect((await me(app, inactiveToken)).statusCode).toBe(401);

    const demoted = await createUser(app, ROLE_IDS.admin);
    const demotedToken = await keptToken(app, demoted);
    expect((await userList(app, demotedToken)).statusCode).toBe(200);
    await app.db.execute(
      sql`update users set role_id = ${ROLE_IDS.manager} where id = ${demoted.id}`,
    );
    expect((await userList(app, demotedToken)).statusCode).toBe(403);

    const deleted = await createUser(app, ROLE_IDS.manager);
    const deletedToken = await keptToken(app, deleted);
    await app.db.execute(sql`delete from users where id = ${deleted.id}`);
    expect((await me(app, deletedToken)).statusCode).toBe(401);
  });

  it('ends at once when the password changes (the session version goes up)', async () => {
    const user = await createUser(app, ROLE_IDS.manager);
    const token = await keptToken(app, user);
    await app.db.execute(
      sql`update users set session_version = session_version + 1 where id = ${user.id}`,
    );
    expect((await me(app, token)).statusCode).toBe(401);
  });

  it('ends at once for a company user taken off their company, or whose company is deleted', async () => {
    const removed = await createCompanyUser(app);
    const removedToken = await keptToken(app, removed);
    await app.db.execute(sql`delete from company_members where user_id = ${removed.id}`);
    expect((await me(app, removedToken)).statusCode).toBe(401);

    const other = await createCompanyUser(app);
    const otherToken = await keptToken(app, other);
    // The membership goes by cascade: its trigger announces it all the same.
    await app.db.execute(sql`delete from operators where id = ${other.operator_id}`);
    expect((await me(app, otherToken)).statusCode).toBe(401);
  });

  it('ends for the token signed out, and only for it', async () => {
    const user = await createUser(app, ROLE_IDS.manager);
    const phone = await keptToken(app, user);
    const laptop = await keptToken(app, user);
    expect((await logout(app, phone)).statusCode).toBe(204);
    expect((await me(app, phone)).statusCode).toBe(401);
    expect((await me(app, laptop)).statusCode).toBe(200);
  });
});

describe('a request that changes a session', () => {
  it('answers once every instance has heard the change; other requests do not wait', async () => {
    const notifications = app.database.notifications;
    const settle = notifications.settle;
    let settled = 0;
    notifications.settle = async () => {
      settled += 1;
      await settle();
    };
    try {
      const user = await createUser(app, ROLE_IDS.manager);
      const token = await keptToken(app, user);
      settled = 0;
      expect((await me(app, token)).statusCode).toBe(200);
      expect(settled).toBe(0);
      expect((await logout(app, token)).statusCode).toBe(204);
      expect(settled).toBe(1);
    } finally {
      notifications.settle = settle;
    }
  });
});

// Two instances on one database, as behind a load balancer (PGlite is one process only).
describe.runIf(usesPostgres)('a session kept on two instances', () => {
  let other: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    other = await context.rebuild();
    admin = await tokenFor(app, await createUser(app, ROLE_IDS.admin));
  });

  it('is refused by the other instance once the sign-out is answered', async () => {
    const user = await createUser(app, ROLE_IDS.manager);
    const token = await keptToken(other, user);
    expect((await logout(app, token)).statusCode).toBe(204);
    expect((await me(other, token)).statusCode).toBe(401);
  });

  it('is refused by the other instance once an admin’s deactivation is answered', async () => {
    const user = await createUser(app, ROLE_IDS.manager);
    const token = await keptToken(other, user);
    const deactivate = await app.inject({
      method: 'PATCH',
      url: `/api/auth/user/${user.id}`,
      headers: bearer(admin),
      payload: { status: 'inactive' },
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(401);
  });
});
