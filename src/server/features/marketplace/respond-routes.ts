import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import { declineInputSchema, quoteInputSchema, respondViewSchema } from '@shared/marketplace';
import { verifyLink } from '../../lib/signed-links';
import { invalidLink, limitLinkPosts } from './link-rules';
import { declineInvite, getRespondView, submitQuote } from './respond-service';

/** The token is checked by its signature, not its shape: any bad token is the same 404. */
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

/** A bus company's link (`/respond/{token}`): the journey, and its quote or decline. */
export const respondRoutes: FastifyPluginAsyncZod = async (app) => {
  const inviteIdOf = (token: string) => {
    const id = verifyLink(app.linkSecret, 'respond', token);
    if (id === null) throw invalidLink();
    return id;
  };

  app.get(
    '/respond/:token',
    {
      config: link,
      schema: {
        ...docs,
        summary: "A company's view of a request it was invited to quote for",
        params: tokenParams,
        response: { 200: respondViewSchema, ...errors },
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
      config: link,
      schema: {
        ...docs,
        summary: 'Send a quote (201), or revise it (200) until the customer chooses',
        params: tokenParams,
        body: quoteInputSchema,
        response: { 200: respondViewSchema, 201: respondViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const inviteId = inviteIdOf(request.params.token);
      await limitLinkPosts(app.db, `respond:${inviteId}`);
      const { created } = await submitQuote(app.db, inviteId, request.body);
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
      config: link,
      schema: {
        ...docs,
        summary: 'Decline the request with a reason (withdraws a quote already sent)',
        params: tokenParams,
        body: declineInputSchema,
        response: { 200: respondViewSchema, ...errors },
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
