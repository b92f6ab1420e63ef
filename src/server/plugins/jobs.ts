import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobHandler, type JobWorker, createJobWorker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

type JobsOptions = { handlers: (app: FastifyInstance) => Record<string, JobHandler> };

/** The in-process worker for durable jobs; it drains the job in hand before the app closes. */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const worker = createJobWorker({
    db: app.db,
    log: app.log,
    handlers: options.handlers(app),
    backoffSeconds: app.config.JOB_BACKOFF_SECONDS,
    pollMs: app.config.JOB_POLL_MS,
  });
  app.decorate('jobs', worker);
  app.addHook('preClose', async () => {
    await worker.stop();
  });
});
