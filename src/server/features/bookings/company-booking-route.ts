import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingViewSchema } from '@shared/bookings/booking';
import { bookingLinkIdOf, bookingRoute } from './links';
import { getCompanyBooking } from './service';

/**
 * The chosen company's booking on its respond link (docs/product.md#bookings): what its link page
 * shows beside the trip-details form. Always with the trip details it gave.
 */
export const companyBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/respond/:token/booking',
    {
      config: bookingRoute.config,
      schema: {
        tags: [...bookingRoute.tags],
        summary: "The chosen company's booking: status, itinerary, price and the trip details",
        params: bookingRoute.params,
        response: { 200: bookingViewSchema, ...bookingRoute.errors },
      },
    },
    async (request, reply) => {
      const inviteId = bookingLinkIdOf(app.linkSecret, 'respond', request.params.token);
      const { view } = await getCompanyBooking(app.db, inviteId);
      return reply.header('cache-control', 'no-store').send(view);
    },
  );
};
