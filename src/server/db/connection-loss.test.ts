import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { startRelay } from '../test/tcp-relay';
import { createTestContext, usesPostgres } from '../test/test-app';
import { type DatabaseHandle, openDatabase } from './client';

const QUERY_TIMEOUT_MS = 400;

describe.skipIf(!usesPostgres)('losing PostgreSQL connections (a restart, a network drop)', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let relay: ReturnType<typeof startRelay>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    context = await createTestContext();
    relay = startRelay(new URL(context.config.DATABASE_URL!));
    const viaRelay = relay.urlFor(await relay.listen());
    // One connection only: a connection the pool failed to get back would leave it with none.
    database = await openDatabase({
      databaseUrl: viaRelay,
      dataDir: '',
      poolMax: 1,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await database?.close();
    await relay?.close();
    await context?.cleanup();
  });

  it('fails a transaction whose connection drops between statements as "unavailable", without crashing', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      relay.cutAll();
      // The client learns of the loss while idle inside the transaction: it emits 'error' now.
      await sleep(100);
      await tx.execute(sql`select 2`);
    });
    const error = await transaction.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(database.db.execute(sql`select 3 as n`)).resolves.toBeDefined();
  });

  it("gives the pool its connection back when a transaction's `begin` is lost", async () => {
    relay.cutNextQuery();
    const error = await database.db
      .transaction(async () => {})
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(isDatabaseUnavailable(error)).toBe(true);
    // With the single connection leaked, this would wait for the pool and time out after 5 s.
    const started = performance.now();
    await database.db.execute(sql`select 4 as n`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('fails a statement a hung database never answers, then recovers on a new connection', async () => {
    await database.db.execute(sql`select 5`);
    relay.freeze();
    const started = performance.now();
    const error = await database.db.execute(sql`select 6`).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const waited = performance.now() - started;
    relay.thaw();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS);
    expect(waited).toBeLessThan(QUERY_TIMEOUT_MS + 1_000);
    await expect(database.db.execute(sql`select 7 as n`)).resolves.toBeDefined();
  });
});
