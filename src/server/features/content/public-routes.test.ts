import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHomeContent } from '@shared/content/content';
import { ROLE_IDS } from '@shared/users/users';
import { pages } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { createTestApp, usesPostgres } from '../../test/test-app';
import { insertPage } from './repository';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let rebuild: () => Promise<FastifyInstance>;

const landing = (title: string) => ({ hero: { titleLine1: title, titleEmphasis: 'Cork' } });
const info = (title: string) => ({ title, subtitle: `${title} subtitle` });

beforeAll(async () => {
  ({ app, cleanup, rebuild } = await createTestApp());
  const seed = [
    { kind: 'index', url: '/', sublink: '', content: landing('Home'), is_published: true },
    {
      kind: 'index',
      url: '/coach-hire-cork',
      sublink: 'coach-hire-cork',
      content: landing('Cork'),
    },
    { kind: 'index', url: '/draft-page', sublink: 'draft-page', content: landing('Draft') },
    { kind: 'about', url: '/', sublink: '', content: info('About main'), is_published: true },
    { kind: 'about', url: '/team', sublink: 'team', content: info('Our team'), is_published: true },
    {
      kind: 'about',
      url: '/about-x',
      sublink: 'about-x',
      content: info('Odd'),
      is_published: true,
    },
    { kind: 'how-it-works', url: '/pricing', sublink: 'pricing', content: info('Pricing') },
  ] as const;
  for (const page of seed) {
    await insertPage(app.db, { is_published: page.url !== '/draft-page', ...page });
  }
});
afterAll(async () => cleanup?.());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/index/:slug', () => {
  it('answers a published landing page by its URL-encoded slug, complete with defaults', async () => {
    const response = await get('/api/index/%2Fcoach-hire-cork');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.hero.titleLine1).toBe('Cork');
    expect(body.hero.titleEmphasis).toBe('Cork');
    expect(body.header).toEqual(defaultHomeContent.header);
  });

  it('answers the same page for a bare slug and a trailing slash', async () => {
    const encoded = await get('/api/index/%2Fcoach-hire-cork');
    expect((await get('/api/index/coach-hire-cork')).body).toBe(encoded.body);
    expect((await get('/api/index/coach-hire-cork%2F')).body).toBe(encoded.body);
  });

  it('reads `default` (and an encoded `/`) as the home page', async () => {
    const response = await get('/api/index/default');
    expect(response.statusCode).toBe(200);
    expect(response.json().hero.titleLine1).toBe('Home');
    expect((await get('/api/index/%2F')).json().hero.titleLine1).toBe('Home');
  });

  it('answers 404 for a draft, so unpublished wording never leaks', async () => {
    const response = await get('/api/index/%2Fdraft-page');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Page not found' });
    expect(response.body).not.toContain('Draft');
  });

  it('answers 404 for an unknown slug and for hostile ones', async () => {
    for (const slug of [
      'no-such-page',
      "'%20or%201%3D1%20--",
      '%3Cscript%3E',
      'coach-hire-cork%00',
    ]) {
      const response = await get(`/api/index/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json(), slug).toEqual({ message: 'Page not found' });
    }
  });

  it('answers 414 JSON for a slug longer than any page URL', async () => {
    const response = await get(`/api/index/${'a'.repeat(600)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('repairs stored values the content schema refuses and drops unknown keys', async () => {
    await insertPage(app.db, {
      kind: 'index',
      url: '/legacy',
      sublink: 'legacy',
      content: { hero: { titleLine1: 42, subtitle: 'Kept' }, quoteOptions: { window_types: [] } },
      is_published: true,
    });
    const body = (await get('/api/index/legacy')).json();
    expect(body.hero.titleLine1).toBe(defaultHomeContent.hero.titleLine1);
    expect(body.hero.subtitle).toBe('Kept');
    expect(body).not.toHaveProperty('quoteOptions');
  });
});

describe('GET /api/about/:slug and /api/how-it-works/:slug', () => {
  it('strips the about- prefix, so /about/about-team and /about/team are one page', async () => {
    for (const slug of ['about-team', '%2Fabout-team', 'team', '%2Fteam']) {
      const response = await get(`/api/about/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json().title, slug).toBe('Our team');
    }
  });

  it('fills an info page from its own defaults and reads `default` as the main page', async () => {
    const body = (await get('/api/about/default')).json();
    expect(body.title).toBe('About main');
    expect(body.sections.length).toBeGreaterThan(0);
  });

  it('strips the prefix only once, so a URL that starts with it is still reachable', async () => {
    expect((await get('/api/about/about-about-x')).json().title).toBe('Odd');
    expect((await get('/api/about/about-x')).statusCode).toBe(404);
  });

  it('strips how-it-works- but not hiw-, as the spec says', async () => {
    expect((await get('/api/how-it-works/how-it-works-pricing')).json().title).toBe('Pricing');
    expect((await get('/api/how-it-works/pricing')).json().title).toBe('Pricing');
    expect((await get('/api/how-it-works/hiw-pricing')).statusCode).toBe(404);
  });

  it('keeps the kinds apart', async () => {
    expect((await get('/api/how-it-works/team')).statusCode).toBe(404);
    expect((await get('/api/index/team')).statusCode).toBe(404);
    expect((await get('/api/how-it-works/default')).statusCode).toBe(404);
  });
});

describe('revalidation', () => {
  it('sends a strong ETag with no-cache and answers a matching If-None-Match with 304', async () => {
    const first = await get('/api/index/coach-hire-cork');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/api/index/%2Fcoach-hire-cork', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    const stale = await get('/api/index/coach-hire-cork', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('changes the ETag when the page changes', async () => {
    const before = await get('/api/about/team');
    await app.db
      .update(pages)
      .set({ content: info('Our new team') })
      .where(and(eq(pages.kind, 'about'), eq(pages.url, '/team')));
    const after = await get('/api/about/team', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('Our new team');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never sends an ETag with a 404', async () => {
    const response = await get('/api/index/no-such-page', { 'if-none-match': '*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('pages served from memory (decision 015)', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(app, await createUser(app, ROLE_IDS.admin)));
  });

  /** Creates a published about page through the admin API; returns a function to change it. */
  async function publishAboutPage(url: string, title: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/about',
      headers: admin,
      payload: { url, content: info(title), is_published: true },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    return async (change: Record<string, unknown> | 'delete') => {
      const response = await app.inject(
        change === 'delete'
          ? { method: 'DELETE', url: `/api/content/about/${id}`, headers: admin }
          : { method: 'PATCH', url: `/api/content/about/${id}`, headers: admin, payload: change },
      );
      expect(response.statusCode).toBeLessThan(300);
    };
  }

  /** Reads the page from `reader` as a returning visitor would, with the ETag it last saw. */
  async function expectServed(
    reader: FastifyInstance,
    url: string,
    expected: { title: string; staleEtag?: string } | 'not found',
  ) {
    const response = await reader.inject({
      method: 'GET',
      url,
      headers:
        expected !== 'not found' && expected.staleEtag
          ? { 'if-none-match': expected.staleEtag }
          : {},
    });
    if (expected === 'not found') {
      expect(response.statusCode).toBe(404);
      return '';
    }
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe(expected.title);
    expect(response.headers.etag).not.toBe(expected.staleEtag);
    const again = await reader.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    return response.headers.etag as string;
  }

  it('serves each change made through the admin API at once', async () => {
    const change = await publishAboutPage('/cached', 'First');
    const first = await expectServed(app, '/api/about/cached', { title: 'First' });
    await change({ content: info('Second') });
    const second = await expectServed(app, '/api/about/cached', {
      title: 'Second',
      staleEtag: first,
    });
    await change({ is_published: false });
    await expectServed(app, '/api/about/cached', 'not found');
    await change({ is_published: true });
    expect(await expectServed(app, '/api/about/cached', { title: 'Second' })).toBe(second);
    await change('delete');
    await expectServed(app, '/api/about/cached', 'not found');
  });

  it('serves the same bytes from memory as it rendered', async () => {
    const rendered = await get('/api/about/team');
    const served = await get('/api/about/team');
    expect(served.body).toBe(rendered.body);
    expect(served.headers.etag).toBe(rendered.headers.etag);
    expect(served.headers['content-type']).toBe(rendered.headers['content-type']);
    expect(served.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
  });

  // Two instances on one database, as behind a load balancer (PGlite is one process only).
  it.runIf(usesPostgres)(
    'serves at once what another instance has changed, unpublished or deleted',
    async () => {
      const other = await rebuild();
      const change = await publishAboutPage('/shared', 'First');
      const first = await expectServed(other, '/api/about/shared', { title: 'First' });
      await change({ content: info('Second') });
      await expectServed(other, '/api/about/shared', { title: 'Second', staleEtag: first });
      await change({ is_published: false });
      await expectServed(other, '/api/about/shared', 'not found');
      await change({ is_published: true });
      await expectServed(other, '/api/about/shared', { title: 'Second' });
      await change('delete');
      await expectServed(other, '/api/about/shared', 'not found');
    },
  );
});

describe('draft previews: GET /api/{kind}/:slug/preview', () => {
  let admin: Record<string, string>;
  let manager: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(app, await createUser(app, ROLE_IDS.admin)));
    manager = bearer(await tokenFor(app, await createUser(app, ROLE_IDS.manager)));
  });

  it('shows an admin a draft, parsed for display and marked unpublished', async () => {
    const response = await get('/api/index/%2Fdraft-page/preview', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.is_published).toBe(false);
    expect(body.content.hero.titleLine1).toBe('Draft');
    expect(body.content.header).toEqual(defaultHomeContent.header);
    expect((await get('/api/index/draft-page/preview', admin)).body).toBe(response.body);
  });

  it('shows a published page too, marked published', async () => {
    const body = (await get('/api/index/default/preview', admin)).json();
    expect(body).toMatchObject({ is_published: true, content: { hero: { titleLine1: 'Home' } } });
  });

  it('previews info pages with the same slug rules as their lookups', async () => {
    await insertPage(app.db, {
      kind: 'how-it-works',
      url: '/coaches',
      sublink: 'coaches',
      content: info('Coach steps'),
    });
    expect((await get('/api/how-it-works/coaches')).statusCode).toBe(404);
    const draft = await get('/api/how-it-works/how-it-works-coaches/preview', admin);
    expect(draft.json()).toMatchObject({ is_published: false, content: { title: 'Coach steps' } });
    expect(draft.json().content.sections.length).toBeGreaterThan(0);
    const about = (await get('/api/about/about-about-x/preview', admin)).json();
    expect(about).toMatchObject({ is_published: true, content: { title: 'Odd' } });
    expect((await get('/api/about/pricing/preview', admin)).statusCode).toBe(404);
  });

  it('never shows a draft without an admin token', async () => {
    const visitor = await get('/api/index/%2Fdraft-page/preview');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('Draft');
    const asManager = await get('/api/index/%2Fdraft-page/preview', manager);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.body).not.toContain('Draft');
    const forged = await get('/api/index/%2Fdraft-page/preview', bearer('not.a.token'));
    expect(forged.statusCode).toBe(401);
  });

  it('keeps the public lookup published-only, whatever token or flag it is sent', async () => {
    for (const headers of [{}, admin, manager]) {
      for (const url of ['/api/index/%2Fdraft-page', '/api/index/%2Fdraft-page?preview=1']) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Draft');
      }
    }
    const published = await get('/api/index/default?preview=1', admin);
    expect(published.headers['cache-control']).toBe('no-cache');
    expect(published.json()).not.toHaveProperty('is_published');
  });

  it('is never cached: private, no-store, and no ETag to revalidate with', async () => {
    const response = await get('/api/index/%2Fdraft-page/preview', admin);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const again = await get('/api/index/%2Fdraft-page/preview', { ...admin, 'if-none-match': '*' });
    expect(again.statusCode).toBe(200);
    const missing = await get('/api/index/no-such-page/preview', admin);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for an unknown or hostile slug', async () => {
    for (const slug of ['no-such-page', '%3Cscript%3E', "'%20or%201%3D1%20--"]) {
      const response = await get(`/api/index/${slug}/preview`, admin);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json(), slug).toEqual({ message: 'Page not found' });
    }
    expect((await get(`/api/index/${'a'.repeat(600)}/preview`, admin)).statusCode).toBe(414);
  });
});

describe('the lookups in the API contract', () => {
  it('are public and documented in the OpenAPI document', async () => {
    const lookups = ['/api/index/:slug', '/api/about/:slug', '/api/how-it-works/:slug'];
    for (const url of lookups) {
      expect(app.apiRoutes).toContainEqual({ method: 'GET', url, access: 'public' });
      expect(app.apiRoutes).toContainEqual({
        method: 'GET',
        url: `${url}/preview`,
        access: 'admin',
      });
    }
    const document = (await get('/api/openapi.json')).json();
    for (const path of ['/api/index/{slug}', '/api/about/{slug}', '/api/how-it-works/{slug}']) {
      expect(document.paths[path]?.get?.responses, path).toHaveProperty('200');
    }
  });
});
