import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema, toPage } from '@shared/http';
import { outboxMessageSchema, outboxPageSchema, outboxQuerySchema } from '@shared/outbox/outbox';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { findMessage, listMessages, toOutboxMessage } from './repository';
import { retryMessage } from './service';

const admin = { access: 'admin' } as const;
const docs = { tags: ['outbox'], security: [{ bearerAuth: [] }] };

/** The outbox screen's API: every email and SMS, its status, and a retry for failed ones. */
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
};
