import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { irishToday } from '@shared/dates';
import { apiErrorBodySchema, positiveDbIntParamSchema } from '@shared/http';
import {
  applicationCreatedSchema,
  confirmApplicationSchema,
  historyListSchema,
  pendingApplicationListSchema,
  rejectApplicationSchema,
  requestInfoSchema,
} from '@shared/marketplace/applications';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { hitRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../../plugins/auth';
import { UPLOAD_LIMITS } from './applications-files';
import { rejectApplication, requestMoreInformation } from './applications-decisions';
import { findDocument, listHistory } from './applications-repository';
import { listPendingApplications } from './applications-queue';
import {
  APPLICATION_CONFIRMED,
  APPLICATION_RECEIVED,
  type ApplicationDeps,
  confirmApplication,
  readApplication,
  submitApplication,
} from './applications-service';
import { OPERATOR_NOT_FOUND } from './operators-routes';
import { findOperatorView } from './operators-repository';

const publicDocs = { tags: ['operator applications'] };
const adminDocs = { tags: ['operator applications'], security: [{ bearerAuth: [] }] };
const admin = { access: 'admin' } as const;
const done = z.object({ message: z.string() });
const documentParams = z.object({
  id: positiveDbIntParamSchema,
  documentId: positiveDbIntParamSchema,
});

/** `attachment; filename=…` that survives any name: ASCII fallback plus the UTF-8 form. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Bus companies apply themselves (issue #20, docs/product.md#for-bus-companies), confirm by the
 * emailed link, and admins decide on the queue of pending applications.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const deps: ApplicationDeps = { db: app.db, config: app.config, transports: app.transports };
  const limitPerMinute = app.config.QUOTE_RATE_LIMIT_PER_MINUTE;

  app.post(
    '/operators/applications',
    {
      config: { access: 'public' },
      schema: {
        ...publicDocs,
        summary:
          'Apply as a bus company (multipart: "data" = the company JSON plus garda_vetted and terms_accepted; files "insurance_certificate" and "operator_licence")',
        consumes: ['multipart/form-data'],
        response: {
          201: applicationCreatedSchema,
          400: apiErrorBodySchema,
          409: apiErrorBodySchema,
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
          422: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (limitPerMinute > 0) {
        const key = `operator-application:${request.ip}`;
        const limit = await hitRateLimit(app.db, key, limitPerMinute, 60_000);
        if (!limit.allowed) {
          throw tooManyRequests(
            limit.retryAfterSeconds,
            'Too many applications. Please wait a minute and try again.',
          );
        }
      }
      const { input, documents } = await readApplication(request);
      await submitApplication(deps, input, documents);
      app.jobs.nudge();
      return reply.status(201).send({ message: APPLICATION_RECEIVED });
    },
  );

  app.post(
    '/operators/applications/confirm',
    {
      config: { access: 'public' },
      schema: {
        ...publicDocs,
        summary: 'Confirm an application by the token its emailed link carries',
        body: confirmApplicationSchema,
        response: {
          200: done,
          404: apiErrorBodySchema,
          410: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      await confirmApplication(deps, request.body.token);
      app.jobs.nudge();
      return { message: APPLICATION_CONFIRMED };
    },
  );

  app.get(
    '/operators/applications',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Pending applications: confirmed, not yet approved or rejected, oldest first',
        response: { 200: pendingApplicationListSchema },
      },
    },
    async () => ({ data: await listPendingApplications(app.db, irishToday()) }),
  );

  app.get(
    '/operators/:id/history',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Who did what to a bus company and when',
        params: idParamSchema,
        response: { 200: historyListSchema, 404: apiErrorBodySchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findOperatorView(app.db, id))) throw notFound(OPERATOR_NOT_FOUND);
      const rows = await listHistory(app.db, [id]);
      return { data: rows.map(({ operator_id: _operator, ...entry }) => entry) };
    },
  );

  app.get(
    '/operators/:id/documents/:documentId',
    {
      config: { access: 'admin-or-company' },
      schema: {
        ...adminDocs,
        summary:
          'A company document, always as a download (never shown inline): for admins, and for the company itself',
        params: documentParams,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const caller = requireUser(request);
      // A company reads only its own documents; any other company's id is as if it did not exist.
      if (caller.operator_id !== null && caller.operator_id !== id) {
        throw notFound('Document not found');
      }
      const visible = await findOperatorView(app.db, id);
      const document = visible && (await findDocument(app.db, id, documentId));
      if (!document) throw notFound('Document not found');
      return reply
        .header('content-type', document.content_type)
        .header('content-disposition', attachment(document.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(document.data);
    },
  );

  app.post(
    '/operators/:id/reject',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Reject a pending application with a reason (emailed to the applicant)',
        params: idParamSchema,
        body: rejectApplicationSchema,
        response: {
          200: done,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const adminId = requireUser(request).id;
      await rejectApplication(deps, request.params.id, adminId, request.body.reason);
      app.jobs.nudge();
      return { message: 'Application rejected' };
    },
  );

  app.post(
    '/operators/:id/request-info',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Ask the applicant for more information (emailed); it stays in the queue',
        params: idParamSchema,
        body: requestInfoSchema,
        response: {
          200: done,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const adminId = requireUser(request).id;
      await requestMoreInformation(deps, request.params.id, adminId, request.body.message);
      app.jobs.nudge();
      return { message: 'Request for information sent' };
    },
  );
};
