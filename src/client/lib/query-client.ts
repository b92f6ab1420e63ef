import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Unused query data is kept for 5 minutes (docs/product.md#interface-constants). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Up to 3 retries for failures that might be transient. */
export const MAX_QUERY_RETRIES = 3;
/** Exponential backoff never waits longer than 30 seconds. */
export const MAX_RETRY_DELAY_MS = 30_000;

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * 4xx responses mean the request itself is wrong (or unauthorised); repeating it would only
 * delay the error the user needs to see. Everything else (5xx, network) gets retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

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
