import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { type FieldErrors, HttpError, serviceUnavailable } from '../lib/http-errors';

type ErrorBody = { message: string; errors?: FieldErrors };

/** `/email` or `/items/0/name` → `email`, `items.0.name`; the request's own field names. */
function toFieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key =
      path ||
      (typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '_');
    (errors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

function render(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
): {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
} {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body, headers: error.headers };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation) {
    return {
      status: 422,
      body: { message: 'The given data was invalid.', errors: toFieldErrors(fastifyError) },
    };
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (error instanceof SyntaxError && fastifyError.statusCode === 400)
  ) {
    return { status: 400, body: { message: 'Malformed JSON in request body' } };
  }
  if (isDatabaseUnavailable(error)) {
    const unavailable = serviceUnavailable();
    request.log.error({ err: error }, 'database unavailable');
    return { status: 503, body: { message: unavailable.message }, headers: unavailable.headers };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message } };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

/** The one error path: every 4xx/5xx body is `{ message, errors? }`; 5xx details go only to the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = render(error, request);
    if (headers) void reply.headers(headers);
    return reply.status(status).send(body);
  });
});
