import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * SQL text made from query-builder pieces outside a database handle (a COPY statement, the shape
 * of a list's WHERE), naming columns as the handles in `client.ts` do (`snake_case`).
 */
export const sqlDialect = new PgDialect({ casing: 'snake_case' });
