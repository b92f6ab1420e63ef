import fc from 'fast-check';

/**
 * The inputs that break servers: control and invisible characters, lone surrogates, NaN-like
 * and out-of-range numbers, injection strings for SQL/LIKE/HTML/CSV/headers, impossible dates,
 * path traversal, prototype keys, and sizes at and past the limits.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeffbom',
  'zero\u200bwidth',
  'tab\tand\nnewline\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0',
  '-0',
  '-1',
  '1e309',
  '0x1F',
  '1_000',
  ' 42 ',
  '42abc',
  '9'.repeat(400),
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "1' AND pg_sleep(3)--",
  '%',
  '_',
  '\\',
  '%_%\\%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '${7*7}',
  '{{7*7}}',
  '%s%s%n',
  'a\r\nX-Injected: yes',
  '=cmd|" /C calc"!A0',
  '+SUM(1,1)',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2030-13-01',
  '24:00',
  '23:60',
  '@',
  'a@',
  '@b.ie',
  'x@y..ie',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '$where',
  'Ωμέγα Ó Súilleabháin 😀👩‍👩‍👧',
  'مرحبا',
];

/** Long strings, built once: every generated request reuses them. */
export const LONG_STRINGS = ['a'.repeat(10_001), 'é'.repeat(5_000), '😀'.repeat(3_000)];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

/** Characters databases, terminals and renderers choke on, hidden inside ordinary text. */
export const TAINTS = [
  '\u0000',
  '\ud800',
  '\udc00',
  '\u202e',
  '\ufeff',
  '\u0007',
  '\u2028',
  '\u001b[31m',
];

/** NUL most often: PostgreSQL refuses it in text and jsonb, so it is the one that reaches furthest. */
export const taintCharacter = fc.oneof(fc.constant('\u0000'), fc.constantFrom(...TAINTS));

export const taintedString: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), taintCharacter, fc.string({ maxLength: 8 }))
  .map(([before, taint, after]) => `${before}${taint}${after}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: taintedString },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 700 }).map((length) => 'x'.repeat(length)) },
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, ...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any JSON value a client could send where something else was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [[]], { $gt: '' }, { toString: 1 }) },
);

/** Keys that poison prototypes or confuse parsers, and some that are just unexpected. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'role_id',
  'is_spam',
  'status',
  'password_hash',
  'created_at',
  '',
  ' ',
  'a.b',
  'a[b]',
  '$set',
];

/** JSON text no JSON parser should accept, plus valid text that parses to surprises. */
export const RAW_BODIES: (string | Buffer)[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'NaN',
  '[1,2',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\u0000',
  '\ufeff{}',
  'null',
  '1e999',
  '"just a string"',
  '[]',
  '{"a":"\\ud800"}',
  '{"__proto__":{"role_id":1,"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
];

/** A JSON document just over the 1 MiB body limit. */
export const OVERSIZED_BODY = JSON.stringify({ full_name: 'x'.repeat(1_100_000) });

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json;charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  ';',
  'application/',
  '*/*',
  'application/json; boundary="',
];

export const ACCEPT_VALUES = [
  '*/*',
  'text/html',
  'application/xml',
  'text/csv',
  'image/webp',
  '',
  'garbage;;;q=x',
  'application/json;q=0',
];

/** Printable ASCII only: Node refuses to send other bytes in a header at all. */
export const headerText = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(8_000), '../..', '%00', "' OR 1=1 --", 'null', '-1'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => text.replace(/[\r\n]/g, '')),
);
