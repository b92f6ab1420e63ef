import { and, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';
import type { PageRow } from './repository';

export function toPage(row: PageRow): Page {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listPages(db: Database, kind: PageKind): Promise<PageRow[]> {
  return db.select().from(pages).where(eq(pages.kind, kind)).orderBy(pages.url);
}

export async function findPage(
  db: Database,
  kind: PageKind,
  id: number,
): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.kind, kind), eq(pages.id, id)));
  return row;
}

export async function findPageByUrl(
  db: Database,
  kind: PageKind,
  url: string,
): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.kind, kind), eq(pages.url, url)));
  return row;
}

export async function findLatestPage(db: Database, kind: PageKind): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(eq(pages.kind, kind))
    .orderBy(desc(pages.updated_at), desc(pages.id))
    .limit(1);
  return row;
}

export type PageChanges = Partial<Pick<PageRow, 'url' | 'sublink' | 'content' | 'is_published'>>;

/**
 * Updates a page and bumps its version. With `expectedVersion`, only that version is updated:
 * undefined comes back when someone else saved in between (or the page is gone).
 */
export async function updatePageRow(
  db: Database,
  kind: PageKind,
  id: number,
  changes: PageChanges,
  expectedVersion?: number,
): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...changes, version: sql`${pages.version} + 1`, updated_at: sql`now()` })
    .where(
      and(
        eq(pages.kind, kind),
        eq(pages.id, id),
        expectedVersion === undefined ? undefined : eq(pages.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

export async function deletePageRow(db: Database, kind: PageKind, id: number): Promise<boolean> {
  const rows = await db
    .delete(pages)
    .where(and(eq(pages.kind, kind), eq(pages.id, id)))
    .returning({ id: pages.id });
  return rows.length > 0;
}
