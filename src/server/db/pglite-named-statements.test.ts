import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, protocol, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../test/test-app';
import { openDatabase, queryRows } from './client';
import { NamedStatementsPGlite, bindMessage } from './pglite-named-statements';
import { users } from './schema';

const INSERT = `insert into notes (at, doc, size, done, label, tags, raw)
  values ($1, $2, $3, $4, $5, $6, $7) returning *`;
const SELECT = 'select * from notes where size >= $1 or size is null order by id';

/** A row of `notes` with only its label and size. */
const row = (label: string) => [null, null, 1, false, label, null, null];

const preparedWith = (client: NamedStatementsPGlite, text: string) =>
  client.query<{ total: number }>(
    'select count(*)::int as total from pg_prepared_statements where statement = $1',
    [text],
  );

describe('the Bind message', () => {
  it("is byte for byte PGlite's own, for any text, NULLs and names", () => {
    const cases: [string, (string | null)[]][] = [
      ['', []],
      ['app_12', ['plain', null, '', 'Dún Laoghaire € 😀', null]],
      ['', ['x'.repeat(70_000), '{"a":[1,2]}', null]],
    ];
    for (const [statement, values] of cases) {
      const theirs = Buffer.from(protocol.serialize.bind({ statement, values }));
      expect(bindMessage(statement, values).equals(theirs)).toBe(true);
    }
  });
});

describe.skipIf(usesPostgres)('statements on PGlite', () => {
  let client: NamedStatementsPGlite;
  /** PGlite as it comes, given the same statements: what every answer must equal. */
  let plain: PGlite;
  beforeAll(async () => {
    client = new NamedStatementsPGlite();
    plain = new PGlite();
    for (const database of [client, plain]) {
      await database.exec(`create table notes (
        id serial primary key, at timestamptz, doc jsonb, size int, done boolean, label text unique,
        tags text[], raw bytea)`);
    }
  });
  afterAll(async () => {
    await Promise.all([client.close(), plain.close()]);
  });

  /** The same statements on both databases, in a transaction or not: the answers of each. */
  async function onBoth(
    statements: (query: PGlite['query']) => Promise<unknown>[],
    inTransaction: boolean,
  ) {
    const answers = async (database: PGlite) => {
      if (!inTransaction) return Promise.all(statements(database.query.bind(database)));
      return database.transaction((tx) => Promise.all(statements(tx.query.bind(tx))));
    };
    return { ours: await answers(client), theirs: await answers(plain) };
  }

  it("answers exactly as PGlite's own query does, named or not, in a transaction or not", async () => {
    const keepTimes = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const values = (label: string) => [
      new Date('2027-03-01T09:00:00Z'),
      { a: [1, 2], quote: 'say "hi" \\ bye' },
      7,
      true,
      label,
      ['plain', 'with "quotes", commas', 'Dún Laoghaire', null],
      new Uint8Array([0, 1, 254, 255]),
    ];
    const statements = (label: string) => (query: PGlite['query']) => [
      query(INSERT, values(label)),
      query(INSERT, [null, null, null, null, `${label} nulls`, null, null], { rowMode: 'array' }),
      query(SELECT, [0], { rowMode: 'array', ...keepTimes }),
      query(SELECT, [0]),
      query('select $1::text as echo, $2::int[] as numbers', ['Ó Súilleabháin 😀', [1, null, 3]]),
    ];
    let round = 0;
    const expectSame = async (inTransaction: boolean) => {
      round += 1;
      const { ours, theirs } = await onBoth(statements(`round ${round}`), inTransaction);
      expect(ours).toEqual(theirs);
    };
    await expectSame(false);
    await expectSame(true);
    client.reuseParsed(INSERT);
    client.reuseParsed(SELECT);
    await expectSame(false);
    await expectSame(true);
    // Two rows a round: the reads saw every row written, with the same values on both.
    expect((await client.query(SELECT, [0])).rows).toHaveLength(8);
    expect((await preparedWith(client, INSERT)).rows[0]?.total).toBe(1);
  });

  it("fails as PGlite's own query does in a transaction, and the transaction is rolled back", async () => {
    const failing = (query: PGlite['query']) => [
      query(INSERT, row('in a rolled-back transaction')),
      query('select 1 / $1::int as quotient', [0]),
    ];
    const failures = await Promise.all(
      [client, plain].map((database) =>
        database.transaction((tx) => Promise.all(failing(tx.query.bind(tx)))).catch((e) => e),
      ),
    );
    expect(failures[0]).toMatchObject({ code: '22012', query: 'select 1 / $1::int as quotient' });
    expect(failures[0].message).toBe(failures[1].message);
    for (const database of [client, plain]) {
      const left = await database.query("select 1 from notes where label like 'in a rolled%'");
      expect(left.rows).toEqual([]);
    }
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
    const failure = await client.query(INSERT, row('round 1')).catch((e) => e);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_label_key', query: INSERT });
    const next = await client.query<{ label: string }>(INSERT, row('after the failure'));
    expect(next.rows[0]?.label).toBe('after the failure');
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let outside: Promise<unknown> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.query(INSERT, row('rolled back'));
        outside = client.query(INSERT, row('kept'));
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
