import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageInputSchema, threadSchema } from '@shared/conversations/messages';
import { apiErrorBodySchema } from '@shared/http';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireCompanyUser } from '../../plugins/auth';
import { listCompanyInviteContexts, linkMessageDeps } from '../marketplace';
import { getCompanyThread, sendCompanyMessage } from './service';

const company = { access: 'company' } as const;
const docs = { tags: ['workspace'], security: [{ bearerAuth: [] }] };
const errors = {
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  410: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/** The invitation `inviteId` if it is the company's own; another company's is not found. */
async function ownInvite(db: Database, operatorId: number, inviteId: number): Promise<number> {
  const [context] = await listCompanyInviteContexts(db, operatorId, { inviteId });
  if (!context) throw notFound('Invitation not found');
  return context.invite.id;
}

/**
 * The thread with the customer from the company's workspace (under `/api/operator`): the same
 * thread, masking, cap and notices as the invitation's emailed link, the author recorded.
 */
export const conversationWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:id/messages',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'The thread with the customer about one invitation',
        params: idParamSchema,
        response: { 200: threadSchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const inviteId = await ownInvite(app.db, operator_id, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .send(await getCompanyThread(app.db, inviteId));
    },
  );

  app.post(
    '/invitations/:id/messages',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Send a message to the customer',
        description: 'The same thread and rules as `POST /respond/{token}/messages`.',
        params: idParamSchema,
        body: messageInputSchema,
        response: { 201: threadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCompanyUser(request);
      const inviteId = await ownInvite(app.db, user.operator_id, request.params.id);
      await sendCompanyMessage(linkMessageDeps(app), inviteId, request.body.body, user.id);
      app.jobs.nudge();
      const thread = await getCompanyThread(app.db, inviteId);
      return reply.status(201).header('cache-control', 'no-store').send(thread);
    },
  );
};
