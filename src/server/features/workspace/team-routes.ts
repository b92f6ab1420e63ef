import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import { inviteTeammateSchema, teamSchema, teammateCreatedSchema } from '@shared/workspace/team';
import { idParamSchema } from '../../lib/route-params';
import { requireCompanyUser } from '../../plugins/auth';
import type { ApplicationDeps } from '../marketplace';
import { listTeam } from './team-repository';
import { inviteTeammate, removeTeammate, resendInvitation } from './team-service';

const docs = { tags: ['workspace'], security: [{ bearerAuth: [] }] };
const company = { access: 'company' } as const;

/** The company's team (docs/product.md#team): everyone sees it, the owner changes it. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApplicationDeps = { db: app.db, config: app.config, transports: app.transports };

  app.get(
    '/team',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'The people who sign in for your company, owners first',
        response: { 200: teamSchema },
      },
    },
    async (request) => {
      const actor = requireCompanyUser(request);
      return {
        data: await listTeam(app.db, actor.operator_id),
        your_id: actor.id,
        your_role: actor.company_role,
      };
    },
  );

  app.post(
    '/team',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Invite a dispatcher by email (owner only): a link to set a password is emailed',
        body: inviteTeammateSchema,
        response: { 201: teammateCreatedSchema, 403: apiErrorBodySchema, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const teammate = await inviteTeammate(deps, requireCompanyUser(request), request.body);
      app.jobs.nudge();
      return reply.status(201).send({ teammate });
    },
  );

  app.post(
    '/team/:id/invitation',
    {
      config: company,
      schema: {
        ...docs,
        summary:
          'Email the invitation again to someone who has not set a password yet (owner only); earlier links stop working',
        params: idParamSchema,
        response: {
          202: teammateCreatedSchema,
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const teammate = await resendInvitation(deps, requireCompanyUser(request), request.params.id);
      app.jobs.nudge();
      return reply.status(202).send({ teammate });
    },
  );

  app.delete(
    '/team/:id',
    {
      config: company,
      schema: {
        ...docs,
        summary:
          'Remove one of your company’s people (owner only); their sessions end at once. Never yourself or the last owner',
        params: idParamSchema,
        response: {
          204: z.null(),
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await removeTeammate(app.db, requireCompanyUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
