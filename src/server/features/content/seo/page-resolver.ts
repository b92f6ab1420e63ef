import { parseHomeContent, parseInfoPageContent } from '@shared/content/content';
import {
  MY_REQUESTS_META,
  type PageMeta,
  QUOTES_META,
  RESET_PASSWORD_META,
  RESPOND_META,
  SET_PASSWORD_META,
  pageMetaFor,
} from '@shared/content/page-meta';
import {
  type PageKind,
  normalizePageUrl,
  publicPathOf,
  slugParamToUrl,
} from '@shared/content/page-urls';
import type { Database } from '../../../db/client';
import { findPublishedPage } from '../repository';

/**
 * What the server knows about a path before asking the database, mirroring the client's route
 * table (docs/product.md#route-table): content pages, static pages, or nothing at all.
 */
export type PageRoute =
  | { type: 'content'; kind: PageKind; url: string }
  | { type: 'static'; path: string; isIndexable: boolean }
  | { type: 'private-link'; meta: PageMeta }
  | { type: 'missing' };

export type ResolvedPage = {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the canonical URL; none on a 404. */
  canonicalPath?: string | undefined;
  isIndexable: boolean;
  /**
   * A content page: its kind and published content as the public lookup answers it (null: none,
   * the defaults show), for the pre-rendered shell and the content written into the page.
   */
  content?: { kind: PageKind; value: unknown };
};

/** A path no route matches, for `pageMetaFor`'s not-found title (it reads only the path's shape). */
export const UNMATCHED_PATH = '/not-found/page';

const INFO_KINDS = new Set<string>(['about', 'how-it-works']);
const INDEXABLE_STATIC = new Set(['privacy', 'contact']);
/** Sign-in and confirmation are pages, but nothing a search result should show. */
const PRIVATE_STATIC = new Set(['thank-you', 'login', 'forgot-password', 'my']);
/** Every path under these is a client route (the back office, a company's workspace), never indexed. */
const BACK_OFFICE = new Set(['admin', 'manager', 'operator']);
/**
 * The marketplace's signed links (`/respond/{token}`, `/quotes/{token}`): real pages, never
 * indexed, and with no canonical or og:url, which would repeat the token in the page.
 */
const PRIVATE_LINKS = new Map<string, PageMeta>([
  ['respond', RESPOND_META],
  ['quotes', QUOTES_META],
  ['my', MY_REQUESTS_META],
  ['reset-password', RESET_PASSWORD_META],
  ['set-password', SET_PASSWORD_META],
]);

/** `path` is normalised (see `normalizePageUrl`). */
export function classifyPath(path: string): PageRoute {
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return { type: 'content', kind: 'index', url: '/' };
  if (BACK_OFFICE.has(first)) return { type: 'static', path, isIndexable: false };
  const privateLink = PRIVATE_LINKS.get(first);
  if (segments.length === 2 && privateLink) return { type: 'private-link', meta: privateLink };
  if (segments.length === 1) {
    if (INFO_KINDS.has(first)) return { type: 'content', kind: first as PageKind, url: '/' };
    if (INDEXABLE_STATIC.has(first)) return { type: 'static', path, isIndexable: true };
    if (PRIVATE_STATIC.has(first)) return { type: 'static', path, isIndexable: false };
    return { type: 'content', kind: 'index', url: slugParamToUrl(first, 'index') };
  }
  if (segments.length === 2 && second !== undefined && INFO_KINDS.has(first)) {
    const kind = first as PageKind;
    return { type: 'content', kind, url: slugParamToUrl(second, kind) };
  }
  return { type: 'missing' };
}

function parseFor(kind: PageKind, content: unknown) {
  return kind === 'index' ? parseHomeContent(content) : parseInfoPageContent(content, kind);
}

/**
 * The status, meta and indexability of one page; at most one indexed query. A published record
 * gives the meta and its canonical path; a main page (`/`, `/about`, `/how-it-works`) without one
 * is still a real page with default meta; any other path without a published record (an unknown
 * slug or a draft) renders the defaults in the browser, so it is `noindex` and points at its main
 * page, leaving no duplicate of it for search engines.
 */
export async function resolvePage(db: Database, path: string): Promise<ResolvedPage> {
  const route = classifyPath(path);
  if (route.type === 'missing') {
    return { status: 404, ...pageMetaFor(UNMATCHED_PATH), isIndexable: false };
  }
  if (route.type === 'private-link') return { status: 200, ...route.meta, isIndexable: false };
  if (route.type === 'static') {
    return {
      status: 200,
      ...pageMetaFor(path),
      canonicalPath: path,
      isIndexable: route.isIndexable,
    };
  }
  const page = await findPublishedPage(db, route.kind, route.url);
  const mainPath = publicPathOf(route.kind, '/');
  if (page) {
    // Meta by the canonical path, so an alias (`/default`, `/about/about-team`) reads the same.
    const canonicalPath = publicPathOf(route.kind, page.url);
    const value = parseFor(route.kind, page.content);
    const meta = pageMetaFor(canonicalPath, value);
    const content = { kind: route.kind, value };
    return { status: 200, ...meta, canonicalPath, isIndexable: true, content };
  }
  return {
    status: 200,
    ...pageMetaFor(path),
    canonicalPath: mainPath,
    isIndexable: route.url === '/',
    content: { kind: route.kind, value: null },
  };
}

/**
 * The request path as the pages know it: query dropped, percent-decoding undone (`%2F` stays
 * encoded, so it cannot fake a segment), normalised. `undefined` when it is not valid UTF-8.
 */
export function pagePathOf(requestUrl: string): string | undefined {
  const raw = requestUrl.split('?')[0] ?? '/';
  try {
    return normalizePageUrl(decodeURI(raw));
  } catch {
    return undefined;
  }
}
