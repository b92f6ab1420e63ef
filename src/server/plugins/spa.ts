import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderPageShell } from '@shared/content/page-shell';
import { createPageRenderer } from '../features/content/seo/page-renderer';
import { type ViteManifest, createRoutePreloads } from '../features/content/seo/route-preloads';

type SpaOptions = { clientDir: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Vite's build manifest, if the build wrote one (it is not served: dot folders never are). */
async function readManifest(clientDir: string): Promise<ViteManifest | undefined> {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest;
}

/**
 * The pre-rendered page shell the client build writes (`.ssr/page-shell.mjs`, see
 * vite.config.ts). A build folder without one (or with a broken one) serves pages as before,
 * drawn in the browser only.
 */
async function loadPageShell(
  clientDir: string,
  log: FastifyInstance['log'],
): Promise<RenderPageShell | undefined> {
  const path = join(clientDir, '.ssr', 'page-shell.mjs');
  if (!existsSync(path)) return undefined;
  try {
    const shell = (await import(pathToFileURL(path).href)) as { renderPageShell?: unknown };
    if (typeof shell.renderPageShell === 'function') {
      return shell.renderPageShell as RenderPageShell;
    }
    log.warn({ path }, 'page shell has no renderPageShell export: pages are drawn in the browser');
  } catch (error) {
    log.error({ err: error, path }, 'page shell failed to load: pages are drawn in the browser');
  }
  return undefined;
}

/** The codings a client accepts (`Accept-Encoding`), without those it refuses with `q=0`. */
function acceptedCodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Pages are generated per request (a pre-rendered one is ~30 KB), so they are compressed here:
 * brotli at a quality that costs about a millisecond, else gzip. Static assets need none of
 * this: their .br/.gz files are written at build time.
 */
function compressPage(html: string, acceptEncoding: string | string[] | undefined) {
  if (html.length < 1024) return { body: html, encoding: undefined };
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (accepted.has('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: undefined };
}

/**
 * Serves the built client: hashed assets (precompressed .br/.gz beside them) with immutable
 * caching, and `index.html` for every other non-API GET so client-side routes deep-link, with
 * that page's title, description, canonical, robots and Open Graph tags in its head
 * (features/content/seo), `modulepreload` links for the code of the page's route (from Vite's
 * manifest) and, for content pages, their pre-rendered HTML. A path no client route matches gets the SPA with status 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { clientDir }: SpaOptions) => {
  const indexPath = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : undefined;
  let renderPage: ReturnType<typeof createPageRenderer> | undefined;
  if (indexHtml === undefined) {
    app.log.warn({ clientDir }, 'web client not built: only the API is served (run npm run build)');
  } else {
    renderPage = createPageRenderer({
      indexHtml,
      publicUrl: app.config.PUBLIC_URL,
      db: app.db,
      preloadsFor: createRoutePreloads(await readManifest(clientDir)),
      renderShell: await loadPageShell(clientDir, app.log),
    });
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      serveDotFiles: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : SHORT);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must be a real 404, never index.html served as JavaScript.
    if (isApi || !wantsPage || path.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (renderPage === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client has not been built yet. Run `npm run build`, or use `npm start`.');
    }
    const page = await renderPage(request.url, request.log);
    const { body, encoding } = compressPage(page.html, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .status(page.status)
      .headers(page.headers)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  });
});
