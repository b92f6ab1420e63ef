import { useRef } from 'react';
import type { LeadRequest } from '@shared/leads/leads';
import { ApiError } from '@/lib/api-client';
import { useSubmitQuote } from '@/features/leads/request/api';

const SUBMISSION_FAILED_FALLBACK = 'There was an error submitting your quote request.';

/**
 * The server's message, else the error's, else the fallback; then the advice
 * (docs/product.md#quote-form-messages).
 */
export function submissionFailedDescription(error: unknown): string {
  const serverMessage = error instanceof ApiError ? error.body?.message : undefined;
  const message = serverMessage || (error instanceof Error ? error.message : '') || '';
  return `${message || SUBMISSION_FAILED_FALLBACK} Please check your information and try again.`;
}

/** crypto.randomUUID needs a secure context; a plain-http intranet host still deserves a key. */
function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The API takes up to a week; a tab left open longer is still a person, not a 422. */
const MAX_ELAPSED_MS = 604_800_000;
const clampElapsed = (ms: number) => Math.min(MAX_ELAPSED_MS, Math.max(0, Math.round(ms)));

type Attempt = { key: string; fingerprint: string; elapsedMs: number | undefined };

type SubmitCallbacks = {
  /** Receives the server's answer: the stored request and its comparison page's path. */
  onSuccess: (receipt: unknown) => void;
  onError: (error: unknown) => void;
};

/**
 * Sends the quote with an Idempotency-Key so a double click or a retry never makes two leads.
 * The key belongs to the content it was first sent with: a retry of the same content reuses the
 * key and the same `form_elapsed_ms` (the server refuses a known key with a different body);
 * changed content, or a new request after success, gets a new key.
 */
export function useQuoteSubmission() {
  const mutation = useSubmitQuote();
  const attempt = useRef<Attempt | null>(null);
  const firstInteraction = useRef<number | null>(null);
  const inFlight = useRef(false);

  function markInteraction() {
    firstInteraction.current ??= Date.now();
  }

  function reset() {
    attempt.current = null;
    firstInteraction.current = null;
  }

  function submit(body: Omit<LeadRequest, 'form_elapsed_ms'>, callbacks: SubmitCallbacks) {
    if (inFlight.current) return;
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) {
      const started = firstInteraction.current;
      attempt.current = {
        key: createIdempotencyKey(),
        fingerprint,
        elapsedMs: started === null ? undefined : clampElapsed(Date.now() - started),
      };
    }
    const { key, elapsedMs } = attempt.current;
    inFlight.current = true;
    mutation.mutate(
      { body: { ...body, form_elapsed_ms: elapsedMs }, idempotencyKey: key },
      {
        onSuccess: (receipt) => {
          reset();
          callbacks.onSuccess(receipt);
        },
        onError: callbacks.onError,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return { submit, markInteraction, isPending: mutation.isPending };
}
