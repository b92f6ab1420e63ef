/**
 * Handlers throw these; the one error handler (plugins/errors.ts) renders them as
 * `{ message, errors? }` with their status and headers.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Unauthenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldErrors) =>
  new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests') =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });
export const serviceUnavailable = (
  retryAfterSeconds = 5,
  message = 'Service temporarily unavailable',
) => new HttpError(503, message, undefined, { 'retry-after': String(retryAfterSeconds) });
