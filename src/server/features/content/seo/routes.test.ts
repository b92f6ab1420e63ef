import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema';
import { createTestApp } from '../../../test/test-app';
import { insertPage } from '../repository';

const SITE = 'https://coachhire.example.ie';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const updatedAt = new Map<string, string>();

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ PUBLIC_URL: SITE }));
  const seed = [
    { kind: 'index', url: '/', is_published: true },
    { kind: 'index', url: '/coach-hire-cork', is_published: true },
    { kind: 'index', url: "/o'brien-tours", is_published: true },
    { kind: 'index', url: '/café', is_published: true },
    { kind: 'index', url: '/draft-page', is_published: false },
    { kind: 'index', url: '/deep/page', is_published: true },
    { kind: 'index', url: '/about', is_published: true },
    { kind: 'index', url: '/admin-day-out', is_published: true },
    { kind: 'about', url: '/team', is_published: true },
    { kind: 'about', url: '/about-x', is_published: true },
    { kind: 'how-it-works', url: '/pricing', is_published: true },
    { kind: 'how-it-works', url: '/hidden', is_published: false },
  ] as const;
  for (const page of seed) {
    const row = await insertPage(app.db, { ...page, sublink: page.url.slice(1), content: {} });
    updatedAt.set(`${page.kind} ${page.url}`, row.updated_at.toISOString());
  }
  // A distinct date, to see that lastmod is the record's own.
  await app.db
    .update(pages)
    .set({ updated_at: new Date('2025-03-04T05:06:07.000Z') })
    .where(eq(pages.url, '/pricing'));
});
afterAll(async () => cleanup?.());

async function sitemapLocs(): Promise<Map<string, string | undefined>> {
  const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const entries = [
    ...body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g),
  ];
  return new Map(entries.map((match) => [match[1]!, match[2]]));
}

describe('GET /sitemap.xml', () => {
  it('is XML in the sitemap namespace', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists the static pages and every published routable page, each once, absolute', async () => {
    const locs = await sitemapLocs();
    expect([...locs.keys()]).toEqual([
      `${SITE}/`,
      `${SITE}/how-it-works`,
      `${SITE}/about`,
      `${SITE}/privacy`,
      `${SITE}/contact`,
      `${SITE}/about/about-about-x`,
      // Published by the migration that seeds it (docs/product.md#for-bus-companies).
      `${SITE}/about/partner-terms`,
      `${SITE}/about/team`,
      `${SITE}/how-it-works/pricing`,
      `${SITE}/caf%C3%A9`,
      `${SITE}/coach-hire-cork`,
      `${SITE}/o&apos;brien-tours`,
    ]);
  });

  it('leaves out drafts, deep URLs, URLs a static route shadows and URLs robots.txt blocks', async () => {
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const absent of ['draft-page', 'deep', 'hidden', 'admin-day-out']) {
      expect(body, absent).not.toContain(absent);
    }
    // The index record `/about` can never be served (the About page owns that path).
    expect((await sitemapLocs()).get(`${SITE}/about`)).toBeUndefined();
  });

  it("gives lastmod from the record's updated_at, and none for a page with no record", async () => {
    const locs = await sitemapLocs();
    expect(locs.get(`${SITE}/how-it-works/pricing`)).toBe('2025-03-04T05:06:07.000Z');
    expect(locs.get(`${SITE}/coach-hire-cork`)).toBe(updatedAt.get('index /coach-hire-cork'));
    expect(locs.get(`${SITE}/`)).toBe(updatedAt.get('index /'));
    expect(locs.get(`${SITE}/privacy`)).toBeUndefined();
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the back office and the API and points at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /manager',
        'Disallow: /login',
        'Disallow: /api/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('the crawler routes', () => {
  it('are public and kept out of the OpenAPI document', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(document.paths)).not.toContain('/robots.txt');
  });
});
