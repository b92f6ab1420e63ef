import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingViewSchema, cancelBookingSchema } from '@shared/bookings/booking';
import { tripDetailsInputSchema } from '@shared/bookings/trip-details';
import { cancelByCustomer } from './cancellation';
import { bookingLinkIdOf, bookingRoute, limitBookingPosts } from './links';
import { renderBookingIcs } from './booking-ics';
import { renderBookingPdf } from './booking-pdf';
import { acceptTerms, getCompanyBooking, getCustomerBooking, updateTripDetails } from './service';

const downloadSchema = (summary: string) => ({
  tags: [...bookingRoute.tags],
  summary,
  params: bookingRoute.params,
});

/**
 * The booking a choice made (docs/product.md#bookings): the customer's on their quotes link, the
 * chosen company's on its respond link, each with the confirmation PDF and the calendar file.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadIdOf = (token: string) => bookingLinkIdOf(app.linkSecret, 'quotes', token);
  const inviteIdOf = (token: string) => bookingLinkIdOf(app.linkSecret, 'respond', token);
  const host = new URL(app.config.PUBLIC_URL).hostname;

  const download = (reply: FastifyReply, body: Buffer | string, type: string, fileName: string) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(body);

  app.get(
    '/quotes/:token/booking',
    {
      config: bookingRoute.config,
      schema: {
        tags: [...bookingRoute.tags],
        summary: "The customer's booking: status, itinerary, price, terms and contacts",
        params: bookingRoute.params,
        response: { 200: bookingViewSchema, ...bookingRoute.errors },
      },
    },
    async (request, reply) => {
      const { view } = await getCustomerBooking(app.db, leadIdOf(request.params.token));
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  app.post(
    '/quotes/:token/booking/accept',
    {
      config: bookingRoute.config,
      schema: {
        tags: [...bookingRoute.tags],
        summary: 'Accept the booking terms (recorded once: time and a hash of the address)',
        params: bookingRoute.params,
        response: { 200: bookingViewSchema, ...bookingRoute.errors },
      },
    },
    async (request, reply) => {
      const leadId = leadIdOf(request.params.token);
      await limitBookingPosts(app.db, `quotes:${leadId}`);
      await acceptTerms(app.db, leadId, { clientIp: request.ip, ipSecret: app.jwtSecret });
      const { view } = await getCustomerBooking(app.db, leadId);
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  app.get(
    '/quotes/:token/booking.pdf',
    { config: bookingRoute.config, schema: downloadSchema('The booking confirmation as a PDF') },
    async (request, reply) => {
      const { view } = await getCustomerBooking(app.db, leadIdOf(request.params.token));
      const pdf = await renderBookingPdf(view);
      return download(reply, pdf, 'application/pdf', `booking-${view.reference}.pdf`);
    },
  );

  app.get(
    '/quotes/:token/booking.ics',
    { config: bookingRoute.config, schema: downloadSchema('The trip as a calendar file') },
    async (request, reply) => {
      const { view } = await getCustomerBooking(app.db, leadIdOf(request.params.token));
      const ics = renderBookingIcs(view, host);
      return download(reply, ics, 'text/calendar; charset=utf-8', `trip-${view.reference}.ics`);
    },
  );

  app.get(
    '/respond/:token/booking.pdf',
    {
      config: bookingRoute.config,
      schema: downloadSchema("The chosen company's booking confirmation as a PDF"),
    },
    async (request, reply) => {
      const { view } = await getCompanyBooking(app.db, inviteIdOf(request.params.token));
      const pdf = await renderBookingPdf(view);
      return download(reply, pdf, 'application/pdf', `booking-${view.reference}.pdf`);
    },
  );

  app.get(
    '/respond/:token/booking.ics',
    {
      config: bookingRoute.config,
      schema: downloadSchema("The chosen company's trip as a calendar file"),
    },
    async (request, reply) => {
      const { view } = await getCompanyBooking(app.db, inviteIdOf(request.params.token));
      const ics = renderBookingIcs(view, host);
      return download(reply, ics, 'text/calendar; charset=utf-8', `trip-${view.reference}.ics`);
    },
  );

  app.put(
    '/respond/:token/trip-details',
    {
      config: bookingRoute.config,
      schema: {
        tags: [...bookingRoute.tags],
        summary:
          "The chosen company gives the driver's name and mobile and the vehicle registration",
        params: bookingRoute.params,
        body: tripDetailsInputSchema,
        response: { 200: bookingViewSchema, ...bookingRoute.errors },
      },
    },
    async (request, reply) => {
      const inviteId = inviteIdOf(request.params.token);
      await limitBookingPosts(app.db, `respond:${inviteId}`);
      const view = await updateTripDetails(app.db, inviteId, request.body);
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  app.post(
    '/quotes/:token/booking/cancel',
    {
      config: bookingRoute.config,
      schema: {
        tags: [...bookingRoute.tags],
        summary: 'The customer cancels with a reason; the charge follows the accepted scale',
        params: bookingRoute.params,
        body: cancelBookingSchema,
        response: { 200: bookingViewSchema, ...bookingRoute.errors },
      },
    },
    async (request, reply) => {
      const leadId = leadIdOf(request.params.token);
      await limitBookingPosts(app.db, `quotes:${leadId}`);
      const view = await cancelByCustomer(app.db, app.transports, leadId, request.body.reason);
      app.jobs.nudge();
      return reply.header('cache-control', 'no-store').send(view);
    },
  );
};
