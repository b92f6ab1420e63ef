import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyClientIndexHtml, insertPages } from '../../../test/public-pages';
import { createTestContext } from '../../../test/test-app';

/**
 * Stands in for the built shell (`.ssr/page-shell.mjs`, which only a client build makes): it
 * writes down what the server asked it to draw, and fails on request.
 */
const FAKE_SHELL = `
export function renderPageShell({ kind, pathname, content }) {
  if (pathname.includes('boom')) throw new Error('shell failed');
  const title = content?.hero?.titleLine1 ?? content?.title ?? 'defaults';
  return '<main id="main" data-shell="' + kind + ' ' + encodeURIComponent(pathname) + '">' +
    encodeURIComponent(title) + '</main>';
}
`;

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const context = await createTestContext();
  cleanup = context.cleanup;
  const clientDir = context.config.CLIENT_DIR;
  await copyClientIndexHtml(clientDir);
  await mkdir(join(clientDir, '.ssr'));
  await writeFile(join(clientDir, '.ssr', 'page-shell.mjs'), FAKE_SHELL);
  app = await context.rebuild();
  const hero = (titleLine1: string) => ({ hero: { titleLine1 } });
  const seed = [
    { kind: 'index', url: '/coach-hire-cork', content: hero('Cork coaches') },
    { kind: 'index', url: '/draft-page', content: hero('Secret draft'), is_published: false },
    { kind: 'index', url: '/hostile', content: hero('</script><script>alert(1)</script><!--') },
    { kind: 'about', url: '/team', content: { title: 'Our Team' } },
  ] as const;
  await insertPages(app.db, seed);
});
afterAll(async () => cleanup?.());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The JSON data block the browser's first render reads. */
function embeddedOf(html: string): unknown {
  const match = /<script type="application\/json" id="page-content">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
/**
 * What `#root` holds: the template's root is followed by its module script, or, on a
 * pre-rendered page (whose scripts start after it paints), by the end of the body.
 */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="module"[^>]*><\/script>\s*)?<\/body>/.exec(
    html,
  )?.[1];

describe('pre-rendered content pages', () => {
  it('draw a published page inside #root, with the content they were drawn from', async () => {
    const response = await get('/coach-hire-cork');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe(
      '<main id="main" data-shell="index %2Fcoach-hire-cork">Cork%20coaches</main>',
    );
    const lookup = (await get('/api/index/coach-hire-cork')).json();
    expect(embeddedOf(response.body)).toEqual({
      kind: 'index',
      path: '/coach-hire-cork',
      content: lookup,
    });
  });

  it('draw info pages and the main pages, with defaults where nothing is published', async () => {
    const about = (await get('/about/team')).body;
    expect(rootOf(about)).toContain('data-shell="about %2Fabout%2Fteam">Our%20Team<');
    const home = (await get('/')).body;
    expect(rootOf(home)).toContain('data-shell="index %2F">defaults<');
    expect(embeddedOf(home)).toEqual({ kind: 'index', path: '/', content: null });
  });

  it('never draw or embed a draft: its URL shows the defaults', async () => {
    const response = await get('/draft-page');
    expect(rootOf(response.body)).toContain('>defaults<');
    expect(embeddedOf(response.body)).toMatchObject({ content: null });
    expect(response.body).not.toContain('Secret');
  });

  it('are not drawn for a staff preview, which shows a draft the browser fetches itself', async () => {
    const response = await get('/draft-page?preview=1');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(embeddedOf(response.body)).toBeUndefined();
  });

  it('embed stored text so that it cannot end the data block', async () => {
    const html = (await get('/hostile')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<script type="application\/json" id="page-content"/g)).toHaveLength(1);
    expect(embeddedOf(html)).toMatchObject({
      content: { hero: { titleLine1: '</script><script>alert(1)</script><!--' } },
    });
  });

  it('leave every other page to the browser', async () => {
    for (const url of ['/privacy', '/admin/leads', '/login', '/a/b/c']) {
      const html = (await get(url)).body;
      expect(rootOf(html), url).toBe('');
      expect(embeddedOf(html), url).toBeUndefined();
    }
  });

  it('are still served when drawing fails, to be drawn in the browser', async () => {
    const response = await get('/boom');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(embeddedOf(response.body)).toBeUndefined();
  });
});

describe('page compression', () => {
  it('sends brotli or gzip as the browser accepts, and says the page varies by it', async () => {
    const plain = await get('/coach-hire-cork');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await get('/coach-hire-cork', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/coach-hire-cork', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/coach-hire-cork', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});
