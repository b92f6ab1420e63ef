import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TITLE } from '@shared/content/page-meta';
import { copyClientIndexHtml, insertPages } from '../../../test/public-pages';
import { createTestApp, createTestContext } from '../../../test/test-app';

const SITE = 'https://coachhire.example.ie';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

const hero = (titleLine1: string, titleEmphasis: string, subtitle = 'Quotes for your group') => ({
  hero: { titleLine1, titleEmphasis, subtitle },
});

beforeAll(async () => {
  const context = await createTestContext({ PUBLIC_URL: `${SITE}/` });
  cleanup = context.cleanup;
  await copyClientIndexHtml(context.config.CLIENT_DIR);
  app = await context.rebuild();
  const seed = [
    { kind: 'index', url: '/coach-hire-cork', content: hero('Coach Hire', 'Cork', 'Cork coaches') },
    { kind: 'index', url: '/draft-page', content: hero('Secret', 'Draft'), is_published: false },
    { kind: 'index', url: '/café', content: hero('Café', 'Tours') },
    {
      kind: 'index',
      url: '/hostile',
      content: hero('</title><script>alert(1)</script>', '"quoted"', '" onload="x'),
    },
    { kind: 'about', url: '/team', content: { title: 'Our Team', subtitle: 'Who we are' } },
  ] as const;
  await insertPages(app.db, seed);
});
afterAll(async () => cleanup?.());

const get = (url: string) => app.inject({ method: 'GET', url });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const NOINDEX = '<meta name="robots" content="noindex" />';

describe('a published landing page', () => {
  it('is served with its own title, description, absolute canonical and Open Graph tags', async () => {
    const response = await get('/coach-hire-cork');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(titleOf(html)).toBe('Coach Hire Cork — Coach Hire Ireland');
    expect(html).toContain('<meta name="description" content="Cork coaches" />');
    expect(canonicalOf(html)).toBe(`${SITE}/coach-hire-cork`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/coach-hire-cork" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Coach Hire Cork — Coach Hire Ireland" />',
    );
    expect(html).toContain('<meta property="og:site_name" content="Coach Hire Ireland" />');
    expect(html).not.toContain('robots');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps one canonical URL whatever the query string or trailing slash', async () => {
    expect(canonicalOf((await get('/coach-hire-cork/?utm_source=x')).body)).toBe(
      `${SITE}/coach-hire-cork`,
    );
  });

  it('is found by its percent-encoded path and linked percent-encoded', async () => {
    const html = (await get('/caf%C3%A9')).body;
    expect(titleOf(html)).toBe('Café Tours — Coach Hire Ireland');
    expect(canonicalOf(html)).toBe(`${SITE}/caf%C3%A9`);
  });

  it('escapes stored values in the head', async () => {
    const html = (await get('/hostile')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('" onload="x');
    expect(titleOf(html)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; — Coach Hire Ireland',
    );
    expect(html).toContain('content="&quot; onload=&quot;x"');
  });
});

describe('pages search engines should not index', () => {
  it('marks an unknown slug noindex with a canonical link to the home page', async () => {
    const response = await get('/no-such-landing-page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(NOINDEX);
    expect(canonicalOf(response.body)).toBe(`${SITE}/`);
  });

  it('treats a draft as unknown, without its wording', async () => {
    const response = await get('/draft-page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(NOINDEX);
    expect(canonicalOf(response.body)).toBe(`${SITE}/`);
    expect(response.body).not.toContain('Secret');
  });

  it.each([
    '/admin',
    '/admin/users',
    '/admin/home-editor/edit/root',
    '/manager/leads',
    '/login',
    '/forgot-password',
    '/thank-you',
  ])('marks %s noindex', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(NOINDEX);
  });

  it('marks an unknown about sub page noindex, pointing at /about', async () => {
    const response = await get('/about/no-such-section');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(NOINDEX);
    expect(canonicalOf(response.body)).toBe(`${SITE}/about`);
  });
});

describe('paths no client route matches', () => {
  it.each(['/no/such/page', '/coach-hire-cork/extra', '/about/team/extra', '/how-it-works/a/b'])(
    'answers %s with 404, still the SPA, noindex and no canonical',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(NOINDEX);
      expect(canonicalOf(response.body)).toBeUndefined();
      expect(titleOf(response.body)).toBe('Page not found — Coach Hire Ireland');
    },
  );

  it('answers HEAD with the same status', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe("the marketplace's private links", () => {
  it.each([
    [
      '/respond/12.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      'Quote request — Coach Hire Ireland',
    ],
    [
      '/quotes/7.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG?rate=5',
      'Your quotes — Coach Hire Ireland',
    ],
    [
      '/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      'Choose a new password — Coach Hire Ireland',
    ],
  ])(
    'serves %s as a page, noindex, with no canonical or og:url repeating the token',
    async (url, title) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(NOINDEX);
      expect(titleOf(response.body)).toBe(title);
      expect(canonicalOf(response.body)).toBeUndefined();
      expect(response.body).not.toContain('og:url');
      expect(response.body).not.toContain('abcdefghijklmnopqrstuvwxyz');
    },
  );

  it('leaves deeper paths under them unmatched', async () => {
    expect((await get('/respond/12.abc/extra')).statusCode).toBe(404);
  });
});

describe('pages that are always indexable', () => {
  it('serves the home page with default meta when no home record is published', async () => {
    const html = (await get('/')).body;
    expect(titleOf(html)).toBe(HOME_TITLE.replace('&', '&amp;'));
    expect(canonicalOf(html)).toBe(`${SITE}/`);
    expect(html).not.toContain('robots');
  });

  it.each([
    ['/about', '/about'],
    ['/how-it-works/', '/how-it-works'],
    ['/privacy', '/privacy'],
    ['/contact', '/contact'],
    ['/default', '/'],
  ])('serves %s with the canonical %s', async (path, canonical) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('robots');
    expect(canonicalOf(response.body)).toBe(`${SITE}${canonical}`);
  });

  it('serves a published about sub page under its prefixed alias with the clean canonical', async () => {
    for (const path of ['/about/team', '/about/about-team']) {
      const html = (await get(path)).body;
      expect(titleOf(html), path).toBe('Our Team — Coach Hire Ireland');
      expect(canonicalOf(html), path).toBe(`${SITE}/about/team`);
      expect(html, path).not.toContain('robots');
    }
  });
});

describe('when the database cannot answer', () => {
  it('still serves the page, with 503 and Retry-After so crawlers come back', async () => {
    const broken = await createTestApp();
    try {
      await broken.app.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/coach-hire-cork' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('robots');
    } finally {
      await broken.cleanup();
    }
  });
});
