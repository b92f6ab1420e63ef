import type { FastifyRequest } from 'fastify';

/**
 * A segment after `respond/`, `quotes/`, `my/`, `confirm-email/`, `email-change/`,
 * `reset-password/` or `password-reset/` is a link's token: a credential, never logged.
 */
const LINK_TOKEN =
  /(\/(?:respond|quotes|my|confirm-email|email-change|reset-password|password-reset)\/)[^/?#]+/gi;

/**
 * The URL as the log may show it: link tokens replaced by `[token]`. The router decodes
 * percent-escapes before matching, so the decoded form is checked too (`/%72espond/…`).
 */
export function redactLinkTokens(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {
    // Not valid UTF-8 once decoded: the raw form is all there is to check.
  }
  const redacted = decoded.replace(LINK_TOKEN, '$1[token]');
  return redacted === decoded ? url : redacted;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
