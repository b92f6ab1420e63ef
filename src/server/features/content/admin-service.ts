import { MAX_CONTENT_BYTES, STALE_PAGE_MESSAGE, URL_TAKEN_MESSAGE } from '@shared/content/admin';
import { homeContentSchema, infoPageContentSchema } from '@shared/content/content';
import {
  type PageKind,
  isRoutablePageUrl,
  normalizePageUrl,
  sublinkOf,
} from '@shared/content/page-urls';
import { sanitizeInlineHtml } from '@shared/sanitize-html';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/http-errors';
import { type PageChanges, findPage, findPageByUrl, updatePageRow } from './admin-repository';
import { type PageRow, insertPage } from './repository';

/**
 * Validates a content document with the same schema the public site renders with: unknown keys
 * dropped, missing fields filled, bad colours or `javascript:` links refused with field errors.
 * The fleet title may hold a little HTML; it is sanitised here and again when rendered.
 */
export function validateContent(kind: PageKind, content: unknown): unknown {
  if (JSON.stringify(content ?? null).length > MAX_CONTENT_BYTES) {
    throw new HttpError(413, 'Page content is larger than 512 KB');
  }
  const result = (kind === 'index' ? homeContentSchema : infoPageContentSchema).safeParse(
    content ?? {},
  );
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      (errors[['content', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    }
    throw unprocessable('The page content is not valid', errors);
  }
  const data = result.data;
  if (kind === 'index' && 'fleet' in data) {
    return { ...data, fleet: { ...data.fleet, title: sanitizeInlineHtml(data.fleet.title) } };
  }
  return data;
}

/**
 * Normalises a URL (docs/product.md#page-urls) and refuses ones no page of this kind could be
 * served at.
 */
export function checkedUrl(kind: PageKind, raw: string): { url: string; sublink: string } {
  const url = normalizePageUrl(raw);
  if (!isRoutablePageUrl(kind, url)) {
    const message = 'This URL is reserved or cannot be used for a page';
    throw unprocessable(message, { url: [message] });
  }
  return { url, sublink: sublinkOf(url) };
}

const urlTaken = () => unprocessable(URL_TAKEN_MESSAGE, { url: [URL_TAKEN_MESSAGE] });

async function guardUrlClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw urlTaken();
    throw error;
  }
}

export async function createPage(
  db: Database,
  kind: PageKind,
  input: { url: string; content: unknown; is_published?: boolean | undefined },
): Promise<PageRow> {
  const { url, sublink } = checkedUrl(kind, input.url);
  const content = validateContent(kind, input.content);
  return guardUrlClash(() =>
    insertPage(db, { kind, url, sublink, content, is_published: input.is_published ?? false }),
  );
}

export async function updatePage(
  db: Database,
  kind: PageKind,
  id: number,
  input: {
    url?: string | undefined;
    content?: unknown;
    is_published?: boolean | undefined;
    version?: number | undefined;
  },
): Promise<PageRow> {
  const changes: PageChanges = {};
  if (input.url !== undefined) Object.assign(changes, checkedUrl(kind, input.url));
  if (input.content !== undefined) changes.content = validateContent(kind, input.content);
  if (input.is_published !== undefined) changes.is_published = input.is_published;
  const updated = await guardUrlClash(() => updatePageRow(db, kind, id, changes, input.version));
  if (updated) return updated;
  if (await findPage(db, kind, id)) throw conflict(STALE_PAGE_MESSAGE);
  throw notFound('Page not found');
}

/** Saving updates the page with this URL, or creates it (docs/product.md#page-editor). */
export async function savePageByUrl(
  db: Database,
  kind: PageKind,
  input: { url: string; content: unknown; version?: number | undefined },
): Promise<{ page: PageRow; created: boolean }> {
  const { url } = checkedUrl(kind, input.url);
  const existing = await findPageByUrl(db, kind, url);
  if (existing)
    return {
      page: await updatePage(db, kind, existing.id, {
        content: input.content,
        version: input.version,
      }),
      created: false,
    };
  return { page: await createPage(db, kind, { url, content: input.content }), created: true };
}
