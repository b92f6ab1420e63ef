import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, unprocessable } from '../lib/http-errors';

export const NOT_ALLOWED = 'Contains characters that are not allowed';
const MAX_DEPTH = 32;
/** Half of a surrogate pair (JSON can escape one: "\ud800"): not UTF-8 text. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when PostgreSQL could not store the text: a NUL (U+0000) or half a surrogate pair. */
export const hasUnstorableCharacters = (text: string) =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Collects the field path of every string (value or key) holding an unstorable character. */
function findUnstorable(value: unknown, path: string, found: Set<string>, depth = 0): void {
  if (typeof value === 'string') {
    if (hasUnstorableCharacters(value)) found.add(path || '_');
    return;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacters(key)) found.add(childPath);
    findUnstorable(child, childPath, found, depth + 1);
  }
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and the embedded database refuses a lone
 * surrogate, so either one in a body or a query string failed its query with a 500 (found by
 * the bad-input suite). Every /api route with a body or query schema refuses them with the
 * usual 422, keyed by field — including routes added later. It runs after validation, so only
 * the fields a route keeps are judged. Path parameters keep their own rules: ids are numbers,
 * and a lookup by a slug that cannot exist answers 404 like any other unknown slug.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const { url, schema } = request.routeOptions;
    if (!url?.startsWith('/api') || !schema) return;
    const found = new Set<string>();
    if (schema.querystring) findUnstorable(request.query, '', found);
    if (schema.body) findUnstorable(request.body, '', found);
    if (found.size === 0) return;
    // fromEntries defines own properties, so a field named `__proto__` is reported, not obeyed.
    const errors: FieldErrors = Object.fromEntries([...found].map((path) => [path, [NOT_ALLOWED]]));
    throw unprocessable('The given data was invalid.', errors);
  });
});
