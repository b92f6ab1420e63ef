import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countBacklog } from '../../jobs/queue';
import { serviceUnavailable } from '../../lib/http-errors';

const READY_TIMEOUT_MS = 2_000;

/** Liveness says the process answers; readiness says it can reach its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers; also reports the job backlog',
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.string(),
            jobs_backlog: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
      });
      let backlog: number;
      try {
        await Promise.race([app.database.ping(), timeout]);
        backlog = await countBacklog(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw serviceUnavailable(5, 'Database unavailable');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: app.database.driver, jobs_backlog: backlog };
    },
  );
};
