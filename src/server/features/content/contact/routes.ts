import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  contactPageSchema,
  saveContactDetailsSchema,
} from '@shared/content/contact';
import { STALE_PAGE_MESSAGE } from '@shared/content/admin';
import { apiErrorBodySchema, toPage } from '@shared/http';
import { conflict, notFound, tooManyRequests } from '../../../lib/http-errors';
import { hitRateLimit } from '../../../lib/rate-limit';
import { idParamSchema } from '../../../lib/route-params';
import { requireUser } from '../../../plugins/auth';
import {
  findContactDetails,
  listContactMessages,
  saveContactDetails,
  setContactMessageHandled,
} from './repository';
import { receiveContactMessage } from './service';

const admin = { access: 'admin' } as const;
const docs = { tags: ['content'] };
const adminDocs = { ...docs, security: [{ bearerAuth: [] }] };

/** The contact page's details and messages (docs/product.md#contact-page). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPerMinute = app.config.QUOTE_RATE_LIMIT_PER_MINUTE;

  app.get(
    '/contact',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: "The contact page's address, phone, email and opening hours",
        response: { 200: contactPageSchema },
      },
    },
    async () => findContactDetails(app.db),
  );

  app.put(
    '/contact',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: "Save the contact page's details",
        body: saveContactDetailsSchema,
        response: { 200: contactPageSchema, 409: apiErrorBodySchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { details, version } = request.body;
      const saved = await saveContactDetails(app.db, details, version);
      if (saved === null) throw conflict(STALE_PAGE_MESSAGE);
      return { details, version: saved };
    },
  );

  app.post(
    '/contact/messages',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Send a message from the contact page',
        body: contactMessageInputSchema,
        response: {
          201: z.object({ received: z.literal(true) }),
          422: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (limitPerMinute > 0) {
        const limit = await hitRateLimit(app.db, `contact:${request.ip}`, limitPerMinute, 60_000);
        if (!limit.allowed) {
          throw tooManyRequests(
            limit.retryAfterSeconds,
            'Too many messages. Please wait a minute and try again.',
          );
        }
      }
      const deps = {
        db: app.db,
        config: app.config,
        transports: app.transports,
        ipSecret: app.jwtSecret,
      };
      await receiveContactMessage(deps, request.body, request.ip);
      app.jobs.nudge();
      return reply.status(201).send({ received: true });
    },
  );

  app.get(
    '/contact/messages',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Messages from the contact page, newest first',
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessagePageSchema },
      },
    },
    async (request) => {
      const { state, page, per_page: perPage } = request.query;
      const { rows, total } = await listContactMessages(app.db, state, page, perPage);
      return toPage(rows, total, page, perPage);
    },
  );

  app.patch(
    '/contact/messages/:id',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Mark a message handled, or open it again',
        params: idParamSchema,
        body: contactMessageUpdateSchema,
        response: { 200: contactMessageSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const message = await setContactMessageHandled(
        app.db,
        request.params.id,
        request.body.handled,
        requireUser(request).id,
      );
      if (!message) throw notFound('Message not found');
      return message;
    },
  );
};
