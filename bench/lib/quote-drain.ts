import type { ChildServer } from './child-server';

/** How the job worker kept up with one burst of quote posts. */
export type Drain = {
  /** Jobs due and not done when the burst ended (lead.created, lead.match…). */
  backlog: number;
  /** Milliseconds from the end of the burst until none was left (Infinity: gave up). */
  ms: number;
};

const POLL_MS = 50;

/**
 * Asks the app (over IPC, not HTTP, so the worker does not see a request) every 50 ms how many
 * jobs are due and not done, from the moment a burst ends until there are none.
 */
export async function timeDrain(app: ChildServer, limitMs = 120_000): Promise<Drain> {
  const started = performance.now();
  const backlog = await app.ask('due-jobs');
  let due = backlog;
  while (due > 0) {
    if (performance.now() - started > limitMs) return { backlog, ms: Number.POSITIVE_INFINITY };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    due = await app.ask('due-jobs');
  }
  return { backlog, ms: performance.now() - started };
}
