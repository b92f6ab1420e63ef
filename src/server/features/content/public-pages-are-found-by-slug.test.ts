import { describe, expect, it } from 'vitest';
import { defaultHomeContent } from '@shared/content/content';
import { usePublicPages } from '../../test/public-pages';
import { insertPage } from './repository';

const { app, get } = usePublicPages();

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
    await insertPage(app().db, {
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

  it('strips how-it-works- but not hiw-, as the page URL rules say', async () => {
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

describe('the lookups in the API contract', () => {
  it('are public and documented in the OpenAPI document', async () => {
    const lookups = ['/api/index/:slug', '/api/about/:slug', '/api/how-it-works/:slug'];
    for (const url of lookups) {
      expect(app().apiRoutes).toContainEqual({ method: 'GET', url, access: 'public' });
      expect(app().apiRoutes).toContainEqual({
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
