import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingViewSchema, companyCancelBookingSchema } from '@shared/bookings/booking';
import {
  CHANGE_ACTIONS,
  type ChangeSide,
  bookingChangeAnswerSchema,
  bookingChangesSchema,
  changeParamsSchema,
  companyChangeRequestSchema,
  customerChangeRequestSchema,
} from '@shared/bookings/changes';
import { apiErrorBodySchema } from '@shared/http';
import { cancelByCompany } from './cancellation';
import { answerChange, listChanges, requestChange } from './changes';
import { bookingLinkIdOf, bookingRoute, limitBookingPosts } from './links';

const SIDES = [
  { side: 'customer', purpose: 'quotes', body: customerChangeRequestSchema },
  { side: 'company', purpose: 'respond', body: companyChangeRequestSchema },
] as const;

const SUMMARIES = {
  accept: 'The other side accepts a pending change request; the booking takes it (status Changed)',
  decline: 'The other side declines a pending change request; the booking stays as it was',
  withdraw: 'The side that asked withdraws its pending change request',
} as const;

/**
 * Change requests on a booking by either side, and the company's cancellation
 * (docs/product.md#booking-changes, decision 049): the customer on its quotes link, the chosen
 * company on its respond link, the same routes under each.
 */
export const bookingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    transports: app.transports,
    publicUrl: app.config.PUBLIC_URL,
    linkSecret: app.linkSecret,
  };
  const errors = { ...bookingRoute.errors, 403: apiErrorBodySchema };

  for (const { side, purpose, body } of SIDES) {
    const base = `/${purpose}/:token/booking/changes`;
    const who = (token: string) => ({
      side: side as ChangeSide,
      linkId: bookingLinkIdOf(app.linkSecret, purpose, token),
    });

    app.get(
      base,
      {
        config: bookingRoute.config,
        schema: {
          tags: [...bookingRoute.tags],
          summary: `The booking's change requests, newest first (${side}'s link)`,
          params: bookingRoute.params,
          response: { 200: bookingChangesSchema, ...errors },
        },
      },
      async (request, reply) => {
        const changes = await listChanges(app.db, who(request.params.token));
        return reply.header('cache-control', 'no-store').send({ changes });
      },
    );

    app.post(
      base,
      {
        config: bookingRoute.config,
        schema: {
          tags: [...bookingRoute.tags],
          summary: `The ${side} asks for a change with a message; the other side is told`,
          params: bookingRoute.params,
          body,
          response: { 201: bookingChangeAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const asker = who(request.params.token);
        await limitBookingPosts(app.db, `${purpose}:${asker.linkId}`);
        const answer = await requestChange(app.db, deps, asker, request.body);
        app.jobs.nudge();
        return reply.code(201).header('cache-control', 'no-store').send(answer);
      },
    );

    for (const action of CHANGE_ACTIONS) {
      app.post(
        `${base}/:id/${action}`,
        {
          config: bookingRoute.config,
          schema: {
            tags: [...bookingRoute.tags],
            summary: `${SUMMARIES[action]} (${side}'s link)`,
            params: changeParamsSchema,
            response: { 200: bookingChangeAnswerSchema, ...errors },
          },
        },
        async (request, reply) => {
          const answerer = who(request.params.token);
          await limitBookingPosts(app.db, `${purpose}:${answerer.linkId}`);
          const answer = await answerChange(app.db, deps, answerer, request.params.id, action);
          app.jobs.nudge();
          return reply.header('cache-control', 'no-store').send(answer);
        },
      );
    }
  }

  app.post(
    '/respond/:token/booking/cancel',
    {
      config: bookingRoute.config,
      schema: {
        tags: [...bookingRoute.tags],
        summary: 'The chosen company cancels with a reason; the customer is told and not charged',
        params: bookingRoute.params,
        body: companyCancelBookingSchema,
        response: { 200: bookingViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const inviteId = bookingLinkIdOf(app.linkSecret, 'respond', request.params.token);
      await limitBookingPosts(app.db, `respond:${inviteId}`);
      const view = await cancelByCompany(app.db, deps, inviteId, request.body.reason);
      app.jobs.nudge();
      return reply.header('cache-control', 'no-store').send(view);
    },
  );
};
