import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * Tables a refused request may legitimately write: failed sign-ins are counted (that is the
 * throttle), rate-limit windows are counted before validation, and logout revokes a token.
 */
const BOOKKEEPING = new Set(['login_throttle', 'rate_limits', 'revoked_tokens']);

/** Every table of the schema except the bookkeeping ones, so new tables are watched too. */
export const WATCHED_TABLES: string[] = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => !BOOKKEEPING.has(name))
  .sort();

/**
 * Notes every committed row change in the watched tables: a row-level trigger on each appends
 * the table's name to `fuzz_writes`. Rows written by a transaction that rolls back vanish with
 * it, so the log holds exactly what was stored. Test databases only; built fresh per file.
 */
export async function watchWrites(db: Database): Promise<void> {
  await db.execute(
    sql`create table fuzz_writes (id bigserial primary key, table_name text not null)`,
  );
  await db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
    begin insert into fuzz_writes (table_name) values (tg_table_name); return null; end $$`),
  );
  for (const name of WATCHED_TABLES) {
    await db.execute(
      sql`create trigger fuzz_watch after insert or update or delete on ${sql.identifier(name)} for each row execute function fuzz_note_write()`,
    );
  }
}

/** The newest stored write (an index lookup: cheap enough to read around every request). */
export async function lastWrite(db: Database): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`select coalesce(max(id), 0) as id from fuzz_writes`,
  );
  return Number(row!.id);
}

/** The tables written after write `id`: empty when nothing was stored. */
export async function tablesWrittenAfter(db: Database, id: number): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select distinct table_name from fuzz_writes where id > ${id} order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Each table's newest ids (newest first), so generated paths name rows that exist now. */
export async function existingIds(db: Database): Promise<Record<string, number[]>> {
  const withId = new Set(
    (
      await queryRows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.columns where column_name = 'id' and table_schema = current_schema()`,
      )
    ).map((row) => row.table_name),
  );
  const tables = WATCHED_TABLES.filter((name) => withId.has(name));
  const rows = await queryRows<{ name: string; id: number | string }>(
    db,
    sql.join(
      tables.map(
        (name) =>
          sql`(select ${name} as name, id from ${sql.identifier(name)} order by id desc limit 20)`,
      ),
      sql` union all `,
    ),
  );
  const pools: Record<string, number[]> = {};
  for (const row of rows) (pools[row.name] ??= []).push(Number(row.id));
  return pools;
}
