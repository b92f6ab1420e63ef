import type { ChannelHandlers } from '../db/notifications';

/** A valid session as read: its value, whose it is, which token, and when the token expires. */
export type CheckedSession<T> = {
  value: T;
  userId: number;
  jti: string;
  /** Epoch milliseconds (the token's `exp`). */
  expiresAt: number;
};

type Entry<T> = CheckedSession<T> & { trustedUntil: number };

/**
 * How long a session heard of no change is trusted without asking the database: the safety net
 * for an announcement that never arrived (a connection dropped unnoticed).
 */
const DEFAULT_TRUST_MS = 5_000;
/** Sessions kept at most (a few hundred bytes each); the least recently used go first. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * The sessions the auth check has found valid, kept per instance by their bearer token
 * (docs/decisions/054-sessions-kept-checked-in-memory.md). `read` verifies a token and checks its
 * session in the database. While `changes` hears the database's announcements (migration 0032: a
 * user's name, email, role, status, session version or company membership changed, the user
 * deleted, a token revoked), a kept session is used with no verification and no database work for
 * up to `trust.ms`, and never past its token's expiry; an announcement about its user or token
 * drops it at once. Not hearing, every request reads. Only valid sessions are kept: a refused
 * token is read every time, as before. A session read while any change was heard is not kept, so
 * a read that raced a change cannot put back what the change dropped.
 */
export function createSessionCache<T>(
  read: (token: string) => Promise<CheckedSession<T> | undefined>,
  options: {
    trustMs?: number;
    maxEntries?: number;
    /** The clock the trust is counted on (monotonic). */
    now?: () => number;
    /** The wall clock tokens expire on (epoch milliseconds). */
    wallClock?: () => number;
  } = {},
) {
  const {
    trustMs = DEFAULT_TRUST_MS,
    maxEntries = DEFAULT_MAX_ENTRIES,
    now = performance.now.bind(performance),
    wallClock = Date.now,
  } = options;
  const entries = new Map<string, Entry<T>>();
  let hearing = false;
  /** Counts announcements and hearing changes: what was read while it moved is not kept. */
  let heard = 0;

  const dropWhere = (matches: (entry: Entry<T>) => boolean) => {
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
  };

  return {
    /** The token's session: kept and trusted, or read (and kept when nothing changed meanwhile). */
    async get(token: string): Promise<CheckedSession<T> | undefined> {
      const kept = entries.get(token);
      if (kept && hearing && kept.trustedUntil > now() && kept.expiresAt > wallClock()) {
        // Most recently used last: a Map keeps insertion order.
        entries.delete(token);
        entries.set(token, kept);
        return kept;
      }
      const before = heard;
      const session = await read(token);
      entries.delete(token);
      if (session !== undefined && hearing && heard === before) {
        entries.set(token, { ...session, trustedUntil: now() + trustMs });
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      return session;
    },

    /** How many changes have been heard: a request that saw it move made or raced one. */
    changesHeard: () => heard,

    /** Sessions kept now (for tests). */
    size: () => entries.size,

    /** What the session-changes channel tells it. */
    changes: {
      notify(payload: string) {
        heard += 1;
        const space = payload.indexOf(' ');
        const kind = payload.slice(0, space);
        const subject = payload.slice(space + 1);
        if (space > 0 && kind === 'user') {
          const userId = Number(subject);
          dropWhere((entry) => entry.userId === userId);
        } else if (space > 0 && kind === 'token') {
          dropWhere((entry) => entry.jti === subject);
        } else {
          entries.clear();
        }
      },
      hearing(live: boolean) {
        hearing = live;
        heard += 1;
        entries.clear();
      },
    } satisfies ChannelHandlers,
  };
}
