import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@shared/users/users';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { info, publishAboutPage } from '../../test/public-pages';
import { type TestContext, createTestContext, usesPostgres } from '../../test/test-app';

/** How soon every instance must show a change (docs/decisions/020-page-changes-by-notification.md). */
const WITHIN = { timeout: 1_000, interval: 10 };

let context: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  context = await createTestContext();
  app = await context.rebuild();
  admin = bearer(await tokenFor(app, await createUser(app, ROLE_IDS.admin)));
});
afterAll(async () => context?.cleanup());

/** The title `reader` shows at the about page `url`, or 404. */
async function titleAt(reader: FastifyInstance, url: string): Promise<string | 404> {
  const response = await reader.inject({ method: 'GET', url: `/api/about/${url.slice(1)}` });
  return response.statusCode === 404 ? 404 : (response.json() as { title: string }).title;
}

/** Publishes an about page through the admin API of `writer`; returns a function to change it. */
const publish = (writer: FastifyInstance, url: string, title: string) =>
  publishAboutPage(writer, admin, url, title);

/** A change made outside the app, as a migration or an UPDATE run by hand would. */
const retitle = (db: Database, url: string, title: string) =>
  db
    .update(pages)
    .set({ content: info(title) })
    .where(and(eq(pages.kind, 'about'), eq(pages.url, url)));

describe('a published page kept in memory', () => {
  it('shows an edit, an unpublish and a change made outside the app at once on the same instance', async () => {
    const change = await publish(app, '/local', 'First');
    expect(await titleAt(app, '/local')).toBe('First');
    await change({ content: info('Second') });
    expect(await titleAt(app, '/local')).toBe('Second');
    await retitle(app.db, '/local', 'Third');
    expect(await titleAt(app, '/local')).toBe('Third');
    await change({ is_published: false });
    expect(await titleAt(app, '/local')).toBe(404);
  });

  it('is sent without reading the database between announced changes', async () => {
    await publish(app, '/quiet', 'Announced');
    expect(await titleAt(app, '/quiet')).toBe('Announced');
    // A write the trigger does not announce: only a lookup asking the database would see it.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table pages disable trigger pages_announce_change`);
      await retitle(tx, '/quiet', 'Unannounced');
      await tx.execute(sql`alter table pages enable trigger pages_announce_change`);
    });
    expect(await titleAt(app, '/quiet')).toBe('Announced');
  });
});

// Two instances on one database, as behind a load balancer (PGlite is one process only).
describe.runIf(usesPostgres)('a published page on two instances', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await context.rebuild();
  });

  it('shows what one instance publishes, changes and unpublishes on the other within 1 s', async () => {
    expect(await titleAt(other, '/shared')).toBe(404);
    const change = await publish(app, '/shared', 'First');
    await expect.poll(() => titleAt(other, '/shared'), WITHIN).toBe('First');
    await change({ content: info('Second') });
    await expect.poll(() => titleAt(other, '/shared'), WITHIN).toBe('Second');
    await retitle(app.db, '/shared', 'Third');
    await expect.poll(() => titleAt(other, '/shared'), WITHIN).toBe('Third');
    await change({ is_published: false });
    await expect.poll(() => titleAt(other, '/shared'), WITHIN).toBe(404);
  });

  it('misses no change made while its connections to the database were lost', async () => {
    await publish(app, '/cut', 'Before');
    expect(await titleAt(other, '/cut')).toBe('Before');
    const hand = new pg.Client({ connectionString: context.config.DATABASE_URL });
    await hand.connect();
    try {
      // Every session of both instances, their listening connections included.
      await hand.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await hand.query(`update pages set content = $1 where kind = 'about' and url = '/cut'`, [
        info('During'),
      ]);
      await expect.poll(() => titleAt(other, '/cut'), WITHIN).toBe('During');
      // Listening again (a new connection a second later), it hears the next change as well.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await titleAt(other, '/cut')).toBe('During');
      await hand.query(`update pages set content = $1 where kind = 'about' and url = '/cut'`, [
        info('After'),
      ]);
      await expect.poll(() => titleAt(other, '/cut'), WITHIN).toBe('After');
    } finally {
      await hand.end();
    }
  });
});
