import fc from 'fast-check';
import type { LinkPurpose } from '../../lib/signed-links';
import {
  CONTENT_TYPES,
  HOSTILE_KEYS,
  OVERSIZED_BODY,
  RAW_BODIES,
  hostileString,
  hostileValue,
  taintedString,
} from './hostile';
import { type AuthChoice, CALLERS, type Caller, authArbitrary, headersArbitrary } from './headers';
import { type Mutation, mutationArbitrary, taintArbitrary } from './mutations';
import type { FuzzRoute, InputSpec } from './routes';
import { textFor, valueFor } from './schema-values';

export type { Caller };

/** A path value: an id that exists (resolved when sent), a signed link to one, or text. */
export type ParamValue =
  | { kind: 'existing'; index: number }
  | { kind: 'link'; purpose: LinkPurpose; index: number }
  | { kind: 'text'; text: string }
  | { kind: 'raw'; text: string };

export type BodyChoice =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; mutations: Mutation[]; contentType: string }
  | { kind: 'raw'; payload: string | Buffer; contentType: string };

export type QueryPart = { key: string; value: string } | { raw: string };

export type FuzzRequest = {
  caller: Caller;
  auth: AuthChoice;
  params: Record<string, ParamValue>;
  /** False when every path value has the form the route expects (so the route still matches). */
  paramsMutated: boolean;
  query: QueryPart[];
  headers: Record<string, string>;
  body: BodyChoice;
};

const RAW_PARAMS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '%201',
  'NaN',
  'Infinity',
  '9'.repeat(600),
  'a'.repeat(501),
  '2147483648',
  '99999999999999999999',
  '-2147483649',
  '__proto__',
  'constructor',
  '%5F%5Fproto%5F%5F',
  '1;1',
  '1,2',
  "1'%20OR%201=1",
  '1.x',
  'x.' + 'A'.repeat(43),
];

