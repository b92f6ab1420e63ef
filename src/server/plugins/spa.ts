import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageRenderer } from '../features/seo/page-renderer';

type SpaOptions = { clientDir: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built client: hashed assets (precompressed .br/.gz beside them) with immutable
 * caching, and `index.html` for every other non-API GET so client-side routes deep-link, with
 * that page's title, description, canonical, robots and Open Graph tags in its head
 * (features/seo). A path no client route matches gets the SPA with status 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { clientDir }: SpaOptions) => {
  const indexPath = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : undefined;
  let renderPage: ReturnType<typeof createPageRenderer> | undefined;
  if (indexHtml === undefined) {
    app.log.warn({ clientDir }, 'web client not built: only the API is served (run npm run build)');
  } else {
    renderPage = createPageRenderer({ indexHtml, publicUrl: app.config.PUBLIC_URL, db: app.db });
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
    return reply
      .status(page.status)
      .headers(page.headers)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });
});
