import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { irishToday } from '@shared/dates';
import { apiErrorBodySchema } from '@shared/http';
import {
  approveChangeSchema,
  pendingChangeListSchema,
  rejectChangeSchema,
} from '@shared/marketplace/operator-changes';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import type { ApplicationDeps } from './applications-service';
import { approveChange, listChangeQueue, rejectChange } from './operator-changes';

const docs = { tags: ['operator applications'], security: [{ bearerAuth: [] }] };
const admin = { access: 'admin' } as const;
const done = z.object({ message: z.string() });
const decisionErrors = {
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
};

/**
 * Companies' own changes waiting for a re-check (docs/product.md#changes-to-check): listed on the
 * Bus Companies screen beside the current values, approved or rejected by an admin.
 */
export const operatorChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApplicationDeps = { db: app.db, config: app.config, transports: app.transports };

  app.get(
    '/operators/changes',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Changes companies asked for that wait for a re-check, oldest first',
        response: { 200: pendingChangeListSchema },
      },
    },
    async () => ({ data: await listChangeQueue(app.db, irishToday()) }),
  );

  app.post(
    '/operators/changes/:id/approve',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Approve a company’s change (the version seen): its values and documents apply',
        params: idParamSchema,
        body: approveChangeSchema,
        response: { 200: done, ...decisionErrors },
      },
    },
    async (request) => {
      const adminId = requireUser(request).id;
      await approveChange(deps, request.params.id, request.body.version, adminId);
      app.jobs.nudge();
      return { message: 'Change approved' };
    },
  );

  app.post(
    '/operators/changes/:id/reject',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Reject a company’s change with a reason (emailed); its current values stay',
        params: idParamSchema,
        body: rejectChangeSchema,
        response: { 200: done, ...decisionErrors },
      },
    },
    async (request) => {
      const adminId = requireUser(request).id;
      const { version, reason } = request.body;
      await rejectChange(deps, request.params.id, version, adminId, reason);
      app.jobs.nudge();
      return { message: 'Change rejected' };
    },
  );
};