/** Percent-encodes text; a lone surrogate cannot be encoded, so its bytes go in as raw escapes. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    const wellFormed = Buffer.from(text, 'utf8').toString('utf8');
    return encodeURIComponent(wellFormed).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
}

function validParam(spec: InputSpec): fc.Arbitrary<ParamValue> {
  const text = textFor(spec.schema, spec.name).map((value): ParamValue => ({
    kind: 'text',
    text: value,
  }));
  if (spec.name === 'token') {
    return fc.record({
      kind: fc.constant('link' as const),
      purpose: fc.constantFrom<LinkPurpose>('respond', 'quotes', 'email-change', 'my'),
      index: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.nat()),
    });
  }
  if (spec.schema.type === 'integer' || /^id$|_id$/.test(spec.name)) {
    return fc.oneof(
      {
        weight: 3,
        // The lowest ids exist in most tables; any other index picks among all that exist.
        arbitrary: fc
          .oneof(fc.integer({ min: 0, max: 3 }), fc.nat())
          .map((index): ParamValue => ({ kind: 'existing', index })),
      },
      { weight: 1, arbitrary: text },
    );
  }
  if (spec.name === '*') {
    return fc
      .constantFrom('', 'index.html', 'static/index.html', 'json', 'yaml', 'static/logo.svg')
      .map((value): ParamValue => ({ kind: 'raw', text: value }));
  }
  return text;
}

const mutatedParam: fc.Arbitrary<ParamValue> = fc.oneof(
  fc.constantFrom(...RAW_PARAMS).map((text): ParamValue => ({ kind: 'raw', text })),
  hostileString.map((text): ParamValue => ({ kind: 'text', text })),
);

function paramsArbitrary(route: FuzzRoute) {
  if (route.params.length === 0) return fc.constant({ params: {}, paramsMutated: false });
  return fc
    .tuple(
      fc.tuple(...route.params.map(validParam)),
      fc.array(fc.tuple(fc.nat(), mutatedParam), { maxLength: 2 }),
    )
    .map(([valid, mutations]) => {
      const values = [...valid];
      for (const [index, value] of mutations) values[index % values.length] = value;
      const params = Object.fromEntries(route.params.map((spec, i) => [spec.name, values[i]!]));
      return { params, paramsMutated: mutations.length > 0 };
    });
}

const QUERY_KEYS = [...HOSTILE_KEYS, '__proto__[x]', 'constructor[prototype][x]', 'a[]', 'page'];
const RAW_QUERY = ['&&&', '=', '=x', '%zz', 'a=%', '%00=%00', 'a=1;b=2', `q=${'x'.repeat(5_000)}`];

function queryArbitrary(route: FuzzRoute): fc.Arbitrary<QueryPart[]> {
  const known = route.query.map((spec) =>
    fc.option(textFor(spec.schema, spec.name), { nil: undefined, freq: spec.required ? 10 : 2 }),
  );
  const extra = fc.oneof(
    fc.record({ key: fc.constantFrom(...QUERY_KEYS), value: hostileString }),
    fc.record({
      key: route.query.length
        ? fc.constantFrom(...route.query.map((s) => s.name))
        : fc.constant('q'),
      value: fc.oneof(hostileString, taintedString),
    }),
    fc.constantFrom(...RAW_QUERY).map((raw) => ({ raw })),
  );
  return fc
    .tuple(fc.tuple(...known), fc.array(extra, { maxLength: 2 }))
    .map(([values, extras]) => [
      ...route.query.flatMap((spec, i) =>
        values[i] === undefined ? [] : [{ key: spec.name, value: values[i] }],
      ),
      ...extras,
    ]);
}

export function queryString(parts: QueryPart[]): string {
  return parts
    .map((part) => ('raw' in part ? part.raw : `${encodeText(part.key)}=${encodeText(part.value)}`))
    .join('&');
}

const jsonType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<BodyChoice> {
  const sendsBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const document = route.body ? valueFor(route.body) : fc.jsonValue({ maxDepth: 2 });
  const json = (mutations: fc.Arbitrary<Mutation[]>) =>
    fc.record({
      kind: fc.constant('json' as const),
      value: document,
      mutations,
      contentType: jsonType,
    });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    payload: fc.constantFrom(...RAW_BODIES, OVERSIZED_BODY, ''),
    contentType: jsonType,
  });
  const none = fc.constant<BodyChoice>({ kind: 'none' });
  if (!sendsBody) {
    return fc.oneof(
      { weight: 6, arbitrary: none },
      { weight: 1, arbitrary: json(fc.constant([])) },
      { weight: 1, arbitrary: raw },
    );
  }
  return fc.oneof(
    { weight: 5, arbitrary: json(fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 })) },
    { weight: 3, arbitrary: json(taintArbitrary.map((taint) => [taint])) },
    { weight: 2, arbitrary: json(fc.constant([])) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: none },
    {
      weight: 1,
      arbitrary: hostileValue.map((value): BodyChoice => ({
        kind: 'json',
        value,
        mutations: [],
        contentType: 'application/json',
      })),
    },
  );
}

/**
 * Requests for one route. Callers the route refuses are drawn less often than those it
 * admits, so most runs get past the guard into validation and the handler.
 */
export function requestArbitrary(route: FuzzRoute, admits: (caller: Caller) => boolean) {
  const admitted = CALLERS.filter(admits);
  const refused = CALLERS.filter((caller) => !admits(caller));
  const caller = refused.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...admitted) },
        { weight: 1, arbitrary: fc.constantFrom(...refused) },
      )
    : fc.constantFrom(...admitted);
  return fc
    .record({
      caller,
      auth: authArbitrary(CALLERS),
      path: paramsArbitrary(route),
      query: queryArbitrary(route),
      headers: headersArbitrary(route),
      body: bodyArbitrary(route),
    })
    .map(({ path, ...rest }): FuzzRequest => ({ ...rest, ...path }));
}
