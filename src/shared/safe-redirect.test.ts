import { describe, expect, it } from 'vitest';
import { isSameSitePath, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/coach-hire-cork', '/coach-hire-cork'],
    ['/', '/'],
    ['/about/about-team', '/about/about-team'],
    ['/coach-hire-cork?utm=x#quote-form', '/coach-hire-cork?utm=x#quote-form'],
    ['/a/b/../c', '/a/b/../c'],
    ['/javascript:alert(1)', '/javascript:alert(1)'], // a path on this site, not a scheme
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'], // stays a path once encoded
  ])('follows the same-site path %j', (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected);
  });

  it.each([
    ['protocol-relative host', '//evil.example'],
    ['protocol-relative with path', '//evil.example/coach-hire-cork'],
    ['triple slash', '///evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash later', '/a\\b'],
    ['double backslash', '\\\\evil.example'],
    ['absolute http URL', 'http://evil.example'],
    ['absolute https URL', 'https://evil.example/x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['scheme with slash path', 'https:/evil.example'],
    ['relative path', 'coach-hire-cork'],
    ['dot relative path', './coach-hire-cork'],
    ['leading space', ' /coach-hire-cork'],
    ['tab after slash', '/\t/evil.example'],
    ['newline after slash', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['null byte', '/\u0000/evil.example'],
    ['delete char', '/\u007f'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses a %s', (_what, from) => {
    expect(safeRedirectPath(from)).toBe('/');
    expect(isSameSitePath(from)).toBe(false);
  });

  it.each([undefined, null, 42, ['/a'], { path: '/a' }])('refuses the non-string %j', (from) => {
    expect(safeRedirectPath(from)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/about')).toBe('/about');
  });

  it('never returns something a browser resolves to another origin', () => {
    const origin = 'https://coachhire.ie';
    const tricky = ['/', '//', '/\\', '\\', '/\t', 'http:', 'https:', '/.', '%2F', '@', ':'];
    for (const a of tricky) {
      for (const b of tricky) {
        for (const c of ['', 'evil.example', '/x']) {
          const target = safeRedirectPath(`${a}${b}${c}`);
          expect(new URL(target, origin).origin).toBe(origin);
        }
      }
    }
  });
});
