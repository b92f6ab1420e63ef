/**
 * Open-redirect guard for `?from=` style parameters (docs/product.md#thank-you-page: `from` is
 * followed only when it is a same-site path).
 */

const MAX_LENGTH = 2048;

/**
 * True for a path on this site: one leading `/`, not `//` or `/\` (browsers read both as
 * another host), no backslashes or control characters anywhere (URL parsing turns `\` into `/`
 * and silently drops tabs and newlines, so `/\t/evil.example` would become `//evil.example`).
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  return true;
}

/** `from` when it is a same-site path, otherwise the fallback (the home page). */
export function safeRedirectPath(from: unknown, fallback = '/'): string {
  return isSameSitePath(from) ? from : fallback;
}
