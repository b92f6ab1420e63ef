import { useMutation } from '@tanstack/react-query';
import type { LeadRequest } from '@shared/leads/leads';
import { ApiError, apiPost } from '@/lib/api-client';

type SubmitQuoteInput = { body: LeadRequest; idempotencyKey: string };

/** Lost connections and overloaded proxies are worth a retry; the key makes retries harmless. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

export function useSubmitQuote() {
  return useMutation({
    // The answer's reference, journey and comparison link go to the thank-you page.
    mutationFn: ({ body, idempotencyKey }: SubmitQuoteInput) =>
      apiPost<unknown>('/bus-quote', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: (failures, error) => failures < 2 && isTransient(error),
    retryDelay: (attempt) => 1000 * 2 ** attempt,
  });
}
