import type { Page } from '@shared/content/admin';
import {
  isRoutablePageUrl,
  normalizePageUrl,
  sublinkOf,
  type PageKind,
} from '@shared/content/page-urls';
import { paths } from '@/lib/paths';

/**
 * The editor's slug is the URL's first segment, `root` for the main page (`/`)
 * (docs/product.md#route-table).
 */
export const ROOT_SLUG = 'root';

export function editorSlugOf(url: string): string {
  return sublinkOf(url) || ROOT_SLUG;
}

/** The stored URL an editor slug names (`root` → `/`). */
export function urlOfEditorSlug(slug: string): string {
  return slug === ROOT_SLUG ? '/' : normalizePageUrl(slug);
}

/** The record an editor slug opens: the exact URL, else the first one with that segment. */
export function findPageBySlug(pages: readonly Page[], slug: string): Page | undefined {
  const url = urlOfEditorSlug(slug);
  return pages.find((page) => page.url === url) ?? pages.find((page) => page.sublink === slug);
}

const KIND_LABELS: Record<PageKind, string> = {
  index: 'Home Page',
  about: 'About Page',
  'how-it-works': 'How It Works Page',
};

/** A page variant's title in the list is fixed per kind ("Home Page"). */
export function pageTitleOf(kind: PageKind): string {
  return KIND_LABELS[kind];
}

/** The editor route's `?kind=` value; home pages need none (docs/product.md#route-table). */
export function parseEditorKind(value: string | null): PageKind {
  return value === 'about' || value === 'how-it-works' ? value : 'index';
}

/**
 * Why a URL cannot be used, or null. The server refuses the same (decision 006); asking first
 * keeps the admin's typing on screen with a reason instead of a round trip.
 */
export function unusableUrlReason(kind: PageKind, url: string): string | null {
  if (isRoutablePageUrl(kind, url)) return null;
  return url.split('/').filter(Boolean).length > 1
    ? 'Use a single path segment, such as /coach-hire-cork.'
    : 'This address is reserved by the site.';
}

const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A duplicate's URL is `homepage-` followed by 8 random characters. */
export function randomDuplicateUrl(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  // 256 is not a multiple of 36, but an id needs no uniform distribution, only uniqueness.
  const name = Array.from(bytes, (byte) => NAME_ALPHABET[byte % NAME_ALPHABET.length]).join('');
  return `/homepage-${name}`;
}

/** The editor of a page: its route, plus `?kind=` for About and How-it-works pages. */
export function editorPathOf(kind: PageKind, url: string): string {
  const path = paths.admin.pageEditor(editorSlugOf(url));
  return kind === 'index' ? path : `${path}?kind=${kind}`;
}
