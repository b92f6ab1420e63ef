import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { irishToday } from '@shared/dates';
import { apiErrorBodySchema } from '@shared/http';
import {
  type ValidOperatorInput,
  operatorInputSchema,
  operatorListSchema,
  operatorSchema,
  operatorStatusSchema,
} from '@shared/marketplace/operators';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import { recordVerification } from './applications-decisions';
import {
  countOperatorInvites,
  deleteOperatorRow,
  findOperatorView,
  insertOperator,
  isOperatorEmailTaken,
  listOperators,
  lockOperator,
  lockOperatorEmail,
  toOperator,
  updateOperatorRow,
} from './operators-repository';

export const OPERATOR_NOT_FOUND = 'Bus company not found';
export const EMAIL_IN_USE = 'Another bus company already uses this email';
export const INVITED_CANNOT_DELETE = 'This company has been invited to leads; suspend it instead';

const listQuerySchema = z.object({
  status: operatorStatusSchema.optional(),
  search: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
});
/**
 * An edit names only the fields it changes. `.partial()` alone would still fill the input
 * schema's defaults (website and notes → null) and so erase fields the edit did not name.
 */
const operatorPatchSchema = operatorInputSchema.partial().extend({
  website: operatorInputSchema.shape.website.unwrap().optional(),
  notes: operatorInputSchema.shape.notes.unwrap().optional(),
  vat_status: operatorInputSchema.shape.vat_status.unwrap().optional(),
});

/** The fields matching reads: changing one on a verified company matches open leads again. */
export const MATCHING_FIELDS = [
  'counties',
  'fleet',
  'base_lat',
  'base_lng',
  'insurance_expires_on',
] as const;

const admin = { access: 'admin' } as const;
const docs = { tags: ['operators'], security: [{ bearerAuth: [] }] };
const operatorBody = z.object({ operator: operatorSchema });
const errors = { 404: apiErrorBodySchema, 422: apiErrorBodySchema };

async function loadOperator(db: Database, id: number) {
  const view = await findOperatorView(db, id);
  if (!view) throw notFound(OPERATOR_NOT_FOUND);
  return { operator: toOperator(view, irishToday()) };
}

async function refuseTakenEmail(db: Database, email: string, exceptId?: number) {
  await lockOperatorEmail(db, email);
  if (await isOperatorEmailTaken(db, email, exceptId)) {
    throw unprocessable('The given data was invalid.', { email: [EMAIL_IN_USE] });
  }
}

/** Bus companies (issue #10), admin only: the companies matching may invite to quote. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/operators',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Bus companies by name, optionally by status or a search text',
        querystring: listQuerySchema,
        response: { 200: operatorListSchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const today = irishToday();
      const rows = await listOperators(db, request.query);
      return { data: rows.map((row) => toOperator(row, today)) };
    },
  );

  app.post(
    '/operators',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Add a bus company (pending until an admin verifies it)',
        body: operatorInputSchema,
        response: { 201: operatorBody, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const input: ValidOperatorInput = request.body;
      const id = await db.transaction(async (tx) => {
        await refuseTakenEmail(tx, input.email);
        return insertOperator(tx, input);
      });
      return reply.status(201).send(await loadOperator(db, id));
    },
  );

  app.get(
    '/operators/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'One bus company',
        params: idParamSchema,
        response: { 200: operatorBody, ...errors },
      },
    },
    async (request) => loadOperator(db, request.params.id),
  );

  app.patch(
    '/operators/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Change some of a bus company’s details',
        params: idParamSchema,
        body: operatorPatchSchema,
        response: { 200: operatorBody, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      await db.transaction(async (tx) => {
        const operator = await lockOperator(tx, id);
        if (!operator) throw notFound(OPERATOR_NOT_FOUND);
        if (changes.email !== undefined) await refuseTakenEmail(tx, changes.email, id);
        await updateOperatorRow(tx, id, changes);
        if (operator.status === 'verified' && MATCHING_FIELDS.some((key) => key in changes)) {
          await enqueueJob(tx, 'operator.rematch', { operator_id: id, change: 'updated' });
        }
      });
      return loadOperator(db, id);
    },
  );

  app.delete(
    '/operators/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Delete a bus company that was never invited (otherwise suspend it)',
        params: idParamSchema,
        response: { 204: z.null(), 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        // The row lock makes a concurrent invitation wait (its foreign key check needs the row).
        if (!(await lockOperator(tx, id))) throw notFound(OPERATOR_NOT_FOUND);
        if ((await countOperatorInvites(tx, id)) > 0) throw conflict(INVITED_CANNOT_DELETE);
        await deleteOperatorRow(tx, id);
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/operators/:id/verify',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Verify a pending or suspended bus company, recording who and when',
        params: idParamSchema,
        response: { 200: operatorBody, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminId = requireUser(request).id;
      await db.transaction(async (tx) => {
        const operator = await lockOperator(tx, id);
        if (!operator) throw notFound(OPERATOR_NOT_FOUND);
        // Verifying twice keeps the first verification's who and when.
        if (operator.status === 'verified') return;
        await updateOperatorRow(tx, id, {
          status: 'verified',
          verified_by: adminId,
          verified_at: new Date(),
        });
        await enqueueJob(tx, 'operator.rematch', { operator_id: id, change: 'verified' });
        // An application's approval: history entry and the applicant's email (same transaction).
        await recordVerification(
          tx,
          { transports: app.transports, config: app.config },
          operator,
          adminId,
        );
      });
      app.jobs.nudge();
      return loadOperator(db, id);
    },
  );

  app.post(
    '/operators/:id/suspend',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Suspend a bus company: it is no longer invited to quote',
        params: idParamSchema,
        response: { 200: operatorBody, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        if (!(await lockOperator(tx, id))) throw notFound(OPERATOR_NOT_FOUND);
        await updateOperatorRow(tx, id, { status: 'suspended' });
      });
      return loadOperator(db, id);
    },
  );
};
