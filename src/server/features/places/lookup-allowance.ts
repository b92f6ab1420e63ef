import type { Database } from '../../db/client';
import { hitRateLimit } from '../../lib/rate-limit';

/**
 * Asked just before a call goes out to the geocoder or the router (never for an answer from a
 * cache or the gazetteer): false when the client has used up its lookups for the minute, and the
 * answer then comes from the gazetteer or the estimate instead.
 */
export type LookupAllowance = () => Promise<boolean>;

export const alwaysAllowed: LookupAllowance = async () => true;

/** A client's allowance for one request; `refused` tells whether it said no. */
export type ClientLookups = LookupAllowance & { refused: boolean };

/**
 * `perMinute` lookups per client address per minute, counted in `rate_limits` so every instance
 * shares the count; 0 turns the limit off. The services we call (Nominatim's and OSRM's public
 * servers among them) limit their users, so one client typing or scripting fast must not spend
 * the whole site's share.
 */
export function lookupAllowance(
  db: Database,
  perMinute: number,
  clientAddress: string,
): ClientLookups {
  const mayCall: ClientLookups = Object.assign(
    async () => {
      if (perMinute === 0) return true;
      const { allowed } = await hitRateLimit(db, `lookup:${clientAddress}`, perMinute, 60_000);
      if (!allowed) mayCall.refused = true;
      return allowed;
    },
    { refused: false },
  );
  return mayCall;
}
