import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declineInputSchema,
  quoteInputSchema,
  respondViewSchema,
} from '@shared/marketplace/quotes';
import { limitLinkPosts, linkIdOf, linkMessageDeps, linkRoute } from './link-rules';
import { declineInvite, getRespondView, submitQuote } from './respond-service';

/** A bus company's link (`/respond/{token}`): the journey, and its quote or decline. */
export const respondRoutes: FastifyPluginAsyncZod = async (app) => {
  const inviteIdOf = (token: string) => linkIdOf(app.linkSecret, 'respond', token);

  app.get(
    '/respond/:token',
    {
      config: linkRoute.config,
      schema: {
        tags: [...linkRoute.tags],
        summary: "A company's view of a request it was invited to quote for",
        params: linkRoute.params,
        response: { 200: respondViewSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const view = await getRespondView(app.db, inviteIdOf(request.params.token));
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  app.post(
    '/respond/:token/quote',
    {
      config: linkRoute.config,
      schema: {
        tags: [...linkRoute.tags],
        summary: 'Send a quote (201), or revise it (200) until the customer chooses',
        params: linkRoute.params,
        body: quoteInputSchema,
        response: { 200: respondViewSchema, 201: respondViewSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const inviteId = inviteIdOf(request.params.token);
      await limitLinkPosts(app.db, `respond:${inviteId}`);
      const { created } = await submitQuote(linkMessageDeps(app), inviteId, request.body);
      // The customer's news of a first quote goes out in the background.
      if (created) app.jobs.nudge();
      const view = await getRespondView(app.db, inviteId);
      return reply
        .status(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(view);
    },
  );

  app.post(
    '/respond/:token/decline',
    {
      config: linkRoute.config,
      schema: {
        tags: [...linkRoute.tags],
        summary: 'Decline the request with a reason (withdraws a quote already sent)',
        params: linkRoute.params,
        body: declineInputSchema,
        response: { 200: respondViewSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const inviteId = inviteIdOf(request.params.token);
      await limitLinkPosts(app.db, `respond:${inviteId}`);
      await declineInvite(app.db, inviteId, request.body.reason);
      const view = await getRespondView(app.db, inviteId);
      return reply.header('cache-control', 'no-store').send(view);
    },
  );
};
