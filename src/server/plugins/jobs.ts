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
    // Jobs claimed per statement. PGlite runs them on the thread that answers requests, but one
    // group (at most 50 of a kind) at a time, with a look for requests between groups; a larger
    // claim makes a backlog's groups fuller and its claims fewer (decision 059).
    batchSize: 200,
    // PGlite has no autovacuum; PostgreSQL's own does this (decision 058).
    ...(app.database.vacuum ? { vacuum: app.database.vacuum } : {}),
  });
  app.decorate('jobs', worker);
  app.addHook('preClose', async () => {
    await worker.stop();
  });
});
