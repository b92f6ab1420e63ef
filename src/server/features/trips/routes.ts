import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import { tripPlanRequestSchema } from '@shared/trips/itinerary';
import { tripPlanResponseSchema } from '@shared/trips/plan';
import { loadMarketVehicleSizes } from '../marketplace';
import { estimateTripPrice } from './estimate';
import { withWaitsUntilLeaving } from './lead-plan';
import { checkTripPlan, planTripDays, plannedTripFacts } from './plan';

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
      checkTripPlan(request.body);
      const plan = withWaitsUntilLeaving(request.body);
      const days = planTripDays(plan);
      const trip = plannedTripFacts(plan, days, await loadMarketVehicleSizes(app.db));
      // The driver-hours check stands without a price: a failed estimate is logged, not shown.
      const estimate = await estimateTripPrice(app.estimateReads, trip).catch((error: unknown) => {
        request.log.warn({ err: error }, 'trip plan: no price estimate');
        return null;
      });
      return { days, vehicles: trip.vehicles, estimate };
    },
  );
};
