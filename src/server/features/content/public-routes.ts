import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homeContentBaseSchema,
  infoPageContentBaseSchema,
  parseHomeContent,
  parseInfoPageContent,
} from '@shared/content/content';
import { pagePreviewSchema } from '@shared/content/preview';
import { apiErrorBodySchema } from '@shared/http';
import { type PageKind, slugParamToUrl } from '@shared/content/page-urls';
import { PAGE_CHANGES_CHANNEL } from '../../db/notifications';
import { notFound } from '../../lib/http-errors';
import { findPageByUrl } from './admin-repository';
import { matchesIfNoneMatch } from './etag';
import { createPublishedPageCache } from './published-cache';
import { preparePublishedPageReads } from './repository';

const slugParams = z.object({
  slug: z
    .string()
    .max(300)
    .describe(
      "The page's URL, URL-encoded with its leading slash (`%2Fcoach-hire-cork`) or bare; `default` is the main page",
    ),
});

/**
 * The content is parsed for display (missing values filled from the defaults, rejected ones
 * dropped), so the response is always complete; the zod schema stays for the OpenAPI document
 * only, because that parse already did the work encoding would repeat.
 */
const serializeJson = () => (data: unknown) => JSON.stringify(data);

const docs = { tags: ['content'] };

/** An onSend hook that sets `Cache-Control` to `value`. */
const cacheControl =
  (value: string) =>
  async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    void reply.header('cache-control', value);
    return payload;
  };

/**
 * `no-cache` lets clients keep a copy but always revalidate (with the ETag), so a publish shows on
 * the next load while an unchanged page costs no body.
 */
const revalidate = cacheControl('no-cache');

/** What a published page displays: its stored content with the gaps filled from the defaults. */
function forDisplay(kind: PageKind, content: unknown): unknown {
  return kind === 'index' ? parseHomeContent(content) : parseInfoPageContent(content, kind);
}

/**
 * A preview shows what visitors cannot see yet: no shared cache may keep it (`private`), and no
 * copy is kept at all (`no-store`), so signing out leaves no draft behind in the browser either.
 */
const neverCache = cacheControl('private, no-store');

/**
 * The public lookups (docs/product.md#endpoints): the published content object of one page, 404
 * when there is none or only a draft, so the client falls back to its defaults. Slugs map to
 * stored URLs by `slugParamToUrl` (docs/decisions/006-content-urls.md).
 *
 * Each has an admin-only twin, `…/:slug/preview`, for staff opening a draft at its public URL
 * (`/coach-hire-cork?preview=1`). It is a route of its own rather than an optional token on the
 * public one, so the public lookups never read a token, never answer differently per caller and
 * stay cacheable, while the preview gets the ordinary admin guard (401/403) and is never cached.
 */
export const contentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = createPublishedPageCache(preparePublishedPageReads(app.db), forDisplay);
  app.database.notifications.listen(PAGE_CHANGES_CHANNEL, published.changes);

  /**
   * The page's JSON as rendered once for its current revision, with its ETag; a matching
   * If-None-Match gets an empty 304. The body is sent as the bytes kept (neither serialised nor
   * encoded again): the route's schema describes it for the OpenAPI document. Resolves once the
   * reply is sent.
   */
  async function sendPublished(
    kind: PageKind,
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
  ): Promise<void> {
    const page = await published.get(kind, slugParamToUrl(request.params.slug, kind));
    if (!page) throw notFound('Page not found');
    void reply.header('etag', page.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).send();
      return;
    }
    await reply.type('application/json; charset=utf-8').send(page.bytes);
  }

  async function findDraft(kind: PageKind, slug: string) {
    const url = slugParamToUrl(slug, kind);
    // PostgreSQL text cannot hold a NUL (the query would fail), so no page has one.
    const page = url.includes('\u0000') ? undefined : await findPageByUrl(app.db, kind, url);
    if (!page) throw notFound('Page not found');
    return page;
  }

  const preview = {
    config: { access: 'admin' },
    serializerCompiler: serializeJson,
    onSend: neverCache,
  } as const;

  app.get(
    '/index/:slug',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        ...docs,
        summary: 'Published home or landing page content',
        params: slugParams,
        response: { 200: homeContentBaseSchema, 404: apiErrorBodySchema },
      },
    },
    (request, reply) => sendPublished('index', request, reply),
  );

  app.get(
    '/index/:slug/preview',
    {
      ...preview,
      schema: {
        ...docs,
        summary: 'Home or landing page content, draft or published (admin preview)',
        params: slugParams,
        response: { 200: pagePreviewSchema(homeContentBaseSchema), 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const page = await findDraft('index', request.params.slug);
      return { content: parseHomeContent(page.content), is_published: page.is_published };
    },
  );

  const infoPages = [
    { kind: 'about', prefix: 'about-', title: 'About page' },
    { kind: 'how-it-works', prefix: 'how-it-works-', title: 'How it works page' },
  ] as const;
  for (const { kind, prefix, title } of infoPages) {
    app.get(
      `/${kind}/:slug`,
      {
        config: { access: 'public' },
        onSend: revalidate,
        schema: {
          ...docs,
          summary: `Published ${title} content`,
          description: `An \`${prefix}\` prefix on the slug is ignored: \`${prefix}team\` is \`/team\`.`,
          params: slugParams,
          response: { 200: infoPageContentBaseSchema, 404: apiErrorBodySchema },
        },
      },
      (request, reply) => sendPublished(kind, request, reply),
    );

    app.get(
      `/${kind}/:slug/preview`,
      {
        ...preview,
        schema: {
          ...docs,
          summary: `${title} content, draft or published (admin preview)`,
          params: slugParams,
          response: {
            200: pagePreviewSchema(infoPageContentBaseSchema),
            404: apiErrorBodySchema,
          },
        },
      },
      async (request) => {
        const page = await findDraft(kind, request.params.slug);
        return {
          content: parseInfoPageContent(page.content, kind),
          is_published: page.is_published,
        };
      },
    );
  }
};
