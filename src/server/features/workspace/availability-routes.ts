import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { irishToday } from '@shared/dates';
import { apiErrorBodySchema } from '@shared/http';
import {
  MAX_UPCOMING_RANGES,
  RANGE_PAST_MESSAGE,
  isPastRange,
  unavailabilityBodySchema,
  unavailabilityInputSchema,
  unavailabilityListSchema,
} from '@shared/workspace/availability';
import { operators } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireCompanyUser } from '../../plugins/auth';
import {
  countUpcoming,
  deleteUnavailability,
  insertUnavailability,
  listRanges,
  loadFleetKinds,
} from './availability-repository';

export const RANGE_NOT_FOUND = 'These dates were not found';
export const VEHICLE_NOT_IN_FLEET = 'Choose a vehicle from your fleet';
export const TOO_MANY_RANGES = `Your company can keep at most ${MAX_UPCOMING_RANGES} upcoming dates; remove some first`;

const company = { access: 'company' } as const;
const docs = { tags: ['workspace'], security: [{ bearerAuth: [] }] };

/**
 * The company's availability (docs/product.md#availability): the days it is fully booked or a
 * vehicle is out, which matching honours. Every query is scoped by the signed-in user's company.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/unavailability',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Your company’s unavailable days not over yet, soonest first, and its fleet',
        response: { 200: unavailabilityListSchema },
      },
    },
    async (request) => {
      const { operator_id: operatorId } = requireCompanyUser(request);
      const fleet = await loadFleetKinds(db, operatorId);
      const data = await listRanges(db, operatorId, fleet, { today: irishToday() });
      return { data, fleet };
    },
  );

  app.post(
    '/unavailability',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Mark days your company is fully booked, or one vehicle of your fleet is out',
        body: unavailabilityInputSchema,
        response: {
          201: unavailabilityBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireCompanyUser(request);
      const operatorId = user.operator_id;
      const input = request.body;
      const today = irishToday();
      if (isPastRange(input, today)) {
        throw unprocessable('The given data was invalid.', { ends_on: [RANGE_PAST_MESSAGE] });
      }
      const { id, fleet } = await db.transaction(async (tx) => {
        // One write at a time per company, so the count below cannot be overtaken.
        await tx
          .select({ id: operators.id })
          .from(operators)
          .where(eq(operators.id, operatorId))
          .for('update');
        const kinds = await loadFleetKinds(tx, operatorId);
        const named = input.vehicle;
        if (
          named &&
          !kinds.some((kind) => kind.type === named.type && kind.seats === named.seats)
        ) {
          throw unprocessable('The given data was invalid.', { vehicle: [VEHICLE_NOT_IN_FLEET] });
        }
        if ((await countUpcoming(tx, operatorId, today)) >= MAX_UPCOMING_RANGES) {
          throw conflict(TOO_MANY_RANGES);
        }
        return { id: await insertUnavailability(tx, operatorId, user.id, input), fleet: kinds };
      });
      const [created] = await listRanges(db, operatorId, fleet, { id });
      return reply.status(201).send({ unavailability: created! });
    },
  );

  app.delete(
    '/unavailability/:id',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Remove unavailable days: matching may invite your company on them again',
        params: idParamSchema,
        response: { 204: z.null(), 404: apiErrorBodySchema, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { operator_id: operatorId } = requireCompanyUser(request);
      const today = irishToday();
      await db.transaction(async (tx) => {
        const deleted = await deleteUnavailability(tx, operatorId, request.params.id);
        if (!deleted) throw notFound(RANGE_NOT_FOUND);
        // Open leads on those days may now reach the company.
        if (!isPastRange(deleted, today)) {
          await enqueueJob(tx, 'operator.rematch', {
            operator_id: operatorId,
            change: 'available',
          });
        }
      });
      app.jobs.nudge();
      return reply.status(204).send(null);
    },
  );
};
