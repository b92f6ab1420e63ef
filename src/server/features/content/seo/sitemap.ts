import { type PageKind, isRoutablePageUrl, publicPathOf } from '@shared/content/page-urls';

/** Public pages that exist without a content record; a record only adds their lastmod. */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/how-it-works',
  '/about',
  '/privacy',
  '/contact',
] as const;

/**
 * robots.txt rules are prefix matches, so `/admin` also hides a landing page such as
 * `/admin-day-out`; the sitemap leaves out whatever these hide rather than list a blocked URL.
 */
export const DISALLOWED_PREFIXES = ['/admin', '/manager', '/login', '/api/'] as const;

export type SitemapPage = { kind: PageKind; url: string; updated_at: Date };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** `PUBLIC_URL` + the path with each segment percent-encoded (`/café` → `/caf%C3%A9`). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (path === '/') return `${publicUrl}/`;
  return publicUrl + path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Static pages first, then every routable published page at its one public path; a path is
 * listed once, with the latest `updated_at` of the records behind it.
 */
export function buildSitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const lastModified = new Map<string, Date | undefined>(
    STATIC_SITEMAP_PATHS.map((path) => [path, undefined]),
  );
  for (const page of pages) {
    if (!isRoutablePageUrl(page.kind, page.url)) continue;
    const path = publicPathOf(page.kind, page.url);
    if (DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    const known = lastModified.get(path);
    if (!known || known < page.updated_at) lastModified.set(path, page.updated_at);
  }
  const entries = [...lastModified].map(([path, updatedAt]) => {
    const loc = `<loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>`;
    const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
