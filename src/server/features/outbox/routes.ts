import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema, toPage } from '@shared/http';
import { outboxMessageSchema, outboxPageSchema, outboxQuerySchema } from '@shared/outbox/outbox';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { findMessage, listMessages, toOutboxMessage } from './repository';
import { resendMessage, retryMessage } from './service';

const admin = { access: 'admin' } as const;
const docs = { tags: ['outbox'], security: [{ bearerAuth: [] }] };

/**
 * The outbox screen's API: every email and SMS, its status, a retry for failed ones and a copy
 * of any message about a request (docs/product.md#outbox-screen).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Messages, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await listMessages(app.db, status, page, perPage);
      const data = rows.map((row) => {
        const { body_text: _text, body_html: _html, ...summary } = toOutboxMessage(row);
        return summary;
      });
      return toPage(data, total, page, perPage);
    },
  );

  app.get(
    '/outbox/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'One message with its rendered content',
        params: idParamSchema,
        response: { 200: outboxMessageSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const message = await findMessage(app.db, request.params.id);
      if (!message) throw notFound('Message not found');
      return toOutboxMessage(message);
    },
  );

  app.post(
    '/outbox/:id/retry',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Send a failed message again',
        params: idParamSchema,
        response: { 200: outboxMessageSchema, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request) => {
      await retryMessage(app.db, request.params.id);
      app.jobs.nudge();
      return toOutboxMessage((await findMessage(app.db, request.params.id))!);
    },
  );

  app.post(
    '/outbox/:id/resend',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Send a copy of a message about a request',
        description:
          'A new message to the same recipient with the same content, queued (or captured) like ' +
          'any other; the original stays as it was. Refused (409) while the message is queued or ' +
          'sending, and for account emails (no request).',
        params: idParamSchema,
        response: { 201: outboxMessageSchema, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const copy = await resendMessage(app.db, app.transports, request.params.id);
      if (copy.status === 'queued') app.jobs.nudge();
      return reply.code(201).send(toOutboxMessage(copy));
    },
  );
};
