import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chooseQuoteSchema,
  comparisonViewSchema,
  ratingInputSchema,
} from '@shared/marketplace/quotes';
import { chooseQuote, getComparisonView, rateTrip } from './comparison-service';
import { limitLinkPosts, linkIdOf, linkMessageDeps, linkRoute } from './link-rules';

/** The customer's private link (`/quotes/{token}`): compare, choose one quote, rate the trip. */
export const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadIdOf = (token: string) => linkIdOf(app.linkSecret, 'quotes', token);
  const view = async (leadId: number) => getComparisonView(app.db, leadId);

  app.get(
    '/quotes/:token',
    {
      config: linkRoute.config,
      schema: {
        tags: [...linkRoute.tags],
        summary: "The customer's comparison of the quotes for their request",
        params: linkRoute.params,
        response: { 200: comparisonViewSchema, ...linkRoute.errors },
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
      config: linkRoute.config,
      schema: {
        tags: [...linkRoute.tags],
        summary: 'Choose one quote: converts the lead and introduces customer and company',
        params: linkRoute.params,
        body: chooseQuoteSchema,
        response: { 200: comparisonViewSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const leadId = leadIdOf(request.params.token);
      await limitLinkPosts(app.db, `quotes:${leadId}`);
      await chooseQuote(linkMessageDeps(app), leadId, request.body.quote_id);
      // The introductions go out in the background; the answer never waits for SMTP.
      app.jobs.nudge();
      return reply.header('cache-control', 'no-store').send(await view(leadId));
    },
  );

  app.post(
    '/quotes/:token/rating',
    {
      config: linkRoute.config,
      schema: {
        tags: [...linkRoute.tags],
        summary: 'Rate the chosen company once the trip has taken place (once per request)',
        params: linkRoute.params,
        body: ratingInputSchema,
        response: { 200: comparisonViewSchema, ...linkRoute.errors },
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
