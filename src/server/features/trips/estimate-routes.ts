import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import {
  estimateAccuracySchema,
  rateCardSchema,
  rateCardViewSchema,
} from '@shared/trips/rate-card';
import { requireUser } from '../../plugins/auth';
import { readEstimateAccuracy } from './estimate-accuracy';
import { readRateCard, saveRateCard } from './estimate-repository';

const admin = { access: 'admin' } as const;
const docs = { tags: ['trips'], security: [{ bearerAuth: [] }] };

/**
 * The rate card admins edit (docs/product.md#rate-card) and the report of how close the price
 * estimates came to the quotes (docs/product.md#price-estimate).
 */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rate-card',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'The rate card price estimates use (the defaults until one is saved)',
        response: { 200: rateCardViewSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readRateCard(app.db);
    },
  );

  app.put(
    '/rate-card',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Replace the rate card',
        body: rateCardSchema,
        response: { 200: rateCardViewSchema, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await saveRateCard(app.db, request.body, requireUser(request).id);
      // Every instance has dropped the card it kept before the admin sees the save
      // (docs/decisions/042-estimate-inputs-in-memory.md): the next estimate anywhere uses it.
      await app.database.notifications.settle();
      void reply.header('cache-control', 'private, no-store');
      return readRateCard(app.db);
    },
  );

  app.get(
    '/estimates/accuracy',
    {
      config: admin,
      schema: {
        ...docs,
        summary:
          'Estimates against the quotes that came: median absolute percentage error, 90 days',
        response: { 200: estimateAccuracySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readEstimateAccuracy(app.db);
    },
  );
};
