import { describe, expect, it } from 'vitest';
import type { PageKind } from '@shared/content/page-urls';
import { createPublishedPageCache } from './published-cache';
import type { PublishedPageReads } from './repository';

/** An in-memory pages table: each write gives the row a new revision, as xmin does. */
function fakePages() {
  const rows = new Map<string, { id: number; revision: string; content: unknown }>();
  const calls = { revision: 0, page: 0, render: 0 };
  let written = 0;
  const reads: PublishedPageReads = {
    revision: async (_kind, url) => {
      calls.revision += 1;
      const row = rows.get(url);
      return row && { id: row.id, revision: row.revision };
    },
    page: async (_kind, url) => {
      calls.page += 1;
      return rows.get(url);
    },
  };
  return {
    reads,
    calls,
    write: (url: string, content: unknown, id = 1) => {
      written += 1;
      rows.set(url, { id, revision: String(written), content });
    },
    remove: (url: string) => rows.delete(url),
    render: (_kind: PageKind, content: unknown) => {
      calls.render += 1;
      return { shown: content };
    },
  };
}

describe('createPublishedPageCache', () => {
  it('renders a page once per revision, and checks the revision on every lookup', async () => {
    const pages = fakePages();
    const cache = createPublishedPageCache(pages.reads, pages.render);
    pages.write('/a', 'one');
    const first = await cache.get('about', '/a');
    expect(first?.body).toBe('{"shown":"one"}');
    expect(first?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(await cache.get('about', '/a')).toEqual(first);
    expect(pages.calls).toEqual({ revision: 1, page: 1, render: 1 });

    pages.write('/a', 'two');
    const second = await cache.get('about', '/a');
    expect(second?.body).toBe('{"shown":"two"}');
    expect(second?.etag).not.toBe(first?.etag);
    expect(pages.calls).toEqual({ revision: 2, page: 2, render: 2 });
  });

  it('tells a page deleted and created again from the one it kept', async () => {
    const pages = fakePages();
    const cache = createPublishedPageCache(pages.reads, pages.render);
    pages.write('/a', 'old', 1);
    await cache.get('index', '/a');
    pages.remove('/a');
    expect(await cache.get('index', '/a')).toBeUndefined();
    pages.write('/a', 'new', 2);
    expect((await cache.get('index', '/a'))?.body).toBe('{"shown":"new"}');
  });

  it('keeps kinds apart', async () => {
    const pages = fakePages();
    const cache = createPublishedPageCache(pages.reads, (kind, content) => ({ kind, content }));
    pages.write('/a', 'x');
    expect((await cache.get('about', '/a'))?.body).toContain('"about"');
    expect((await cache.get('how-it-works', '/a'))?.body).toContain('"how-it-works"');
  });

  it('lets the least recently used pages go beyond its size, and never keeps one too large', async () => {
    const pages = fakePages();
    // Each body is 15 characters ({"shown":"…"} around 3); room for two.
    const cache = createPublishedPageCache(pages.reads, pages.render, 30);
    for (const url of ['/a', '/b', '/c']) pages.write(url, url.slice(1).repeat(3));
    await cache.get('about', '/a');
    await cache.get('about', '/b');
    await cache.get('about', '/a'); // /a is now the most recently used
    await cache.get('about', '/c'); // /b goes
    pages.calls.page = 0;
    await cache.get('about', '/a');
    await cache.get('about', '/c');
    expect(pages.calls.page).toBe(0);
    await cache.get('about', '/b');
    expect(pages.calls.page).toBe(1);

    pages.write('/big', 'x'.repeat(40));
    pages.calls.page = 0;
    expect((await cache.get('about', '/big'))?.body).toContain('xxx');
    await cache.get('about', '/big');
    expect(pages.calls.page).toBe(2);
  });
});

describe('createPublishedPageCache while hearing page changes', () => {
  /** A cache hearing announcements, on a clock the test moves, trusting a page for 1 s. */
  function hearingCache() {
    const pages = fakePages();
    const clock = { now: 0 };
    const cache = createPublishedPageCache(pages.reads, pages.render, 1_000, {
      ms: 1_000,
      now: () => clock.now,
    });
    cache.changes.hearing(true);
    return { pages, clock, cache };
  }

  it('sends a kept page without asking the database until its time is up, then checks it once', async () => {
    const { pages, clock, cache } = hearingCache();
    pages.write('/a', 'one');
    const first = await cache.get('about', '/a');
    clock.now = 999;
    expect(await cache.get('about', '/a')).toBe(first);
    expect(pages.calls).toEqual({ revision: 0, page: 1, render: 1 });

    clock.now = 1_000;
    expect(await cache.get('about', '/a')).toBe(first);
    clock.now = 1_999;
    expect(await cache.get('about', '/a')).toBe(first);
    expect(pages.calls).toEqual({ revision: 1, page: 1, render: 1 });
  });

  it('drops a page whose change is announced, and every page on an empty announcement', async () => {
    const { pages, cache } = hearingCache();
    pages.write('/a', 'one');
    pages.write('/b', 'bee');
    await cache.get('about', '/a');
    await cache.get('index', '/b');

    pages.write('/a', 'two');
    cache.changes.notify('about /a');
    expect((await cache.get('about', '/a'))?.body).toBe('{"shown":"two"}');
    expect(pages.calls.page).toBe(3);

    pages.write('/b', 'bee 2');
    cache.changes.notify('');
    expect((await cache.get('index', '/b'))?.body).toBe('{"shown":"bee 2"}');
    expect((await cache.get('about', '/a'))?.body).toBe('{"shown":"two"}');
    expect(pages.calls).toEqual({ revision: 0, page: 5, render: 5 });
  });

  it('checks every lookup while not hearing, and each page once when hearing again', async () => {
    const { pages, cache } = hearingCache();
    pages.write('/a', 'one');
    await cache.get('about', '/a');
    cache.changes.hearing(false);
    pages.write('/a', 'two'); // announced while nobody was listening
    expect((await cache.get('about', '/a'))?.body).toBe('{"shown":"two"}');
    await cache.get('about', '/a');
    expect(pages.calls.revision).toBe(2);

    cache.changes.hearing(true);
    await cache.get('about', '/a');
    await cache.get('about', '/a');
    expect(pages.calls).toEqual({ revision: 3, page: 2, render: 2 });
  });

  it('does not trust a page read while a change was being announced', async () => {
    const { pages, cache } = hearingCache();
    pages.write('/a', 'one');
    const read = pages.reads.page;
    // The announcement of a write lands while the older content is on its way back.
    pages.reads.page = async (kind, url) => {
      const row = await read(kind, url);
      pages.write('/a', 'two');
      cache.changes.notify('about /a');
      return row;
    };
    expect((await cache.get('about', '/a'))?.body).toBe('{"shown":"one"}');
    pages.reads.page = read;
    expect((await cache.get('about', '/a'))?.body).toBe('{"shown":"two"}');
    expect(pages.calls).toEqual({ revision: 1, page: 2, render: 2 });
  });
});
