import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { validLead } from '../../src/server/test/leads';
import { FAULTS_ADMIN } from './app-process';

/** What happened to one quote POST, as the client saw it. */
export type Outcome = {
  key: string;
  /** Which server (round-robin runs) and which load worker sent it. */
  target: string;
  worker: number;
  sentAt: number;
  ms: number;
  status?: number;
  retryAfter?: string | null;
  replayed?: boolean;
  id?: number;
  body?: string;
  /** A network failure (refused, reset, timed out): no HTTP answer at all. */
  error?: string;
};

/** A unique but valid lead for `key`: the email carries the key so a lead can be found by it. */
export function leadFor(key: string) {
  return validLead({ email: `${key.toLowerCase()}@example.ie`, full_name: `Fault ${key}` });
}

const REQUEST_TIMEOUT_MS = 20_000;

/** POSTs one quote request with an Idempotency-Key and records what came back. */
export async function postQuote(
  baseUrl: string,
  key: string,
  options: { worker?: number; forwardedFor?: string; timeoutMs?: number } = {},
): Promise<Outcome> {
  const sentAt = performance.now();
  const outcome: Outcome = { key, target: baseUrl, worker: options.worker ?? 0, sentAt, ms: 0 };
  try {
    const response = await fetch(`${baseUrl}/api/bus-quote`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
      body: JSON.stringify(leadFor(key)),
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    outcome.status = response.status;
    outcome.retryAfter = response.headers.get('retry-after');
    outcome.replayed = response.headers.get('idempotent-replayed') === 'true';
    if (response.status === 201) outcome.id = (JSON.parse(text) as { id: number }).id;
    else outcome.body = text.slice(0, 300);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    outcome.error = cause?.code ?? cause?.message ?? (error as Error).name;
  }
  outcome.ms = performance.now() - sentAt;
  return outcome;
}

export type Load = {
  outcomes: Outcome[];
  /** Stops the workers and resolves when every request in flight has its outcome. */
  stop: () => Promise<Outcome[]>;
  /** Resolves once `count` leads got a 201, or after `withinMs`: a burst worth the name. */
  untilStored: (count: number, withinMs: number) => Promise<void>;
};

/**
 * `workers` loops, each POSTing one quote after another (new key each time) to the next target
 * in turn, until stopped. Each worker has its own client address so the rate limit is per worker.
 */
export function startLoad(
  targets: string[] | (() => string[]),
  workers: number,
  options: { pauseMs?: number; prefix?: string } = {},
): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  let turn = 0;
  const prefix = options.prefix ?? 'load';
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running) {
      const list = typeof targets === 'function' ? targets() : targets;
      const target = list[turn++ % list.length]!;
      const key = `${prefix}-${worker}-${randomUUID()}`;
      outcomes.push(
        await postQuote(target, key, { worker, forwardedFor: `198.51.100.${worker + 1}` }),
      );
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
    untilStored: async (count, withinMs) => {
      const started = performance.now();
      while (
        outcomes.filter((outcome) => outcome.status === 201).length < count &&
        performance.now() - started < withinMs
      ) {
        await sleep(20);
      }
    },
  };
}

/** Signs in as the suite's admin (ADMIN_EMAIL/ADMIN_PASSWORD given to the app) for a token. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FAULTS_ADMIN),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  const body = (await response.json()) as { token?: string; access_token?: string };
  const token = body.token ?? body.access_token;
  if (!token) throw new Error(`no token in the login answer: ${JSON.stringify(body)}`);
  return token;
}

/** Asks `url` until it answers 200 (or the time is up); returns the milliseconds it took. */
export async function waitFor200(url: string, withinMs: number): Promise<number> {
  const started = performance.now();
  let last = '';
  while (performance.now() - started < withinMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return performance.now() - started;
      last = `status ${response.status}`;
    } catch (error) {
      last = String((error as { cause?: unknown }).cause ?? error);
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${withinMs} ms (last: ${last})`);
}

/** Summary counts by answer, e.g. `{ '201': 812, '503': 14, ECONNREFUSED: 3 }`. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const label = outcome.error ?? String(outcome.status);
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
