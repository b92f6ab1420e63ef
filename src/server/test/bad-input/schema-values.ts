import fc from 'fast-check';
import type { JsonSchema } from './routes';

/**
 * Values that satisfy a route's JSON Schema, or nearly: the OpenAPI form of a zod schema loses
 * refinements (real dates, email syntax, cross-field rules), so field names fill the gap with
 * plausible values. Near-valid is the point: mutations of them reach past the first check.
 */

const DAY_MS = 86_400_000;
const MAX_ARRAY = 4;

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const clipped = (arbitrary: fc.Arbitrary<string>, schema: JsonSchema) =>
  arbitrary.map((value) =>
    schema.maxLength !== undefined ? value.slice(0, schema.maxLength) : value,
  );

/** `lat,lng` somewhere on the island, as the route endpoints take them. */
const irishPoint = fc
  .tuple(
    fc.double({ min: 51.5, max: 55.3, noNaN: true }),
    fc.double({ min: -10, max: -6, noNaN: true }),
  )
  .map(([lat, lng]) => `${lat.toFixed(5)},${lng.toFixed(5)}`);

/** A plausible string for a field its name describes, when the schema itself says little. */
function hintedString(name: string): fc.Arbitrary<string> | undefined {
  if (/email/i.test(name)) {
    return fc.oneof(
      fc.constantFrom('aoife@example.ie', 'Sean.Murphy@Example.IE', 'ops+quotes@coaches.ie'),
      fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}@[a-z0-9-]{1,20}\.(ie|com|co\.uk)$/),
    );
  }
  if (/date|_on$|until/i.test(name)) return fc.integer({ min: -3, max: 800 }).map(isoDay);
  if (/time/i.test(name)) return fc.constantFrom('08:30', '00:00', '23:59', '12:00');
  if (/url|slug|sublink|path/i.test(name)) {
    return fc.oneof(
      fc.constantFrom('/', '/coach-hire-cork', '/about-team', 'default'),
      fc.stringMatching(/^\/[a-z0-9-]{1,30}$/),
    );
  }
  if (/password/i.test(name)) return fc.string({ minLength: 12, maxLength: 40 });
  if (/phone|mobile/i.test(name)) return fc.stringMatching(/^08[3-9] \d{3} \d{4}$/);
  if (/county/i.test(name)) return fc.constantFrom('Cork', 'Dublin', 'Galway', 'Antrim');
  if (/^(from|to)$/.test(name)) return irishPoint;
  return undefined;
}

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  // The name says more than a pattern: a date pattern allows 2026-99-99, a point pattern 999,999.
  const hinted = hintedString(name);
  if (hinted) return clipped(hinted, schema);
  if (schema.pattern) {
    try {
      return clipped(fc.stringMatching(new RegExp(schema.pattern)), schema);
    } catch {
      // A construct fast-check cannot generate from: fall through to a plain string.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function numberFor(schema: JsonSchema, isInteger: boolean, name: string): fc.Arbitrary<number> {
  const plain = plainNumberFor(schema, isInteger);
  // Money has cents, no fractions of them.
  return /price|_eur$|amount/i.test(name)
    ? plain.map((value) => Math.round(value * 100) / 100)
    : plain;
}

function plainNumberFor(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + (isInteger ? 1 : 1e-6);
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - (isInteger ? 1 : 1e-6);
  // Small values are the common case (ids, counts); the bounds are where bugs live.
  const min = Math.max(low, -1e9);
  const max = Math.min(high, 1e9);
  if (isInteger) {
    const from = Math.ceil(min);
    const to = Math.floor(max);
    return fc.oneof(
      fc.integer({ min: from, max: Math.min(to, from + 50) }),
      fc.constantFrom(from, to),
      fc.integer({ min: from, max: to }),
    );
  }
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max),
  );
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valueFor(value, key)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/** A value for `schema`; `name` is the field or parameter it belongs to. */
export function valueFor(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, name)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0]!, name);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, name)));
  }
  switch (types[0]) {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
      return numberFor(schema, true, name);
    case 'number':
      return numberFor(schema, false, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY),
        ),
      });
    case 'object':
      return objectFor(schema);
    default:
      // `{}` accepts anything: a small JSON document (page content is one).
      if (schema.properties) return objectFor(schema);
      return fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 2 }));
  }
}

/** Query and path values travel as text: numbers and booleans as their string form. */
export const textFor = (schema: JsonSchema, name: string): fc.Arbitrary<string> =>
  valueFor(schema, name).map((value) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? ''),
  );
