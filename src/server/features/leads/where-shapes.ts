import { type SQL, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { sqlDialect } from '../../db/dialect';

/**
 * A list's WHERE clause split into its shape and its values, so that the statements built on it
 * (the page, the planner's estimate of the total) are prepared once per shape and run with each
 * request's values: building them with the query builder cost more CPU than PostgreSQL spends
 * running them (docs/performance.md, lead list after decision 054).
 */
export type WhereShape = {
  /** The clause's SQL text with its values as `$1…$n`: what tells one shape from another. */
  text: string;
  /** The same clause with the placeholders `p1…pn` where its values were (for a new shape). */
  template: () => SQL;
  /** This request's values, by placeholder name. */
  values: Record<string, unknown>;
};

/**
 * The shape of `where` (~20 µs), or undefined when its text holds a `$n` other than its own
 * parameters, each once and in order: `leadConditions` writes no `$` of its own into the SQL, so
 * anything else is built for its request alone.
 */
export function shapeOf(where: SQL): WhereShape | undefined {
  const query = sqlDialect.sqlToQuery(where);
  const pieces = query.sql.split(/\$(\d+)/);
  const numbers = pieces.filter((_, at) => at % 2 === 1);
  if (
    numbers.length !== query.params.length ||
    numbers.some((number, at) => number !== String(at + 1))
  )
    return undefined;
  const values: Record<string, unknown> = {};
  query.params.forEach((value, at) => {
    values[`p${at + 1}`] = value;
  });
  return {
    text: query.sql,
    template: () =>
      sql.join(
        pieces.map((piece, at) => (at % 2 === 1 ? sql.placeholder(`p${piece}`) : sql.raw(piece))),
      ),
    values,
  };
}

/**
 * Statements kept by key, at most `max`: the least recently used goes first. A new key's statement
 * is built once, named after a hash of the key, so a name always means the same statement on
 * every connection.
 */
export function statementsByShape<Statement>(
  prefix: string,
  max: number,
): (key: string, build: (name: string) => Statement) => Statement {
  const byKey = new Map<string, Statement>();
  return (key, build) => {
    let statement = byKey.get(key);
    if (statement) {
      byKey.delete(key);
    } else {
      statement = build(`${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`);
      for (const oldest of byKey.keys()) {
        if (byKey.size < max) break;
        byKey.delete(oldest);
      }
    }
    byKey.set(key, statement);
    return statement;
  };
}
