import fc from 'fast-check';
import { ACCEPT_VALUES, headerText } from './hostile';
import type { FuzzRoute } from './routes';
import { textFor } from './schema-values';

/** Who sends a request: nobody signed in, or a signed-in user of each role. */
export const CALLERS = ['visitor', 'user', 'manager', 'admin', 'company'] as const;
export type Caller = (typeof CALLERS)[number];

export type Forgery =
  'expired' | 'foreign' | 'alg-none' | 'tampered' | 'deleted-user' | 'twice' | 'trailing';

/** Whose token is sent: the caller's own, none, another role's, garbage, or a forgery. */
export type AuthChoice =
  | { kind: 'own' }
  | { kind: 'none' }
  | { kind: 'other-role'; role: Caller }
  | { kind: 'garbage'; header: string }
  | { kind: 'forged'; forgery: Forgery };

/** Headers the route documents (near-valid or garbage) and ones every server receives. */
export function headersArbitrary(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const documented = Object.fromEntries(
    route.headers.map((spec) => [
      spec.name,
      fc.oneof(
        textFor(spec.schema, spec.name).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
        headerText,
      ),
    ]),
  );
  return fc.record(
    {
      ...documented,
      accept: fc.constantFrom(...ACCEPT_VALUES),
      'x-request-id': headerText,
      'if-none-match': fc.oneof(headerText, fc.constantFrom('*', '"img-1-0"', 'W/"x"')),
      cookie: headerText,
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'),
      'accept-encoding': fc.constantFrom('gzip', 'br, gzip', '*', 'x'),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
}

export function authArbitrary(callers: readonly Caller[]): fc.Arbitrary<AuthChoice> {
  return fc.oneof(
    { weight: 24, arbitrary: fc.constant<AuthChoice>({ kind: 'own' }) },
    { weight: 1, arbitrary: fc.constant<AuthChoice>({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...callers)
        .map((role): AuthChoice => ({ kind: 'other-role', role })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'bearer x',
            'Bearer a.b.c',
            `Bearer ${'A'.repeat(10_000)}`,
            'Basic YWRtaW46YWRtaW4=',
            'Bearer null',
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
            'Token abc',
          ),
          headerText.map((text) => `Bearer ${text}`),
        )
        .map((header): AuthChoice => ({ kind: 'garbage', header })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<Forgery>(
          'expired',
          'foreign',
          'alg-none',
          'tampered',
          'deleted-user',
          'twice',
          'trailing',
        )
        .map((forgery): AuthChoice => ({ kind: 'forged', forgery })),
    },
  );
}
