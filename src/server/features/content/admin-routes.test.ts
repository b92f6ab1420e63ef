import { describe, expect, it } from 'vitest';
import { STALE_PAGE_MESSAGE, URL_TAKEN_MESSAGE } from '@shared/content/admin';
import { defaultHomeContent } from '@shared/content/content';
import { normalizePageUrl } from '@shared/content/page-urls';
import { useAdminApp } from '../../test/auth-helpers';

const setup = useAdminApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  setup().app.inject({ method, url, headers: setup().auth, ...(payload ? { payload } : {}) });
const heroWith = (titleLine1: string) => ({ hero: { ...defaultHomeContent.hero, titleLine1 } });

describe('page variants', () => {
  it('creates a draft with a normalised URL, lists it, and serves it publicly only once published', async () => {
    const created = await call('POST', '/api/content/index', {
      url: '  /coach-hire-cork/ ',
      content: heroWith('Coach hire in Cork'),
    });
    expect(created.statusCode).toBe(201);
    const page = created.json();
    expect(page).toMatchObject({
      url: '/coach-hire-cork',
      sublink: 'coach-hire-cork',
      is_published: false,
      version: 1,
    });
    expect(page.content.hero.titleLine1).toBe('Coach hire in Cork');
    expect(page.content.header.logoText).toBe(defaultHomeContent.header.logoText);
    expect(
      (await call('GET', '/api/content/index')).json().data.map((row: { url: string }) => row.url),
    ).toContain('/coach-hire-cork');
    expect(
      (await setup().app.inject({ method: 'GET', url: '/api/index/%2Fcoach-hire-cork' }))
        .statusCode,
    ).toBe(404);
    const published = await call('PATCH', `/api/content/index/${page.id}`, { is_published: true });
    expect(published.json()).toMatchObject({ is_published: true, version: 2 });
    const served = await setup().app.inject({
      method: 'GET',
      url: '/api/index/%2Fcoach-hire-cork',
    });
    expect(served.json().hero.titleLine1).toBe('Coach hire in Cork');
  });

  it('refuses a URL already used by a page of the same kind with 422', async () => {
    await call('POST', '/api/content/index', { url: 'wedding-coaches', content: {} });
    const clash = await call('POST', '/api/content/index', {
      url: '/wedding-coaches/',
      content: {},
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({
      message: URL_TAKEN_MESSAGE,
      errors: { url: [URL_TAKEN_MESSAGE] },
    });
    expect(
      (await call('POST', '/api/content/about', { url: 'wedding-coaches', content: {} }))
        .statusCode,
    ).toBe(201);
  });

  it.each([
    '/admin',
    'login',
    '/api/x',
    'thank-you',
    '/about',
    'how-it-works',
    'privacy',
    'contact',
    'sitemap.xml',
    'a/b',
  ])('refuses the reserved or unservable home URL %s', async (url) => {
    const response = await call('POST', '/api/content/index', { url, content: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('url');
  });

  it('refuses bad content: a javascript: link, a bad colour, a wrong type — with field errors', async () => {
    const header = defaultHomeContent.header;
    const badLink = await call('POST', '/api/content/index', {
      url: 'bad-link',
      content: {
        header: {
          ...header,
          navLinks: [{ label: 'x', path: 'javascript:alert(1)', visible: true }],
        },
      },
    });
    expect(badLink.statusCode).toBe(422);
    expect(Object.keys(badLink.json().errors)[0]).toMatch(/^content\.header\.navLinks\.0\.path/);
    const badColour = await call('POST', '/api/content/index', {
      url: 'bad-colour',
      content: {
        header: {
          ...header,
          styling: { ...header.styling, backgroundColor: 'red; background:url(x)' },
        },
      },
    });
    expect(badColour.statusCode).toBe(422);
    expect(
      (
        await call('POST', '/api/content/index', {
          url: 'bad-type',
          content: { hero: { statCount: 'lots' } },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('sanitises HTML in the fleet title and drops unknown keys', async () => {
    const content = {
      fleet: {
        ...defaultHomeContent.fleet,
        title: 'Our <strong>fleet</strong><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
      quoteOptions: { window_types: ['Sash'] },
    };
    const page = (await call('POST', '/api/content/index', { url: 'fleet-page', content })).json();
    expect(page.content.fleet.title).toContain('<strong>fleet</strong>');
    expect(page.content.fleet.title).not.toMatch(/<script|<img/);
    expect(page.content.fleet.title).toContain('&lt;script');
    expect(page.content).not.toHaveProperty('quoteOptions');
  });

  it('refuses a document over 512 KB', async () => {
    const response = await call('POST', '/api/content/index', {
      url: 'huge',
      content: { bannerText: 'x'.repeat(600 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a save from a stale version with 409 and the conflict message', async () => {
    const page = (
      await call('POST', '/api/content/index', { url: 'concurrent', content: {} })
    ).json();
    expect(
      (
        await call('PATCH', `/api/content/index/${page.id}`, {
          content: heroWith('First'),
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call('PATCH', `/api/content/index/${page.id}`, {
      content: heroWith('Second'),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE_PAGE_MESSAGE });
  });

  it('refuses a version beyond what the database can hold with 422, not a failed query', async () => {
    const page = (
      await call('POST', '/api/content/index', { url: 'huge-version', content: {} })
    ).json();
    const patch = await call('PATCH', `/api/content/index/${page.id}`, {
      content: {},
      version: 3_000_000_000,
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors).toHaveProperty('version');
    const put = await call('PUT', '/api/content/index', {
      url: 'huge-version',
      content: {},
      version: 3_000_000_000,
    });
    expect(put.statusCode).toBe(422);
  });

  it('saves by URL: updates the page with that URL, or creates it', async () => {
    const first = await call('PUT', '/api/content/index', {
      url: 'save-me',
      content: heroWith('One'),
    });
    expect(first.statusCode).toBe(201);
    const second = await call('PUT', '/api/content/index', {
      url: '/save-me/',
      content: heroWith('Two'),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, version: 2 });
  });

  it('gets one, the latest, renames, and deletes; missing pages are 404', async () => {
    const page = (
      await call('POST', '/api/content/how-it-works', {
        url: 'for-schools',
        content: { title: 'Schools' },
      })
    ).json();
    expect((await call('GET', `/api/content/how-it-works/${page.id}`)).json().url).toBe(
      '/for-schools',
    );
    expect((await call('GET', '/api/content/how-it-works/latest')).json().id).toBe(page.id);
    const renamed = await call('PATCH', `/api/content/how-it-works/${page.id}`, {
      url: 'for-clubs',
    });
    expect(renamed.json()).toMatchObject({ url: '/for-clubs', sublink: 'for-clubs' });
    expect((await call('DELETE', `/api/content/how-it-works/${page.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/content/how-it-works/${page.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/content/widgets')).statusCode).toBe(422);
  });

  it('normalising twice equals normalising once and never yields //', () => {
    const samples = ['', '/', '//a//b//', ' x ', '/a/ /b/', 'ä/ö', '\\a', '../x'];
    for (const sample of samples) {
      const once = normalizePageUrl(sample);
      expect(normalizePageUrl(once)).toBe(once);
      expect(once).not.toContain('//');
    }
  });
});
