import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema, positiveDbIntParamSchema } from '@shared/http';
import { staffLeadSchema } from '@shared/leads/management';
import {
  MY_LINK_SENT,
  REQUEST_ERASED,
  myLinkRequestSchema,
  myMessageSchema,
  myRequestsSchema,
  privacyPolicySchema,
} from '@shared/privacy/my-requests';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import { findStaffLead } from '../leads';
import { eraseLeads } from './erasure';
import { exportPersonalData } from './export';
import { listLeadIdsOf, listMyRequests, openMyLink, requestMyLink } from './my-links';

const publicRoute = { access: 'public' } as const;
const tags = ['privacy'];
const tokenParams = z.object({ token: z.string().max(200) });
const linkErrors = { 404: apiErrorBodySchema, 410: apiErrorBodySchema, 429: apiErrorBodySchema };

/**
 * "My requests" and the privacy rights (docs/product.md#my-requests-and-privacy): the emailed
 * link, the list, the data export and the erasure of a request, by the customer and by an admin.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    transports: app.transports,
    publicUrl: app.config.PUBLIC_URL,
    linkSecret: app.linkSecret,
  });
  const myView = async (token: string) => {
    const link = await openMyLink(app.db, app.linkSecret, token);
    return {
      email: link.email,
      expires_at: link.expires_at.toISOString(),
      requests: await listMyRequests(app.db, app.linkSecret, link.email),
    };
  };

  app.get(
    '/privacy/policy',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The figures the privacy notice states (the retention period)',
        response: { 200: privacyPolicySchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .send({ retention_months: app.config.RETENTION_MONTHS }),
  );

  app.post(
    '/my/link',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'Email a 30-minute link to the requests made with an address (same answer for any)',
        body: myLinkRequestSchema,
        response: { 202: myMessageSchema, 422: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await requestMyLink(deps(), {
        email: request.body.email,
        ip: request.ip,
        perMinute: app.config.QUOTE_RATE_LIMIT_PER_MINUTE,
      });
      app.jobs.nudge();
      return reply.status(202).send({ message: MY_LINK_SENT });
    },
  );

  app.get(
    '/my/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Every request made with the link’s address',
        params: tokenParams,
        response: { 200: myRequestsSchema, ...linkErrors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await myView(request.params.token)),
  );

  app.get(
    '/my/:token/export',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Download all the data kept about the link’s address, as JSON',
        params: tokenParams,
        response: { 200: z.record(z.string(), z.unknown()), ...linkErrors },
      },
    },
    async (request, reply) => {
      const link = await openMyLink(app.db, app.linkSecret, request.params.token);
      const leadIds = await listLeadIdsOf(app.db, link.email);
      const document = await exportPersonalData(app.db, link.email, leadIds);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="coach-hire-my-data-${day}.json"`)
        .send(document);
    },
  );

  app.post(
    '/my/:token/requests/:id/erase',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Erase the personal data of one of the link’s requests',
        params: tokenParams.extend({ id: positiveDbIntParamSchema }),
        response: {
          200: myRequestsSchema.extend({ message: z.string() }),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => {
      const link = await openMyLink(app.db, app.linkSecret, request.params.token);
      // Only a request made with the link's own address; any other id is simply not found.
      const ownIds = await listLeadIdsOf(app.db, link.email);
      if (!ownIds.includes(request.params.id)) throw notFound('Request not found');
      await eraseLeads(deps(), [request.params.id], { by: 'customer' });
      app.jobs.nudge();
      const view = await myView(request.params.token);
      return reply.header('cache-control', 'no-store').send({ ...view, message: REQUEST_ERASED });
    },
  );

  app.post(
    '/bus-quote/:id/erase',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['leads'],
        security: [{ bearerAuth: [] }],
        summary: "Erase a lead's personal data on the customer's request (recorded in its history)",
        params: idParamSchema,
        response: { 200: staffLeadSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await findStaffLead(app.db, request.params.id))) throw notFound('Lead not found');
      await eraseLeads(deps(), [request.params.id], { by: 'staff', actorId: user.id });
      app.jobs.nudge();
      const lead = await findStaffLead(app.db, request.params.id);
      if (!lead) throw notFound('Lead not found');
      return lead;
    },
  );
};
