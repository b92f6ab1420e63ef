import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../test/test-app';
import { openDatabase, queryRows } from './client';
import { NamedStatementsPGlite } from './pglite-named-statements';
import { users } from './schema';

const INSERT = `insert into notes (at, doc, size, done, label) values ($1, $2, $3, $4, $5)
  returning id, at, doc, size, done, label`;
const SELECT = 'select id, at, doc, size, done, label from notes where size >= $1 order by id';

const preparedWith = (client: NamedStatementsPGlite, text: string) =>
  client.query<{ total: number }>(
    'select count(*)::int as total from pg_prepared_statements where statement = $1',
    [text],
  );

describe.skipIf(usesPostgres)('named statements on PGlite', () => {
  let client: NamedStatementsPGlite;
  beforeAll(async () => {
    client = new NamedStatementsPGlite();
    await client.exec(`create table notes (
      id serial primary key, at timestamptz, doc jsonb, size int, done boolean, label text unique)`);
  });
  afterAll(async () => {
    await client.close();
  });

  it("answers exactly as PGlite's own query does, in both row modes and with its parsers", async () => {
    const values = (label: string) => [
      new Date('2027-03-01T09:00:00Z'),
      { a: [1, 2] },
      7,
      true,
      label,
    ];
    const keepTimes = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const asPGlite = [
      await client.query(INSERT, values('first')),
      await client.query(INSERT, [null, null, null, null, 'second'], { rowMode: 'array' }),
      await client.query(SELECT, [0], { rowMode: 'array', ...keepTimes }),
      await client.query(SELECT, [0]),
    ];
    client.reuseParsed(INSERT);
    client.reuseParsed(SELECT);
    const named = [
      await client.query(INSERT, values('third')),
      await client.query(INSERT, [null, null, null, null, 'fourth'], { rowMode: 'array' }),
      await client.query(SELECT, [0], { rowMode: 'array', ...keepTimes }),
      await client.query(SELECT, [0]),
    ];
    expect((await preparedWith(client, INSERT)).rows[0]?.total).toBe(1);
    // The inserts differ only in their id and label; the reads see the rows both wrote.
    expect(named[0]).toEqual({
      ...asPGlite[0],
      rows: [{ ...(asPGlite[0]!.rows[0] as object), id: 3, label: 'third' }],
    });
    expect(named[1]).toEqual({ ...asPGlite[1], rows: [[4, null, null, null, null, 'fourth']] });
    const third = [3, '2027-03-01 09:00:00+00', { a: [1, 2] }, 7, true, 'third'];
    expect(asPGlite[2]!.rows).toEqual([[1, ...third.slice(1, 5), 'first']]);
    expect(named[2]).toEqual({ ...asPGlite[2], rowCount: 2, rows: [...asPGlite[2]!.rows, third] });
    expect(named[3]).toEqual({
      ...asPGlite[3],
      rowCount: 2,
      rows: [...asPGlite[3]!.rows, named[0]!.rows[0]],
    });
    expect([named[0]!.affectedRows, named[3]!.affectedRows]).toEqual([1, 0]);
  });

  it('parses a statement once, however often it runs', async () => {
    const text = 'select $1::int + 1 as next';
    client.reuseParsed(text);
    for (const value of [1, 2, 3]) {
      expect((await client.query(text, [value])).rows).toEqual([{ next: value + 1 }]);
    }
    expect((await preparedWith(client, text)).rows[0]?.total).toBe(1);
    const unnamed = 'select $1::int - 1 as previous';
    await client.query(unnamed, [1]);
    expect((await preparedWith(client, unnamed)).rows[0]?.total).toBe(0);
  });

  it("fails as PGlite's own query does, and the next run works", async () => {
    const failure = await client.query(INSERT, [null, null, 1, false, 'first']).catch((e) => e);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_label_key', query: INSERT });
    const next = await client.query<{ label: string }>(INSERT, [null, null, 1, false, 'fifth']);
    expect(next.rows[0]?.label).toBe('fifth');
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let outside: Promise<unknown> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.query(INSERT, [null, null, 1, false, 'rolled back']);
        outside = client.query(INSERT, [null, null, 1, false, 'kept']);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => {});
    await outside;
    const labels = await client.query<{ label: string }>(
      "select label from notes where label in ('rolled back', 'kept')",
    );
    expect(labels.rows).toEqual([{ label: 'kept' }]);
  });
});

describe.skipIf(usesPostgres)("the app's embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'coachhire-named-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('parses once the statements prepared by name, and no others', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const byName = database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare('user_by_email_for_test');
      const plain = sql`select count(*)::int as total from users where email <> ${'x'}`;
      for (const email of ['a@example.ie', 'b@example.ie']) {
        expect(await byName.execute({ email })).toEqual([]);
        await queryRows(database.db, plain);
      }
      const prepared = await queryRows<{ statement: string }>(
        database.db,
        sql`select statement from pg_prepared_statements`,
      );
      expect(prepared.map((row) => row.statement)).toEqual([byName.getQuery().sql]);
    } finally {
      await database.close();
    }
  });
});
