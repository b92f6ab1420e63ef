import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import { tripPlanRequestSchema } from '@shared/trips/itinerary';
import { tripPlanResponseSchema } from '@shared/trips/plan';
import { chooseVehicles } from '@shared/trips/vehicles';
import { checkTripPlan, planTripDays } from './plan';

/** The trip plan the request form shows before sending (docs/product.md#trip-plan). */
export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/plan',
    {
      config: { access: 'public' },
      schema: {
        tags: ['trips'],
        summary:
          'Distance, driving and duty time and the driver-hours verdict per day, the vehicles and a price range',
        body: tripPlanRequestSchema,
        response: { 200: tripPlanResponseSchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const plan = request.body;
      checkTripPlan(plan);
      return {
        days: planTripDays(plan),
        vehicles: chooseVehicles(plan.number_of_people),
        estimate: null,
      };
    },
  );
};
