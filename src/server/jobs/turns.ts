import type { Server } from 'node:http';

/**
 * When background jobs may take the process's turn: requests first, jobs in the gaps (decision
 * 022). On PGlite the database is one WebAssembly instance on the event loop's thread, so a job's
 * statements queue in front of the next request's; on PostgreSQL jobs still share the thread
 * with request handling.
 */
export type RequestGate = {
  /** Milliseconds since the last HTTP request ended; 0 while any request is in flight. */
  idleFor: () => number;
};

export type TurnTiming = {
  /** Jobs start once no request has been in flight for this long. */
  idleGapMs: number;
  /** Under unbroken traffic, jobs still get a turn this often… */
  maxDeferMs: number;
  /** …of about this long (at least one job), so work is late but never starved. */
  sliceMs: number;
};

export const DEFAULT_TURN_TIMING: TurnTiming = { idleGapMs: 20, maxDeferMs: 1_000, sliceMs: 10 };

/** Counts the server's requests in flight (every request the HTTP server receives). */
export function trackRequests(server: Server): RequestGate {
  let inFlight = 0;
  let lastEnded = performance.now();
  server.on('request', (_request, response) => {
    inFlight += 1;
    // 'close' follows every response: finished, or cut off by the client.
    response.once('close', () => {
      inFlight -= 1;
      lastEnded = performance.now();
    });
  });
  return { idleFor: () => (inFlight > 0 ? 0 : performance.now() - lastEnded) };
}

/** A sleep that `wake()` ends early (a nudge, or stopping). */
export function createAlarm() {
  let ring: (() => void) | undefined;
  let rung = false;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        if (rung) {
          rung = false;
          return resolve();
        }
        const timer = setTimeout(done, ms);
        timer.unref();
        function done() {
          clearTimeout(timer);
          ring = undefined;
          rung = false;
          resolve();
        }
        ring = done;
      }),
    /** Ends the current sleep, or the next one if none is under way. */
    wake: () => {
      if (ring) ring();
      else rung = true;
    },
  };
}

/**
 * Waits until jobs may run: an idle gap (`false`), or `maxDeferMs` after `since` while requests
 * keep coming (`true`: a forced turn, kept to `sliceMs`). Checks every few milliseconds.
 */
export async function waitForTurn(
  gate: RequestGate | undefined,
  timing: TurnTiming,
  since: number,
  isStopped: () => boolean,
): Promise<boolean> {
  if (!gate) return false;
  for (;;) {
    if (isStopped()) return false;
    const idle = gate.idleFor();
    if (idle >= timing.idleGapMs) return false;
    const left = since + timing.maxDeferMs - performance.now();
    if (left <= 0) return true;
    const wait = idle > 0 ? timing.idleGapMs - idle : timing.idleGapMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(wait, left))));
  }
}
