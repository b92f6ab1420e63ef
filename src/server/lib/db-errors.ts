/** Postgres SQLSTATE 23505, whether raised by pg or PGlite and whether or not Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The constraint a unique violation names (pg and PGlite both report it), if any. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && typeof candidate.constraint === 'string') {
      return candidate.constraint;
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Connection-level failures: the database is away (stopped, restarting, unreachable, out of
 * connections), not the request wrong. Socket errors, SQLSTATE class 08 (connection exception),
 * 57P01-57P03 (shut down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What pg says, without a code, when the connection is gone or cannot be had in time. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|is not queryable|Query read timeout/i;

/** True when `error` (or an error it wraps, as Drizzle does) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * True when the database refused a statement for its data (SQLSTATE class 22, data exception,
 * or 23, integrity constraint violation): the statement failed as a whole, before its
 * transaction could commit, so nothing of it was stored. Unlike a lost connection, after which
 * a statement may or may not have committed.
 */
export function isRefusedData(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(candidate.code)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
