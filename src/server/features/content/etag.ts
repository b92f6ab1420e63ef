import { createHash } from 'node:crypto';

/** A strong validator: the same bytes always give the same tag, on every instance. */
export function strongEtagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2), so a `W/` prefix is ignored. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
