import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_KINDS, type PageKind } from '@shared/content/page-urls';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';

export type PageRow = typeof pages.$inferSelect;

export type NewPage = {
  kind: PageKind;
  url: string;
  sublink: string;
  content: unknown;
  is_published?: boolean;
};

/** What the sitemap needs of a page: never its content, which can be large. */
export type PublishedPageRef = Pick<PageRow, 'kind' | 'url' | 'updated_at'>;

/**
 * One published page by its stored URL; served by the unique (kind, url) index. A URL with a NUL
 * cannot be stored (PostgreSQL text refuses it, and would fail the query), so it finds nothing.
 */
export async function findPublishedPage(
  db: Database,
  kind: PageKind,
  url: string,
): Promise<Pick<PageRow, 'url' | 'content' | 'updated_at'> | undefined> {
  if (url.includes('\u0000')) return undefined;
  const [row] = await db
    .select({ url: pages.url, content: pages.content, updated_at: pages.updated_at })
    .from(pages)
    .where(and(eq(pages.kind, kind), eq(pages.url, url), eq(pages.is_published, true)))
    .limit(1);
  return row;
}

/**
 * Which version of a row a reader saw: the page's id and its row's `xmin`, the transaction that
 * wrote that version. Any write to the row — the admin API, a migration, a hand-run UPDATE —
 * gives it a new `xmin`; a page deleted and created again gets a new id.
 */
export type PageRevision = { id: number; revision: string };

export type PublishedPageReads = {
  /** The published page's revision, without its content; undefined when none is published. */
  revision: (kind: PageKind, url: string) => Promise<PageRevision | undefined>;
  /** The published page's content with its revision, read in one statement. */
  page: (kind: PageKind, url: string) => Promise<(PageRevision & { content: unknown }) | undefined>;
};

/**
 * The public lookups' two reads, prepared once (both served by the unique (kind, url) index). A
 * URL with a NUL finds nothing, as in findPublishedPage.
 */
export function preparePublishedPageReads(db: Database): PublishedPageReads {
  const published = and(
    eq(pages.kind, sql.placeholder('kind')),
    eq(pages.url, sql.placeholder('url')),
    eq(pages.is_published, true),
  );
  const revision = { id: pages.id, revision: sql<string>`${pages}.xmin::text` };
  const revisionOf = db
    .select(revision)
    .from(pages)
    .where(published)
    .limit(1)
    .prepare('published_page_revision');
  const pageOf = db
    .select({ ...revision, content: pages.content })
    .from(pages)
    .where(published)
    .limit(1)
    .prepare('published_page');
  return {
    revision: async (kind, url) =>
      url.includes('\u0000') ? undefined : (await revisionOf.execute({ kind, url }))[0],
    page: async (kind, url) =>
      url.includes('\u0000') ? undefined : (await pageOf.execute({ kind, url }))[0],
  };
}

/** Published pages of one kind, or of every kind, in a stable order. */
export async function listPublishedPages(
  db: Database,
  kind?: PageKind,
): Promise<PublishedPageRef[]> {
  return db
    .select({ kind: pages.kind, url: pages.url, updated_at: pages.updated_at })
    .from(pages)
    .where(and(eq(pages.is_published, true), inArray(pages.kind, kind ? [kind] : [...PAGE_KINDS])))
    .orderBy(asc(pages.kind), asc(pages.url));
}

/** Stores a page as given; callers normalise the URL (`normalizePageUrl`) first. */
export async function insertPage(db: Database, page: NewPage): Promise<PageRow> {
  const [row] = await db
    .insert(pages)
    .values({
      kind: page.kind,
      url: page.url,
      sublink: page.sublink,
      content: page.content,
      is_published: page.is_published ?? false,
    })
    .returning();
  if (!row) throw new Error('insert into pages returned no row');
  return row;
}
