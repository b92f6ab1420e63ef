import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@shared/users/users';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { TEST_ADMIN, createTestContext } from '../../test/test-app';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin';
import { insertUserIfEmailFree } from './repository';

describe('the first admin', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.cleanup());

  it('is created from ADMIN_EMAIL/ADMIN_PASSWORD exactly once across restarts', async () => {
    const first = await context.rebuild();
    expect(first.firstAdmin).toEqual({ email: TEST_ADMIN.email });
    await first.close();
    const second = await context.rebuild();
    expect(second.firstAdmin).toBeNull();
    const rows = await second.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: TEST_ADMIN.email, role_id: 1, status: 'active' });
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]!.password_hash, TEST_ADMIN.password)).toBe(true);
    expect(await verifyPassword(rows[0]!.password_hash, 'wrong password!')).toBe(false);
    await second.close();
  });
});

describe('the first admin without configured credentials', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  });
  afterAll(async () => context.cleanup());

  it('is admin@localhost with a generated password that works, and only once', async () => {
    const app = await context.rebuild();
    const created = app.firstAdmin;
    expect(created?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(created?.generatedPassword).toMatch(/^[\w-]{24}$/);
    const [row] = await app.db.select().from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    expect(await verifyPassword(row!.password_hash, created!.generatedPassword!)).toBe(true);
    expect(await ensureFirstAdmin(app.db, {})).toBeNull();
  });
});

describe('the first admin with only ADMIN_PASSWORD configured', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext({
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: 'a long enough password',
    });
  });
  afterAll(async () => context.cleanup());

  it('is admin@localhost with that password, who can sign in', async () => {
    const app = await context.rebuild();
    expect(app.firstAdmin).toEqual({ email: DEFAULT_ADMIN_EMAIL });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEFAULT_ADMIN_EMAIL, password: 'a long enough password' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the first admin when staff were added from the command line first', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.cleanup());

  it('is still created, because a manager alone could never reach the admin area', async () => {
    const database = await openDatabase({
      databaseUrl: context.config.DATABASE_URL,
      dataDir: context.config.DATA_DIR,
    });
    await insertUserIfEmailFree(database.db, {
      name: 'Ciara',
      email: 'ciara@example.ie',
      passwordHash: 'x',
      roleId: ROLE_IDS.manager,
    });
    await database.close();
    const app = await context.rebuild();
    expect(app.firstAdmin).toEqual({ email: TEST_ADMIN.email });
    expect(await app.db.select().from(users)).toHaveLength(2);
  });
});
