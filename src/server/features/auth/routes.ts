import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '@shared/auth/session';
import { apiErrorBodySchema } from '@shared/http';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requireUser, revokeToken } from '../../plugins/auth';
import { findUserByEmail, findUserById, recordLogin, toUser } from '../users';
import { checkPasswordAttempt } from './password-attempts';
import { signToken } from './tokens';

const INVALID_CREDENTIALS = 'Invalid email or password';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Verifying against a real hash when the email is unknown keeps both failures equally slow.
  const dummyHash = hashPassword('not-a-real-password-used-for-timing');

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const isRight = await checkPasswordAttempt(app.db, email, request.ip, async () => {
        const matches = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
        return Boolean(user) && matches;
      });
      if (!user || !isRight) throw unauthorized(INVALID_CREDENTIALS);
      if (user.status !== 'active') {
        throw new HttpError(
          403,
          'This account is not active. Ask an administrator to activate it.',
        );
      }
      const signedIn = (await recordLogin(app.db, user.id)) ?? user;
      const { token } = await signToken(signedIn, app.jwtSecret, app.config.TOKEN_TTL_HOURS);
      return { token, user: toUser(signedIn) };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, requireUser(request).id);
      if (!user) throw unauthorized();
      return { user: toUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out; the token stops working at once',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (request.token) await revokeToken(app, request.token);
      return reply.status(204).send(null);
    },
  );
};
