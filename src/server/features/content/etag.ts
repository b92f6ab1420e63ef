import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * onSend hook: tags a 200 with an ETag of its serialized body and answers a matching
 * If-None-Match with an empty 304. `no-cache` lets clients keep a copy but always revalidate, so
 * a publish shows on the next load while an unchanged page costs no body.
 */
export async function revalidateWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  void reply.header('cache-control', 'no-cache');
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = strongEtagOf(payload);
  void reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304);
  return '';
}
