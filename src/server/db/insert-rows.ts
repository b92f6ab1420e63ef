import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into table (columns) select * from unnest($1::type[], $2::type[], …)`: many rows in one
 * statement with one array parameter per column, for the jobs that write a batch's rows at once
 * (decision 053). Drizzle's `values(rows)` binds one parameter per cell and checks every cell's
 * kind as it builds the text: for a batch's 150 messages that was most of the job's own CPU, and
 * PostgreSQL then parsed a statement of 2,000 parameters. Every row gives every listed column; a
 * missing value is NULL, not the column's default. The caller adds `on conflict`/`returning`.
 */
export function insertRows<
  Table extends PgTable,
  Key extends keyof Table['$inferInsert'] & keyof Table['_']['columns'] & string,
>(table: Table, keys: readonly Key[], rows: readonly Pick<Table['$inferInsert'], Key>[]): SQL {
  const columns = getTableColumns(table);
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = row[key] as unknown;
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}
