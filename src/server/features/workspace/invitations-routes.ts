import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import { declineInputSchema, quoteInputSchema } from '@shared/marketplace/quotes';
import { companyQuoteListSchema, companyQuotesQuerySchema } from '@shared/workspace/quotes';
import {
  workspaceInvitationPageSchema,
  workspaceInvitationSchema,
  workspaceInvitationsQuerySchema,
} from '@shared/workspace/invitations';
import { idParamSchema } from '../../lib/route-params';
import { requireCompanyUser } from '../../plugins/auth';
import { declineInvite, limitLinkPosts, linkMessageDeps, submitQuote } from '../marketplace';
import { getCompanyInvitation, listCompanyInvitations } from './invitations-service';
import { listCompanyQuotes } from './quotes-repository';

const company = { access: 'company' } as const;
const docs = { tags: ['workspace'], security: [{ bearerAuth: [] }] };
const answerErrors = {
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  410: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/**
 * The company's invitations (docs/product.md#workspace-invitations) and the quotes answering them
 * (docs/product.md#workspace-quotes). Invitations are listed, opened, and answered in place by the emailed link's own service functions, so the rules, the revisions,
 * the customer's emails and the lead's history are the same whichever way the company answers.
 * Every query is scoped by the signed-in user's company: another company's id is a 404.
 */
export const invitationAndQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config });

  app.get(
    '/invitations',
    {
      config: company,
      schema: {
        ...docs,
        summary: "A page of your company's invitations, newest first, with the deadline to quote",
        querystring: workspaceInvitationsQuerySchema,
        response: { 200: workspaceInvitationPageSchema },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const page = await listCompanyInvitations(deps(), operator_id, request.query);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.get(
    '/invitations/:id',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'One invitation, as its emailed link shows it',
        params: idParamSchema,
        response: { 200: workspaceInvitationSchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const invitation = await getCompanyInvitation(deps(), operator_id, request.params.id);
      return reply.header('cache-control', 'no-store').send(invitation);
    },
  );

  app.post(
    '/invitations/:id/quote',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Send a quote (201), or revise it (200) until the customer chooses',
        description: 'The same rules, emails and history as `POST /respond/{token}/quote`.',
        params: idParamSchema,
        body: quoteInputSchema,
        response: {
          200: workspaceInvitationSchema,
          201: workspaceInvitationSchema,
          ...answerErrors,
        },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const { id } = await getCompanyInvitation(deps(), operator_id, request.params.id);
      // One cap per invitation, shared with its link.
      await limitLinkPosts(app.db, `respond:${id}`);
      const { created } = await submitQuote(linkMessageDeps(app), id, request.body);
      if (created) app.jobs.nudge();
      const invitation = await getCompanyInvitation(deps(), operator_id, id);
      return reply
        .status(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(invitation);
    },
  );

  app.post(
    '/invitations/:id/decline',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Decline the request with a reason (withdraws a quote already sent)',
        description: 'The same rules and history as `POST /respond/{token}/decline`.',
        params: idParamSchema,
        body: declineInputSchema,
        response: { 200: workspaceInvitationSchema, ...answerErrors },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const { id } = await getCompanyInvitation(deps(), operator_id, request.params.id);
      await limitLinkPosts(app.db, `respond:${id}`);
      await declineInvite(app.db, id, request.body.reason);
      const invitation = await getCompanyInvitation(deps(), operator_id, id);
      return reply.header('cache-control', 'no-store').send(invitation);
    },
  );

  app.get(
    '/quotes',
    {
      config: company,
      schema: {
        ...docs,
        summary: "A page of your company's quotes, newest change first, with totals per status",
        description:
          'Statuses: sent, revised, chosen, not_chosen, withdrawn (declined after quoting, or the ' +
          'request closed before a choice), expired (valid until or the travel date passed).',
        querystring: companyQuotesQuerySchema,
        response: { 200: companyQuoteListSchema },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const list = await listCompanyQuotes(app.db, operator_id, request.query);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );
};
