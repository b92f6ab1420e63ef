import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { hasControlCharacters, isMultiLine } from '@shared/text-fields';
import { type FieldErrors, unprocessable } from '../lib/http-errors';

export const NOT_ALLOWED = 'Contains characters that are not allowed';
const MAX_DEPTH = 32;
/** Half of a surrogate pair (JSON can escape one: "\ud800"): not UTF-8 text. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when PostgreSQL could not store the text: a NUL (U+0000) or half a surrogate pair. */
export const hasUnstorableCharacters = (text: string) =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The walks below keep the path to the current value as a stack of keys and join it only for a
 * finding: this runs on every request, and nearly every request has none.
 */
type Walk = { found: Set<string>; keys: Array<string | number> };

const report = (walk: Walk) => walk.found.add(walk.keys.length ? walk.keys.join('.') : '_');

/** Collects the field path of every string (value or key) holding an unstorable character. */
function findUnstorable(value: unknown, walk: Walk, depth = 0): void {
  if (typeof value === 'string') {
    if (hasUnstorableCharacters(value)) report(walk);
    return;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      walk.keys.push(index);
      findUnstorable(value[index], walk, depth + 1);
      walk.keys.pop();
    }
    return;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    walk.keys.push(key);
    if (hasUnstorableCharacters(key)) report(walk);
    findUnstorable((value as Record<string, unknown>)[key], walk, depth + 1);
    walk.keys.pop();
  }
}

type Schema = z.core.$ZodType;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the JSON body parser: true when the body cannot hold refused text (below). */
    plainJsonBody: boolean;
  }
}

/**
 * What a JSON text needs to hold a refused character once parsed: an escape (`\n`, `\u0000`,
 * `\ud800`), or a control character JSON lets a string carry as it is (DEL and C1). Every other
 * control character is invalid in JSON text, and text decoded from UTF-8 holds no lone surrogate.
 */
const MAY_HOLD_REFUSED_TEXT = /[\\\u007f-\u009f]/;

/** Whether a body parsed from this JSON text is certain to hold no refused text (see above). */
export const isPlainJson = (text: string) => !MAY_HOLD_REFUSED_TEXT.test(text);

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/**
 * Walks the validated value beside the schema that produced it, and collects the path of every
 * string the schema declares single-line (not `multiLine`) that holds a control character.
 * Strings the schema leaves open (`z.unknown()`, such as page content) are not judged here: their
 * own validation decides. A value a union accepts through any branch without a finding passes.
 */
function findControlCharacters(
  schema: Schema,
  value: unknown,
  walk: Walk,
  depth: number,
  inMultiLine: boolean,
): void {
  if (depth > MAX_DEPTH) return;
  const multiLine = inMultiLine || isMultiLine(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const below = depth + 1;
  switch (def.type) {
    case 'string':
      if (typeof value === 'string' && hasControlCharacters(value, multiLine)) report(walk);
      return;
    case 'lazy':
      findControlCharacters((def.getter as () => Schema)(), value, walk, below, multiLine);
      return;
    case 'pipe': {
      // A transform's output keeps the shape of what went in (a trimmed string stays a string).
      const out = def.out as Schema;
      const inner = out._zod.def.type === 'transform' ? (def.in as Schema) : out;
      findControlCharacters(inner, value, walk, below, multiLine);
      return;
    }
    case 'object':
      if (isRecord(value)) {
        const shape = def.shape as Record<string, Schema>;
        for (const key in shape) {
          walk.keys.push(key);
          findControlCharacters(shape[key]!, value[key], walk, below, multiLine);
          walk.keys.pop();
        }
      }
      return;
    case 'array':
      if (Array.isArray(value)) {
        const element = def.element as Schema;
        for (let index = 0; index < value.length; index += 1) {
          walk.keys.push(index);
          findControlCharacters(element, value[index], walk, below, multiLine);
          walk.keys.pop();
        }
      }
      return;
    case 'record':
      if (isRecord(value)) {
        const valueType = def.valueType as Schema;
        for (const key in value) {
          if (!Object.hasOwn(value, key)) continue;
          walk.keys.push(key);
          findControlCharacters(valueType, value[key], walk, below, multiLine);
          walk.keys.pop();
        }
      }
      return;
    case 'intersection':
      findControlCharacters(def.left as Schema, value, walk, below, multiLine);
      findControlCharacters(def.right as Schema, value, walk, below, multiLine);
      return;
    case 'union': {
      const perOption = (def.options as Schema[]).map((option) => {
        const found = new Set<string>();
        findControlCharacters(option, value, { found, keys: walk.keys }, below, multiLine);
        return found;
      });
      if (perOption.every((found) => found.size > 0)) {
        for (const field of perOption[0]!) walk.found.add(field);
      }
      return;
    }
    default:
      if (WRAPPERS.has(def.type)) {
        findControlCharacters(def.innerType as Schema, value, walk, below, multiLine);
      }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function findRefusedText(schema: unknown, value: unknown, found: Set<string>): void {
  findUnstorable(value, { found, keys: [] });
  if (schema && typeof schema === 'object' && '_zod' in schema) {
    findControlCharacters(schema as Schema, value, { found, keys: [] }, 0, false);
  }
}

/**
 * The same refusal for a value a route validates itself (a multipart upload's JSON field):
 * the field errors, or null when every string is acceptable.
 */
export function refusedTextErrors(schema: unknown, value: unknown): FieldErrors | null {
  const found = new Set<string>();
  findRefusedText(schema, value, found);
  if (found.size === 0) return null;
  return Object.fromEntries([...found].map((path) => [path, [NOT_ALLOWED]]));
}

/**
 * Text every /api route refuses with the usual 422, keyed by field — including routes added
 * later. Anywhere in a body or query string: what PostgreSQL cannot store (U+0000 in text or
 * jsonb; a lone surrogate on the embedded database), which failed the query with a 500 (found by
 * the bad-input suite). In every string the route's schema declares: control characters, except
 * tabs and line breaks in a `multiLine` field (see `src/shared/text-fields.ts`). It runs after
 * validation, so only the fields a route keeps are judged. Path parameters keep their own rules:
 * ids are numbers, and a lookup by a slug that cannot exist answers 404 like any other.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('plainJsonBody', false);
  app.addHook('preHandler', (request, _reply, done) => {
    const { url, schema } = request.routeOptions;
    if (!url?.startsWith('/api') || !schema) return done();
    const found = new Set<string>();
    if (schema.querystring) findRefusedText(schema.querystring, request.query, found);
    // A JSON body with no escape is not walked: nothing in it can be refused (isPlainJson).
    if (schema.body && !request.plainJsonBody) findRefusedText(schema.body, request.body, found);
    if (found.size === 0) return done();
    // fromEntries defines own properties, so a field named `__proto__` is reported, not obeyed.
    const errors: FieldErrors = Object.fromEntries([...found].map((path) => [path, [NOT_ALLOWED]]));
    done(unprocessable('The given data was invalid.', errors));
  });
});
