import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerMessageInputSchema,
  customerThreadsSchema,
  leadThreadsSchema,
  messageInputSchema,
  threadSchema,
} from '@shared/conversations/messages';
import { apiErrorBodySchema } from '@shared/http';
import { idParamSchema } from '../../lib/route-params';
import { linkIdOf, linkMessageDeps, linkRoute } from '../marketplace';
import {
  getCompanyThread,
  getCustomerThreads,
  getLeadThreads,
  sendCompanyMessage,
  sendCustomerMessage,
} from './service';

const tags = ['conversations'];

/**
 * The customer↔company threads (docs/product.md#questions-before-choosing): the customer's
 * comparison link talks to each quoting company, a company's invitation link to the customer,
 * and staff read every thread on the lead's page.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadIdOf = (token: string) => linkIdOf(app.linkSecret, 'quotes', token);
  const inviteIdOf = (token: string) => linkIdOf(app.linkSecret, 'respond', token);

  app.get(
    '/quotes/:token/messages',
    {
      config: linkRoute.config,
      schema: {
        tags,
        summary: "The customer's threads, one per quoting company; masked until the choice",
        params: linkRoute.params,
        response: { 200: customerThreadsSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const threads = await getCustomerThreads(app.db, leadIdOf(request.params.token));
      return reply.header('cache-control', 'no-store').send(threads);
    },
  );

  app.post(
    '/quotes/:token/messages',
    {
      config: linkRoute.config,
      schema: {
        tags,
        summary: 'Send a message to the company behind one of the quotes',
        params: linkRoute.params,
        body: customerMessageInputSchema,
        response: { 201: customerThreadsSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const leadId = leadIdOf(request.params.token);
      await sendCustomerMessage(linkMessageDeps(app), leadId, request.body);
      app.jobs.nudge();
      const threads = await getCustomerThreads(app.db, leadId);
      return reply.status(201).header('cache-control', 'no-store').send(threads);
    },
  );

  app.get(
    '/respond/:token/messages',
    {
      config: linkRoute.config,
      schema: {
        tags,
        summary: "The company's thread with the customer; masked unless it was chosen",
        params: linkRoute.params,
        response: { 200: threadSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const thread = await getCompanyThread(app.db, inviteIdOf(request.params.token));
      return reply.header('cache-control', 'no-store').send(thread);
    },
  );

  app.post(
    '/respond/:token/messages',
    {
      config: linkRoute.config,
      schema: {
        tags,
        summary: 'Send a message to the customer',
        params: linkRoute.params,
        body: messageInputSchema,
        response: { 201: threadSchema, ...linkRoute.errors },
      },
    },
    async (request, reply) => {
      const inviteId = inviteIdOf(request.params.token);
      await sendCompanyMessage(linkMessageDeps(app), inviteId, request.body.body);
      app.jobs.nudge();
      const thread = await getCompanyThread(app.db, inviteId);
      return reply.status(201).header('cache-control', 'no-store').send(thread);
    },
  );

  app.get(
    '/bus-quote/:id/messages',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['leads'],
        security: [{ bearerAuth: [] }],
        summary: "The lead's customer↔company threads as sent (read-only)",
        params: idParamSchema,
        response: { 200: leadThreadsSchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const threads = await getLeadThreads(app.db, request.params.id);
      return reply.header('cache-control', 'no-store').send(threads);
    },
  );
};
