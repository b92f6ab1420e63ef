import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-links';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('signed links', () => {
  it('round-trips the id it was signed for', () => {
    const token = signLink(SECRET, 'respond', 42);
    expect(token).toMatch(/^42\.[\w-]{43}$/);
    expect(verifyLink(SECRET, 'respond', token)).toBe(42);
  });

  it('refuses another purpose, another secret, another id and tampering', () => {
    const token = signLink(SECRET, 'respond', 42);
    expect(verifyLink(SECRET, 'quotes', token)).toBeNull();
    expect(verifyLink(`${SECRET}x`, 'respond', token)).toBeNull();
    expect(verifyLink(SECRET, 'respond', token.replace(/^42/, '43'))).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyLink(SECRET, 'respond', token.slice(0, -1) + last)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', '42', '42.', '0.abc', '-1.x', `${'9'.repeat(11)}.${'a'.repeat(43)}`]) {
      expect(verifyLink(SECRET, 'respond', token)).toBeNull();
    }
  });
});
