import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESET_REQUESTED,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetTokenParamsSchema,
  setPasswordSchema,
} from '@shared/auth/password-reset';
import { apiErrorBodySchema } from '@shared/http';
import { checkPasswordReset, requestPasswordReset, resetPassword } from './password-reset';

const docs = { tags: ['auth'] };
const errors = { 404: apiErrorBodySchema, 410: apiErrorBodySchema, 422: apiErrorBodySchema };

/** A forgotten password, reset through an emailed link (docs/product.md#password-reset). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Email a reset link; the same answer whether or not the address has an account',
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema, 422: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        { db: app.db, transports: app.transports, publicUrl: app.config.PUBLIC_URL },
        request.body.email,
        request.ip,
      );
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.get(
    '/auth/password-reset/:token',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Whether a reset link still works',
        params: resetTokenParamsSchema,
        response: { 200: z.object({ expires_at: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const answer = await checkPasswordReset(app.db, request.params.token);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/auth/password-reset/:token',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Choose a new password with a reset link; every session of the account ends',
        params: resetTokenParamsSchema,
        body: passwordResetSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.params.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/set-password',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary:
          "A new company account's first password, with the link its approval or invitation emailed",
        body: setPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.body.token, request.body.password, 'set');
      return reply.status(204).send(null);
    },
  );
};
