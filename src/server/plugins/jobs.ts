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
  const postgres = app.database.driver === 'postgres';
  const worker = createJobWorker({
    db: app.db,
    log: app.log,
    handlers: options.handlers(app),
    backoffSeconds: app.config.JOB_BACKOFF_SECONDS,
    pollMs: app.config.JOB_POLL_MS,
    gate: trackRequests(app.server),
    // PostgreSQL runs statements of several connections at once; PGlite one at a time.
    concurrency: postgres ? 4 : 1,
    // Jobs claimed per statement, and the most of one kind run together. PGlite runs them on the
    // thread that answers requests, one group at a time with a look for requests between groups,
    // so its groups stay small; a larger claim makes a backlog's groups fuller and its claims
    // fewer (decision 059). On PostgreSQL, where groups run beside requests, groups of 200 cut
    // the CPU a burst's jobs cost by a fifth against groups of 50 (decision 060).
    batchSize: postgres ? 800 : 200,
    maxGroup: postgres ? 200 : 50,
    // PGlite has no autovacuum; PostgreSQL's own does this (decision 058).
    ...(app.database.vacuum ? { vacuum: app.database.vacuum } : {}),
  });
  app.decorate('jobs', worker);
  app.addHook('preClose', async () => {
    await worker.stop();
  });
});
