import { beforeAll, describe, expect, it } from 'vitest';
import { defaultHomeContent } from '@shared/content/content';
import { ROLE_IDS } from '@shared/users/users';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { info, usePublicPages } from '../../test/public-pages';
import { insertPage } from './repository';

const { app, get } = usePublicPages();

describe('draft previews: GET /api/{kind}/:slug/preview', () => {
  let admin: Record<string, string>;
  let manager: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(app(), await createUser(app(), ROLE_IDS.admin)));
    manager = bearer(await tokenFor(app(), await createUser(app(), ROLE_IDS.manager)));
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
    await insertPage(app().db, {
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
