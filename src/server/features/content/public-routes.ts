import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homeContentBaseSchema,
  infoPageContentBaseSchema,
  parseHomeContent,
  parseInfoPageContent,
} from '@shared/content';
import { apiErrorBodySchema } from '@shared/http';
import { type PageKind, slugParamToUrl } from '@shared/page-urls';
import { notFound } from '../../lib/http-errors';
import { revalidateWithEtag } from './etag';
import { findPublishedPage } from './repository';

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

/**
 * The public lookups (spec §7): the published content object of one page, 404 when there is
 * none or only a draft, so the client falls back to its defaults. Slugs map to stored URLs by
 * `slugParamToUrl` (docs/decisions/006-content-urls.md).
 */
export const contentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  async function findContent(kind: PageKind, slug: string): Promise<unknown> {
    const page = await findPublishedPage(app.db, kind, slugParamToUrl(slug, kind));
    if (!page) throw notFound('Page not found');
    return page.content;
  }

  app.get(
    '/index/:slug',
    {
      config: { access: 'public' },
      serializerCompiler: serializeJson,
      onSend: revalidateWithEtag,
      schema: {
        ...docs,
        summary: 'Published home or landing page content',
        params: slugParams,
        response: { 200: homeContentBaseSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => parseHomeContent(await findContent('index', request.params.slug)),
  );

  const infoPages = [
    { kind: 'about', prefix: 'about-', summary: 'Published About page content' },
    { kind: 'how-it-works', prefix: 'how-it-works-', summary: 'Published How it works content' },
  ] as const;
  for (const { kind, prefix, summary } of infoPages) {
    app.get(
      `/${kind}/:slug`,
      {
        config: { access: 'public' },
        serializerCompiler: serializeJson,
        onSend: revalidateWithEtag,
        schema: {
          ...docs,
          summary,
          description: `An \`${prefix}\` prefix on the slug is ignored: \`${prefix}team\` is \`/team\`.`,
          params: slugParams,
          response: { 200: infoPageContentBaseSchema, 404: apiErrorBodySchema },
        },
      },
      async (request) => parseInfoPageContent(await findContent(kind, request.params.slug), kind),
    );
  }
};
