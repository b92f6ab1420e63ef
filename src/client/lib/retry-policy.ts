/**
 * When a failed query is tried again (docs/product.md#interface-constants): never after a 4xx
 * (the request itself is wrong, unauthorised or names nothing: repeating it only delays what the
 * visitor must see, such as "This link is not valid"), up to 3 times after a 5xx or a lost
 * connection. Free of imports, so the public pages' first load carries it from the start.
 */

/** Up to 3 retries for failures that might be transient. */
export const MAX_QUERY_RETRIES = 3;

/** An answer from the server with a 4xx status (an ApiError, read by its shape). */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}
