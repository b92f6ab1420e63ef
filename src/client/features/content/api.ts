import { queryOptions } from '@tanstack/react-query';
import type { ContentKind } from '@shared/content/content';
import type { PagePreview } from '@shared/content/preview';
import { EMBEDDED_CONTENT_ID, type EmbeddedPageContent } from '@shared/content/page-shell';
import { readSiteFigures } from '@shared/content/figures';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** What the lookups send for a kind's main page (docs/product.md#endpoints). */
export const MAIN_PAGE_SLUG = 'default';

/**
 * The `:slug` of a public lookup: the page's segment with its leading slash, URL-encoded
 * (`coach-hire-cork` → `%2Fcoach-hire-cork`), or `default` for the main page. The server strips
 * the about-/how-it-works- sublink prefixes itself.
 */
export function lookupSlug(segment: string | undefined): string {
  const trimmed = segment?.trim();
  return trimmed ? encodeURIComponent(`/${trimmed}`) : MAIN_PAGE_SLUG;
}

/**
 * The published content object of one page, or null when there is none or anything fails (silently:
 * the defaults are shown, docs/product.md#home-and-landing-pages). Deliberately a bare `fetch`
 * rather than `apiGet`: the shared API client parses error bodies with zod, which would add ~22 KB
 * gzipped to the public first load (docs/performance.md), and a public lookup needs none of its
 * token or error handling.
 */
export async function fetchPublicContent(
  kind: ContentKind,
  slug: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const url = lookupUrl(kind, slug);
  const early = prefetched.get(url);
  prefetched.delete(url);
  // An old prefetch (the page then rendered from its cache) is not reused: it may be out of date.
  if (early && Date.now() - early.startedAt < PREFETCH_TTL_MS) return early.response;
  return request(url, signal);
}

function lookupUrl(kind: ContentKind, slug: string): string {
  return `${API_BASE.replace(/\/+$/, '')}/${kind}/${slug}`;
}

const PREFETCH_TTL_MS = 10_000;
const prefetched = new Map<string, { response: Promise<unknown>; startedAt: number }>();

/** A lookup started by a route's loader: its result if it arrived in time, else not yet. */
export type EarlyContent = { isSettled: true; data: unknown } | { isSettled: false };

/**
 * Starts a lookup from the route's loader, while the page's code downloads, and waits up to
 * `waitMs` for it: a page whose content is there at first render shows no spinner and does not
 * shift. If it is slower, the page renders with the spinner and its query takes over this
 * request instead of starting another.
 */
export async function prefetchPublicContent(
  kind: ContentKind,
  slug: string,
  waitMs: number,
): Promise<EarlyContent> {
  const embedded = takeEmbeddedContent(kind);
  if (embedded) return { isSettled: true, data: embedded.content };
  const url = lookupUrl(kind, slug);
  let entry = prefetched.get(url);
  if (!entry || Date.now() - entry.startedAt >= PREFETCH_TTL_MS) {
    entry = { response: request(url), startedAt: Date.now() };
    prefetched.set(url, entry);
  }
  const response = entry.response;
  const early = await Promise.race([
    response.then((data): EarlyContent => ({ isSettled: true, data })),
    new Promise<EarlyContent>((resolve) => setTimeout(() => resolve({ isSettled: false }), waitMs)),
  ]);
  if (early.isSettled && prefetched.get(url)?.response === response) prefetched.delete(url);
  return early;
}

let embeddedContent: EmbeddedPageContent | null | undefined;

/**
 * The content the server drew this document with (a pre-rendered page carries it as a JSON data
 * block), for the first render of that same page only: the page then draws exactly what the
 * server sent, with no lookup. Read once; later navigations look content up as usual.
 */
function takeEmbeddedContent(kind: ContentKind): EmbeddedPageContent | undefined {
  if (embeddedContent === undefined) embeddedContent = readEmbeddedContent();
  const found = embeddedContent;
  if (!found || found.kind !== kind || found.path !== window.location.pathname) return undefined;
  embeddedContent = null;
  return found;
}

function readEmbeddedContent(): EmbeddedPageContent | null {
  const element = document.getElementById(EMBEDDED_CONTENT_ID);
  element?.remove();
  try {
    const value: unknown = JSON.parse(element?.textContent ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { kind, path } = value as Partial<EmbeddedPageContent>;
    return typeof kind === 'string' && typeof path === 'string' && 'content' in value
      ? (value as EmbeddedPageContent)
      : null;
  } catch {
    return null;
  }
}

async function request(url: string, signal?: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch (error) {
    // A cancelled lookup (the visitor moved on) must not be cached as "no content".
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * Content changes rarely and a stale page for a minute is harmless, so visitors moving between
 * pages are not refetching. Failures resolve to null, so there is nothing to retry.
 */
export function publicContentQuery(kind: ContentKind, slug: string, early?: EarlyContent | null) {
  return queryOptions({
    queryKey: ['content', 'public', kind, slug] as const,
    queryFn: ({ signal }) => fetchPublicContent(kind, slug, signal),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    ...(early?.isSettled ? { initialData: early.data } : {}),
  });
}

/** `?preview=1` on a public page: staff asking to see the page's saved draft (issue #7). */
export function isPreviewRequested(search: string): boolean {
  return new URLSearchParams(search).get('preview') === '1';
}

/**
 * What a preview shows: a draft, a published page, or (the session was refused) what visitors
 * see; null without a session, when the page is simply the public one.
 */
export type PreviewState = 'draft' | 'published' | 'unavailable';
export type PreviewContent = { content: unknown; state: PreviewState | null };

/**
 * A page's saved content whatever its publish state, for an admin opening `?preview=1`. The
 * token is read only here, from a lazily loaded module, so the public first load carries neither
 * it nor zod. Without a session, or when the server refuses it (a manager, an expired token),
 * the page answers exactly as it does for visitors: published content or the defaults.
 */
export async function fetchPreviewContent(
  kind: ContentKind,
  slug: string,
  signal?: AbortSignal,
): Promise<PreviewContent> {
  const { readStoredToken } = await import('@/lib/auth-storage');
  const token = readStoredToken();
  const url = lookupUrl(kind, slug);
  if (!token) return { content: await request(url, signal), state: null };
  try {
    const response = await fetch(`${url}/preview`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
    if (response.ok) {
      const preview = (await response.json()) as PagePreview;
      return { content: preview.content, state: preview.is_published ? 'published' : 'draft' };
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { content: await request(url, signal), state: 'unavailable' };
}

/**
 * Never kept once the page is left (a draft must not outlive the preview in memory), and
 * refetched when the tab regains focus, so a save in the editor's tab shows on coming back.
 */
export function previewContentQuery(kind: ContentKind, slug: string) {
  return queryOptions({
    queryKey: ['content', 'preview', kind, slug] as const,
    queryFn: ({ signal }) => fetchPreviewContent(kind, slug, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
}

/**
 * The live figures the public pages may show (docs/product.md#figures-shown-to-visitors), or
 * null when the lookup fails: the pages then show their neutral line. The server keeps them a
 * minute, and so does the browser.
 */
export function siteFiguresQuery() {
  return queryOptions({
    queryKey: ['site', 'figures'] as const,
    queryFn: async ({ signal }) =>
      readSiteFigures(await request(`${API_BASE.replace(/\/+$/, '')}/site/figures`, signal)),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
