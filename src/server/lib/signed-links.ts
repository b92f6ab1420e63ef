import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_DB_INTEGER } from '@shared/http';

/**
 * Unguessable links without accounts: `{id}.{signature}`, where the signature is an HMAC-SHA256
 * of the purpose and the id under a server secret. A link names one row (a company's invitation,
 * a customer's lead, a staff member's new email, a "My requests" link) and nothing else; whether it still works (lead
 * closed, travel date past, link used) is decided by the caller from the row, so a link stops
 * working without being stored anywhere.
 */

export type LinkPurpose = 'respond' | 'quotes' | 'email-change' | 'my';

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purpose: LinkPurpose, id: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

export function signLink(secret: string, purpose: LinkPurpose, id: number): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The id a token names, or null when the token is malformed or its signature does not match. */
export function verifyLink(secret: string, purpose: LinkPurpose, token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > MAX_DB_INTEGER) return null;
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
