import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import { chooseQuoteSchema, comparisonViewSchema, ratingInputSchema } from '@shared/marketplace';
import { verifyLink } from '../../lib/signed-links';
import { chooseQuote, getComparisonView, rateTrip } from './comparison-service';
import { invalidLink, limitLinkPosts } from './link-rules';

const tokenParams = z.object({ token: z.string() });
const link = { access: 'public' } as const;
const docs = { tags: ['marketplace'] };
const errors = {
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  410: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/** The customer's private link (`/quotes/{token}`): compare, choose one quote, rate the trip. */
export const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadIdOf = (token: string) => {
    const id = verifyLink(app.linkSecret, 'quotes', token);
    if (id === null) throw invalidLink();
    return id;
  };
  const view = async (leadId: number) => getComparisonView(app.db, leadId);

  app.get(
    '/quotes/:token',
    {
      config: link,
      schema: {
        ...docs,
        summary: "The customer's comparison of the quotes for their request",
        params: tokenParams,
        response: { 200: comparisonViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await view(leadIdOf(request.params.token));
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  app.post(
    '/quotes/:token/choose',
    {
      config: link,
      schema: {
        ...docs,
        summary: 'Choose one quote: converts the lead and introduces customer and company',
        params: tokenParams,
        body: chooseQuoteSchema,
        response: { 200: comparisonViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const leadId = leadIdOf(request.params.token);
      await limitLinkPosts(app.db, `quotes:${leadId}`);
      await chooseQuote(
        {
          db: app.db,
          transports: app.transports,
          publicUrl: app.config.PUBLIC_URL,
          linkSecret: app.linkSecret,
        },
        leadId,
        request.body.quote_id,
      );
      // The introductions go out in the background; the answer never waits for SMTP.
      app.jobs.nudge();
      return reply.header('cache-control', 'no-store').send(await view(leadId));
    },
  );

  app.post(
    '/quotes/:token/rating',
    {
      config: link,
      schema: {
        ...docs,
        summary: 'Rate the chosen company once the trip has taken place (once per request)',
        params: tokenParams,
        body: ratingInputSchema,
        response: { 200: comparisonViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const leadId = leadIdOf(request.params.token);
      await limitLinkPosts(app.db, `quotes:${leadId}`);
      await rateTrip(app.db, leadId, request.body);
      return reply.header('cache-control', 'no-store').send(await view(leadId));
    },
  );
};
