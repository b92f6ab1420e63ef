import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceSchema } from '@shared/workspace/performance';
import { requireCompanyUser } from '../../plugins/auth';
import { loadPerformance } from './performance-service';

/** Response rate, reply time, win rate and rating beside the peers' average (docs/product.md#performance). */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/performance',
    {
      config: { access: 'company' },
      schema: {
        tags: ['workspace'],
        security: [{ bearerAuth: [] }],
        summary:
          'Your company’s response rate, median reply time, win rate and rating beside the average of companies serving the same counties',
        response: { 200: performanceSchema },
      },
    },
    async (request) => loadPerformance(app.db, requireCompanyUser(request).operator_id),
  );
};
