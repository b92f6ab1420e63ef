import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublishedPages } from '../repository';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

/** Crawlers fetch these rarely; a few minutes of caching spares the database a burst of them. */
const CRAWLER_CACHE = 'public, max-age=300';

/** `/sitemap.xml` and `/robots.txt`: for crawlers, outside `/api` and out of the API document. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL;
  const robotsTxt = buildRobotsTxt(publicUrl);

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const pages = await listPublishedPages(app.db);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(buildSitemapXml(publicUrl, pages));
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(robotsTxt),
  );
};
