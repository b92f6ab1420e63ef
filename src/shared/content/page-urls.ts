/**
 * How content pages are addressed. A page record stores a normalised `url` per kind; the public
 * path a visitor sees depends on the kind (docs/decisions/006-content-urls.md):
 *
 *   index          url `/`      → `/`              url `/coach-hire-cork` → `/coach-hire-cork`
 *   about          url `/`      → `/about`         url `/team`            → `/about/team`
 *   how-it-works   url `/`      → `/how-it-works`  url `/pricing`         → `/how-it-works/pricing`
 *
 * The about and how-it-works lookups also accept prefixed sublinks (`/about/about-team`,
 * `/how-it-works/how-it-works-pricing`), which name the same record (docs/product.md#page-urls).
 */

export const PAGE_KINDS = ['index', 'about', 'how-it-works'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The slug the client sends when it has none: the kind's main page. */
export const DEFAULT_SLUG = 'default';

/** Prefixes a sublink may carry, removed before a lookup (docs/product.md#page-urls). */
const LOOKUP_PREFIXES: Record<PageKind, string> = {
  index: '',
  about: 'about-',
  'how-it-works': 'how-it-works-',
};

/** Where a kind's pages live on the public site. */
const KIND_BASE_PATHS: Record<PageKind, string> = {
  index: '',
  about: '/about',
  'how-it-works': '/how-it-works',
};

/**
 * The product's rule (docs/product.md#page-urls: trim, drop leading and trailing slashes, prefix
 * one slash; empty becomes `/`), made idempotent: every segment is trimmed and empty ones dropped,
 * so `a/ /b` and `a//b` are `/a/b`. Case is kept: paths are case-sensitive and the editor shows
 * what was typed.
 */
export function normalizePageUrl(raw: string): string {
  const segments = raw
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean);
  return `/${segments.join('/')}`;
}

/** The first segment of a page URL (`/coach-hire-cork/x` → `coach-hire-cork`); `''` for `/`. */
export function sublinkOf(url: string): string {
  return normalizePageUrl(url).split('/')[1] ?? '';
}

/**
 * A public lookup's `:slug` → the stored URL. Fastify hands the param over decoded, so the
 * client's `%2Fcoach-hire-cork` arrives as `/coach-hire-cork`; a bare `coach-hire-cork` is the same
 * page. `default` (with or without its slash) is the kind's main page, so it is reserved.
 */
export function slugParamToUrl(param: string, kind: PageKind = 'index'): string {
  const url = normalizePageUrl(param);
  if (url === `/${DEFAULT_SLUG}`) return '/';
  const prefix = LOOKUP_PREFIXES[kind];
  const rest = url.slice(1);
  // A bare prefix (`about-`) names nothing after it, so it is kept rather than read as the main page.
  if (prefix && rest.startsWith(prefix) && rest.length > prefix.length) {
    return normalizePageUrl(rest.slice(prefix.length));
  }
  return url;
}

/**
 * The one public path of a stored page, used for canonical links and the sitemap; the lookup of
 * its last segment finds the record again. A URL that itself starts with the kind's prefix gets
 * the prefix doubled, because the lookup strips one.
 */
export function publicPathOf(kind: PageKind, url: string): string {
  const normalized = normalizePageUrl(url);
  const base = KIND_BASE_PATHS[kind];
  if (normalized === '/') return base || '/';
  const rest = normalized.slice(1);
  const prefix = LOOKUP_PREFIXES[kind];
  const sublink = prefix && rest.startsWith(prefix) ? `${prefix}${rest}` : rest;
  return `${base}/${sublink}`;
}

/**
 * First segments the client routes (or the server) own, so no landing page can take them.
 * The CMS should refuse index URLs starting with one of these.
 */
export const RESERVED_TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set([
  'about',
  'how-it-works',
  'privacy',
  'contact',
  'thank-you',
  'login',
  'forgot-password',
  'reset-password',
  'set-password',
  'admin',
  'manager',
  'operator',
  'api',
  'assets',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  // The page editor's route names the home page `root` (/admin/home-editor/edit/root).
  'root',
]);

/**
 * Whether a stored URL can be reached through the client's routes, which give each kind one
 * segment (`/:slug`, `/about/:sublink`, `/how-it-works/:sublink`). Deeper URLs, `/default`
 * (it means the main page) and index URLs shadowed by a static route are never served.
 */
export function isRoutablePageUrl(kind: PageKind, url: string): boolean {
  const normalized = normalizePageUrl(url);
  const segments = normalized.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return true;
  if (segments.length > 1 || first === DEFAULT_SLUG) return false;
  return kind !== 'index' || !RESERVED_TOP_LEVEL_SEGMENTS.has(first);
}
