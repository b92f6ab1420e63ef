import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type RenderedPage = { status: number; headers: Record<string, string>; html: string };

type SpaOptions = {
  clientDir: string;
  /**
   * Makes the function that answers a page from the built `index.html`: its status, head tags
   * and pre-rendered content (app.ts hands in the content feature's).
   */
  createPageRenderer: (
    indexHtml: string,
  ) => Promise<(requestUrl: string, log: FastifyBaseLogger) => Promise<RenderedPage>>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

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
 * caching, and `index.html` for every other non-API GET so client-side routes deep-link, as
 * the page drawn by `createPageRenderer` (the content feature's: that page's title, description,
 * canonical, robots and Open Graph tags in its head, `modulepreload` links for the code of the
 * page's route and, for content pages, their pre-rendered HTML). A path no client route matches
 * gets the SPA with status 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const { clientDir, createPageRenderer } = options;
  const indexPath = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : undefined;
  let renderPage: Awaited<ReturnType<SpaOptions['createPageRenderer']>> | undefined;
  if (indexHtml === undefined) {
    app.log.warn({ clientDir }, 'web client not built: only the API is served (run npm run build)');
  } else {
    renderPage = await createPageRenderer(indexHtml);
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
