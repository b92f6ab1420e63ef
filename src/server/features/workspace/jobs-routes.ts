import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import { jobsPageSchema, jobsQuerySchema } from '@shared/workspace/jobs';
import { requireCompanyUser } from '../../plugins/auth';
import { loadJobs } from './jobs-service';

/** The company's won trips and its month calendar of booked days (docs/product.md#jobs). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      config: { access: 'company' },
      schema: {
        tags: ['workspace'],
        security: [{ bearerAuth: [] }],
        summary:
          'Your company’s won trips (upcoming or past) with the customer’s contact, and the booked days of a month',
        querystring: jobsQuerySchema,
        response: { 200: jobsPageSchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { operator_id: operatorId } = requireCompanyUser(request);
      return loadJobs(app.db, operatorId, request.query);
    },
  );
};
