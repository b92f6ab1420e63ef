import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '@shared/auth/session';
import { apiErrorBodySchema } from '@shared/http';
import { HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requireUser, revokeToken } from '../../plugins/auth';
import { findUserByEmail, findUserById, recordLogin, toUser } from '../users';
import {
  clearLoginFailures,
  loginRetryAfter,
  normaliseEmail,
  recordLoginFailure,
} from './throttle';
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
      const email = normaliseEmail(request.body.email);
      const retryAfter = await loginRetryAfter(app.db, email, request.ip);
      if (retryAfter !== null) {
        const minutes = Math.ceil(retryAfter / 60);
        throw tooManyRequests(
          retryAfter,
          `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const user = await findUserByEmail(app.db, email);
      const passwordMatches = await verifyPassword(
        user?.password_hash ?? (await dummyHash),
        request.body.password,
      );
      if (!user || !passwordMatches) {
        await recordLoginFailure(app.db, email, request.ip);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (user.status !== 'active') {
        throw new HttpError(
          403,
          'This account is not active. Ask an administrator to activate it.',
        );
      }
      await clearLoginFailures(app.db, email);
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
