import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '@/lib/retry-policy';

export { MAX_QUERY_RETRIES, shouldRetry } from '@/lib/retry-policy';

/** Unused query data is kept for 5 minutes (docs/product.md#interface-constants). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Exponential backoff never waits longer than 30 seconds. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s, … capped at 30 s. `attempt` is 0-based as TanStack passes it. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        // Refetching on every tab switch is noisy for admin tables and adds little here.
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Mutations (quote requests, edits) are not idempotent; never resend them silently.
        retry: false,
      },
    },
  });
}
