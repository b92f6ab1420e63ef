import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAGE_KINDS, type PageKind } from '@shared/page-urls';
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
