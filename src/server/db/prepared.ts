import type { Database } from './client';

/**
 * A statement prepared once per database and reused: for the hot paths (every authenticated
 * request, every quote request), where building the statement with the query builder costs more
 * CPU than running it. Keyed weakly, so a closed test database takes its statements with it.
 */
export function preparedPerDatabase<Prepared>(
  prepare: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
