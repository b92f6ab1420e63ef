// autocannon ships no types; only the parts the benchmarks use are declared.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before every request; returns the request to send. */
    setupRequest?: (
      request: AutocannonRequest,
      context: Record<string, unknown>,
    ) => AutocannonRequest;
    /** Called with every response to this request (the body as text). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };

  export type AutocannonOptions = {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Milliseconds between samples; the run ends at the first one after `duration`. */
    sampleInt?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  };

  export type AutocannonResult = {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    requests: { total: number };
    throughput: { total: number };
  };

  export type AutocannonInstance = EventEmitter & { stop: () => void };

  export default function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
}
