import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { trackRequests } from '../jobs/turns';
import { type JobHandlers, type JobWorker, createJobWorker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

type JobsOptions = { handlers: (app: FastifyInstance) => JobHandlers };

/**
 * The in-process worker for durable jobs; it finishes the job in hand before the app closes.
 * Jobs run in the gaps between the server's requests (decision 022).
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const worker = createJobWorker({
    db: app.db,
    log: app.log,
    handlers: options.handlers(app),
    backoffSeconds: app.config.JOB_BACKOFF_SECONDS,
    pollMs: app.config.JOB_POLL_MS,
    gate: trackRequests(app.server),
    // PostgreSQL runs statements of several connections at once; PGlite one at a time.
    concurrency: app.database.driver === 'postgres' ? 4 : 1,
    // PGlite runs a batch on the thread that answers requests, so its batches stay small.
    batchSize: app.database.driver === 'postgres' ? 200 : 50,
    // PGlite has no autovacuum; PostgreSQL's own does this (decision 058).
    ...(app.database.vacuum ? { vacuum: app.database.vacuum } : {}),
  });
  app.decorate('jobs', worker);
  app.addHook('preClose', async () => {
    await worker.stop();
  });
});
