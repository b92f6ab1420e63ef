import type { PageKind } from '@shared/content/page-urls';
import type { ChannelHandlers } from '../../db/notifications';
import { strongEtagOf } from './etag';
import type { PageRevision, PublishedPageReads } from './repository';

/**
 * A published page as the public lookup sends it: its JSON as UTF-8 bytes (sent as they are, with
 * no encoding per request), the same JSON as text, and its ETag.
 */
export type RenderedPage = { bytes: Buffer; readonly body: string; etag: string };

/** `trustedUntil`: sent unchecked until then (performance.now() time); 0 checks first. */
type Entry = PageRevision & RenderedPage & { trustedUntil: number };

/** Room for about 800 typical landing pages (~10 KB of JSON each); a page is at most 512 KB. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * How long a page heard of no change is sent without asking the database: the safety net for a
 * notification that never arrived (a connection dropped unnoticed). After it, one revision check.
 */
const DEFAULT_TRUST_MS = 5_000;

/**
 * The public lookups' cache of rendered pages (docs/decisions/015-published-page-cache.md and
 * 020-page-changes-by-notification.md): the parsed, serialised content and its ETag per page,
 * kept per process with the revision (id and row version) it was rendered from.
 *
 * While `changes` is hearing the database's announcements, a kept page is sent with no database
 * work for up to `trust.ms`; an announcement drops it at once. Otherwise — not hearing, the time
 * up, or a change announced while the page was being read — the lookup asks for the page's
 * current revision first and renders again only when it differs. Least recently used pages go
 * first once `maxBytes` of JSON are held.
 */
export function createPublishedPageCache(
  reads: PublishedPageReads,
  render: (kind: PageKind, content: unknown) => unknown,
  maxBytes = DEFAULT_MAX_BYTES,
  trust: { ms?: number; now?: () => number } = {},
) {
  const { ms: trustMs = DEFAULT_TRUST_MS, now = performance.now.bind(performance) } = trust;
  const entries = new Map<string, Entry>();
  let heldBytes = 0;
  let hearing = false;
  /** Counts announcements and hearing changes: a read that saw it move cannot be trusted. */
  let heard = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes.length;
  };

  const keep = (key: string, entry: Entry) => {
    forget(key);
    if (entry.bytes.length > maxBytes) return;
    entries.set(key, entry);
    heldBytes += entry.bytes.length;
    for (const oldest of entries.keys()) {
      if (heldBytes <= maxBytes) break;
      forget(oldest);
    }
  };

  /** Most recently used last: Map keeps insertion order. */
  const touch = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    entries.set(key, entry);
  };

  /** Until when a page read while `heard` was `before` may be sent unchecked. */
  const trustedUntil = (before: number) => (hearing && heard === before ? now() + trustMs : 0);

  const distrustAll = () => {
    heard += 1;
    for (const entry of entries.values()) entry.trustedUntil = 0;
  };

  return {
    /** The published page at `url`, rendered, or undefined when none is published there. */
    async get(kind: PageKind, url: string): Promise<RenderedPage | undefined> {
      // A kind is one word, so the space cannot be part of both.
      const key = `${kind} ${url}`;
      const cached = entries.get(key);
      if (cached && hearing && cached.trustedUntil > now()) {
        touch(key, cached);
        return cached;
      }
      const before = heard;
      if (cached) {
        const current = await reads.revision(kind, url);
        if (current?.id === cached.id && current.revision === cached.revision) {
          cached.trustedUntil = trustedUntil(before);
          touch(key, cached);
          return cached;
        }
        if (entries.get(key) === cached) forget(key);
        if (!current) return undefined;
      }
      const page = await reads.page(kind, url);
      if (!page) return undefined;
      const body = JSON.stringify(render(kind, page.content));
      const bytes = Buffer.from(body);
      const entry: Entry = {
        id: page.id,
        revision: page.revision,
        bytes,
        // Only the bytes are held: the text is for the rare reader, not for sending.
        get body() {
          return bytes.toString();
        },
        etag: strongEtagOf(body),
        trustedUntil: trustedUntil(before),
      };
      keep(key, entry);
      return entry;
    },

    /** What the page-changes channel tells it: the `kind url` of a page changed, or '' for all. */
    changes: {
      notify(payload: string) {
        heard += 1;
        if (payload === '') {
          entries.clear();
          heldBytes = 0;
        } else {
          forget(payload);
        }
      },
      hearing(live: boolean) {
        hearing = live;
        distrustAll();
      },
    } satisfies ChannelHandlers,
  };
}
