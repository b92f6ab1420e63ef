import type { PageKind } from '@shared/content/page-urls';
import { strongEtagOf } from './etag';
import type { PageRevision, PublishedPageReads } from './repository';

/** A published page as the public lookup sends it: its JSON and that JSON's ETag. */
export type RenderedPage = { body: string; etag: string };

type Entry = PageRevision & RenderedPage;

/**
 * Room for about 800 typical landing pages (~10 KB of JSON each); a page is at most 512 KB.
 * Counted in UTF-16 characters of JSON, as the strings are held.
 */
const DEFAULT_MAX_CHARS = 8 * 1024 * 1024;

/**
 * The public lookups' cache of rendered pages (docs/decisions/015-published-page-cache.md): the
 * parsed, serialised content and its ETag per page, kept per process. Every lookup still asks the
 * database for the page's current revision (its id and row version, without the content), so
 * a page another instance has just published, changed, unpublished or deleted is never served
 * from here; only the reading, parsing, serialising and hashing of an unchanged page is saved.
 * Least recently used pages go first once `maxChars` of JSON are held.
 */
export function createPublishedPageCache(
  reads: PublishedPageReads,
  render: (kind: PageKind, content: unknown) => unknown,
  maxChars = DEFAULT_MAX_CHARS,
) {
  const entries = new Map<string, Entry>();
  let heldChars = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldChars -= entry.body.length;
  };

  const keep = (key: string, entry: Entry) => {
    forget(key);
    if (entry.body.length > maxChars) return;
    entries.set(key, entry);
    heldChars += entry.body.length;
    for (const oldest of entries.keys()) {
      if (heldChars <= maxChars) break;
      forget(oldest);
    }
  };

  return {
    /** The published page at `url`, rendered, or undefined when none is published there. */
    async get(kind: PageKind, url: string): Promise<RenderedPage | undefined> {
      // A kind is one word, so the space cannot be part of both.
      const key = `${kind} ${url}`;
      const cached = entries.get(key);
      if (cached) {
        const current = await reads.revision(kind, url);
        if (current?.id === cached.id && current.revision === cached.revision) {
          // Most recently used last: Map keeps insertion order.
          entries.delete(key);
          entries.set(key, cached);
          return cached;
        }
        forget(key);
        if (!current) return undefined;
      }
      const page = await reads.page(kind, url);
      if (!page) return undefined;
      const body = JSON.stringify(render(kind, page.content));
      const entry = { id: page.id, revision: page.revision, body, etag: strongEtagOf(body) };
      keep(key, entry);
      return entry;
    },
  };
}
