import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '@shared/auth/session';
import type { SignInChallenge } from '@shared/auth/second-factor';
import { apiErrorBodySchema } from '@shared/http';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requireUser, revokeToken } from '../../plugins/auth';
import { type UserRow, findUserByEmail, findUserById, toUser } from '../users';
import {
  CHALLENGE_TTL_SECONDS,
  type ChallengeStep,
  challengeKey,
  signChallenge,
} from './challenge';
import { deriveFactorKeys } from './factor-keys';
import { checkPasswordAttempt } from './password-attempts';
import { passwordResetRoutes } from './password-reset-routes';
import { secondStepRoutes } from './second-step-routes';
import { issueSession } from './session';
import { hasConfirmedTotp } from './totp-repository';
import { totpRoutes } from './totp-routes';
import { isTotpRequired } from './totp-service';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** The step after a right password, if any: a code, or setting TOTP up when it is required. */
async function secondStepFor(app: FastifyInstance, user: UserRow): Promise<ChallengeStep | null> {
  if (await hasConfirmedTotp(app.db, user.id)) return 'totp';
  return (await isTotpRequired(app.db, user)) ? 'totp_setup' : null;
}

/**
 * Signing in and out (docs/product.md#signing-in-and-out), the second step and one's own second
 * factor (docs/product.md#two-step-verification), and the password reset
 * (docs/product.md#password-reset).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Verifying against a real hash when the email is unknown keeps both failures equally slow.
  const dummyHash = hashPassword('not-a-real-password-used-for-timing');
  const keys = deriveFactorKeys(app.linkSecret);
  const challenges = challengeKey(app.jwtSecret);
  await app.register(secondStepRoutes, { keys, challengeKey: challenges });
  await app.register(totpRoutes, { keys });
  await app.register(passwordResetRoutes);

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token, or the challenge of a second step',
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
      const step = await secondStepFor(app, user);
      if (step === null) return issueSession(app, user);
      const challenge: SignInChallenge = {
        second_factor: step,
        challenge_token: await signChallenge(challenges, user, step),
        expires_in: CHALLENGE_TTL_SECONDS,
      };
      return challenge;
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
