/**
 * Gives memory back once the server is idle (decision 055). The server runs with a 32 MB
 * young-generation semi-space (decision 051), and V8 shrinks the young generation only after a
 * collection at a low allocation rate, which an idle server, allocating almost nothing, never
 * reaches: the ~64 MB grown during start-up or under load stayed resident. So after `idleMs`
 * without a request, one full collection runs; it also gives back the old generation's garbage.
 * It runs once per quiet spell, and again only after a request.
 */

/** Where requests are heard: the HTTP server. */
export type RequestSource = { on(event: 'request', listener: () => void): unknown };

/** How long without a request before the server counts as idle. */
export const IDLE_COLLECTION_MS = 10_000;

/**
 * V8's collector when the process runs with `--expose-gc` (scripts/server-node-flags.mjs);
 * undefined without the flag (the tests, a server started without the flags), and then the
 * server never collects by itself. (The flag's `gc` cannot be deleted from the global object.)
 */
export function findCollector(): (() => void) | undefined {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? () => gc() : undefined;
}

/**
 * Calls `collect` once the server has heard no request for `idleMs` (checked every `idleMs`, so
 * between one and two spells after the last request), counting from now: start-up allocates
 * much. Returns what stops it; its timer does not keep the process alive.
 */
export function collectWhenIdle(
  server: RequestSource,
  collect: () => void,
  idleMs = IDLE_COLLECTION_MS,
): () => void {
  let lastRequestAt = Date.now();
  let collected = false;
  server.on('request', () => {
    lastRequestAt = Date.now();
    collected = false;
  });
  const timer = setInterval(() => {
    if (collected || Date.now() - lastRequestAt < idleMs) return;
    collected = true;
    collect();
  }, idleMs);
  timer.unref();
  return () => clearInterval(timer);
}
