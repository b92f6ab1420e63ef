import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHALLENGE_EXPIRED,
  challengeOnlySchema,
  recoveryCodesSchema,
  totpSetupSchema,
  totpSignInSchema,
} from '@shared/auth/second-factor';
import { sessionResponseSchema } from '@shared/auth/session';
import { apiErrorBodySchema } from '@shared/http';
import { unauthorized } from '../../lib/http-errors';
import { useChallenge } from './challenge';
import type { FactorKeys } from './factor-keys';
import { challengedUser, issueSession } from './session';
import { checkSecondFactor, confirmTotpSetup, startTotpSetup, wrongCode } from './totp-service';

type Options = { keys: FactorKeys; challengeKey: Uint8Array };

const errors = {
  401: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
};
const docs = { tags: ['auth'] };

/**
 * The second step of signing in (docs/product.md#two-step-verification): the challenge from the
 * password step and a code give the session; an account that must set TOTP up does it here,
 * before it has a session, so requiring TOTP never locks anyone out.
 */
export const secondStepRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { keys, challengeKey },
) => {
  const deps = { db: app.db, keys };

  app.post(
    '/auth/login/totp',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Second step: a code (or a recovery code) for the session',
        body: totpSignInSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { challenge_token, code } = request.body;
      const { user, claims } = await challengedUser(app, challengeKey, challenge_token, 'totp');
      if (!(await checkSecondFactor(deps, user, code, request.ip))) throw wrongCode();
      if (!(await useChallenge(app.db, claims))) throw unauthorized(CHALLENGE_EXPIRED);
      return issueSession(app, user);
    },
  );

  app.post(
    '/auth/login/totp-setup',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Second step for an account that must use TOTP: a new authenticator to set up',
        body: challengeOnlySchema,
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await challengedUser(
        app,
        challengeKey,
        request.body.challenge_token,
        'totp_setup',
      );
      const setup = await startTotpSetup(deps, user);
      return reply.header('cache-control', 'no-store').send(setup);
    },
  );

  app.post(
    '/auth/login/totp-setup/confirm',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'Its first code turns TOTP on; answers the session and the recovery codes',
        body: totpSignInSchema,
        response: { 200: sessionResponseSchema.extend(recoveryCodesSchema.shape), ...errors },
      },
    },
    async (request, reply) => {
      const { challenge_token, code } = request.body;
      const { user, claims } = await challengedUser(
        app,
        challengeKey,
        challenge_token,
        'totp_setup',
      );
      const recoveryCodes = await confirmTotpSetup(deps, user, code, request.ip);
      if (!(await useChallenge(app.db, claims))) throw unauthorized(CHALLENGE_EXPIRED);
      const session = await issueSession(app, user);
      return reply
        .header('cache-control', 'no-store')
        .send({ ...session, recovery_codes: recoveryCodes });
    },
  );
};
