import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@shared/users/users';
import { pages } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { info, publishAboutPage, usePublicPages } from '../../test/public-pages';
import { usesPostgres } from '../../test/test-app';

const { app, rebuild, get } = usePublicPages();

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
    await app()
      .db.update(pages)
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
    admin = bearer(await tokenFor(app(), await createUser(app(), ROLE_IDS.admin)));
  });

  const publish = (url: string, title: string) => publishAboutPage(app(), admin, url, title);

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
    const change = await publish('/cached', 'First');
    const first = await expectServed(app(), '/api/about/cached', { title: 'First' });
    await change({ content: info('Second') });
    const second = await expectServed(app(), '/api/about/cached', {
      title: 'Second',
      staleEtag: first,
    });
    await change({ is_published: false });
    await expectServed(app(), '/api/about/cached', 'not found');
    await change({ is_published: true });
    expect(await expectServed(app(), '/api/about/cached', { title: 'Second' })).toBe(second);
    await change('delete');
    await expectServed(app(), '/api/about/cached', 'not found');
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
      const change = await publish('/shared', 'First');
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
