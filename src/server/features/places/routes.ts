import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import {
  IRELAND_BOUNDS,
  MAP_CENTER,
  MAP_ZOOM,
  mapConfigSchema,
  placeSearchQuerySchema,
  placesResponseSchema,
  routeQuerySchema,
  routeResponseSchema,
} from '@shared/places/places';
import { unprocessable } from '../../lib/http-errors';
import { findPlaces } from './find-places';
import { createCountyResolver, loadGazetteer } from './gazetteer';
import { createGeocoder } from './geocoder';
import { lookupAllowance } from './lookup-allowance';
import { findRoute, journeyStops, NoRouteError } from './route-distance';
import { createPlaceIndex } from './search';

/** The gazetteer changes only with a deploy; the map settings only with a restart. */
const CACHE_FIVE_MINUTES = 'public, max-age=300';

/**
 * Place search, route distance and map settings for the quote form
 * (docs/product.md#places-and-distance).
 * They work with no third-party service; GEOCODER_URL and ROUTING_URL improve them.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const gazetteer = loadGazetteer();
  const index = createPlaceIndex(gazetteer);
  // Services we call ask for a User-Agent that says who is calling (Nominatim's usage policy).
  const userAgent = `coachhire/1 (bus and coach hire quotes; +${config.PUBLIC_URL})`;
  const geocoder = config.GEOCODER_URL
    ? createGeocoder({
        baseUrl: config.GEOCODER_URL,
        userAgent,
        resolveCounty: createCountyResolver(gazetteer),
      })
    : undefined;
  const router = config.ROUTING_URL ? { baseUrl: config.ROUTING_URL, userAgent } : undefined;
  const lookupsPerMinute = config.LOOKUP_RATE_LIMIT_PER_MINUTE;

  app.get(
    '/places',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'Search places in Ireland and Northern Ireland for the location fields',
        querystring: placeSearchQuerySchema,
        response: { 200: placesResponseSchema, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      const mayCall = lookupAllowance(app.db, lookupsPerMinute, request.ip);
      const places = await findPlaces(q, limit, { index, geocoder }, request.log, mayCall);
      // An answer cut short by the client's limit is not one to keep for five minutes.
      void reply.header('cache-control', mayCall.refused ? 'no-store' : CACHE_FIVE_MINUTES);
      return places;
    },
  );

  app.get(
    '/route',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'Driving distance between two points, or an estimate marked as such',
        querystring: routeQuerySchema,
        response: { 200: routeResponseSchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { from, to, round_trip: isRoundTrip } = request.query;
      try {
        const stops = journeyStops(from, to, isRoundTrip);
        const mayCall = lookupAllowance(app.db, lookupsPerMinute, request.ip);
        return await findRoute(stops, router, request.log, mayCall);
      } catch (error) {
        if (error instanceof NoRouteError) {
          throw unprocessable('No route found between these locations');
        }
        throw error;
      }
    },
  );

  app.get(
    '/map',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: "Tile source and view of the quote form's map",
        response: { 200: mapConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', CACHE_FIVE_MINUTES);
      return {
        tile_url: config.MAP_TILE_URL,
        attribution: config.MAP_TILE_ATTRIBUTION,
        center: { ...MAP_CENTER },
        zoom: MAP_ZOOM,
        bounds: { ...IRELAND_BOUNDS },
      };
    },
  );
};
