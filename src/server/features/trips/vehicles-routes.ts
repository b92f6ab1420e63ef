import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import { groupVehiclesQuerySchema, groupVehiclesSchema } from '@shared/trips/plan';
import { chooseVehicles } from '@shared/trips/vehicles';
import { loadMarketVehicleSizes } from '../marketplace';

/**
 * The vehicles a group needs, from the sizes verified companies declare, for the request form
 * before any itinerary is known (docs/product.md#large-groups).
 */
export const tripVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/vehicles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['trips'],
        summary: 'The vehicles a group of this size needs, from the fleets companies declare',
        querystring: groupVehiclesQuerySchema,
        response: { 200: groupVehiclesSchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => ({
      vehicles: chooseVehicles(
        request.query.number_of_people,
        await loadMarketVehicleSizes(app.db),
      ),
    }),
  );
};
