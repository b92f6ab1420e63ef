import { queryOptions } from '@tanstack/react-query';
import type { ContentKind } from '@shared/content';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** What the lookups send for a kind's main page (spec §7). */
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
 * The published content object of one page, or null when there is none or anything fails
 * (spec §8: silent, defaults are shown). Deliberately a bare `fetch` rather than `apiGet`: the
 * shared API client parses error bodies with zod, which would add ~22 KB gzipped to the public
 * first load (docs/performance.md), and a public lookup needs none of its token or error handling.
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
