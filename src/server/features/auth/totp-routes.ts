import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authSettingsSchema,
  passwordAndCodeSchema,
  recoveryCodesSchema,
  totpConfirmSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@shared/auth/second-factor';
import { apiErrorBodySchema } from '@shared/http';
import { notFound, unauthorized, unprocessable } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import { findUserById } from '../users';
import type { FactorKeys } from './factor-keys';
import { deleteTotp, readAuthSettings, writeAuthSettings } from './totp-repository';
import {
  NOT_ON,
  confirmTotpSetup,
  disableTotp,
  renewRecoveryCodes,
  startTotpSetup,
  totpStatus,
} from './totp-service';

const docs = { tags: ['auth'], security: [{ bearerAuth: [] }] };
const errors = {
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
};
const signedIn = { access: 'authenticated' } as const;
const noStore = 'no-store';
export const OWN_TOTP_FROM_SECURITY_PAGE =
  'Turn your own two-step verification off on the Security page';

/**
 * One's own second factor, for any signed-in account whatever its role
 * (docs/product.md#two-step-verification), and the admins' setting that requires it of admins.
 */
export const totpRoutes: FastifyPluginAsyncZod<{ keys: FactorKeys }> = async (app, { keys }) => {
  const deps = { db: app.db, keys };
  const self = async (request: Parameters<typeof requireUser>[0]) => {
    const user = await findUserById(app.db, requireUser(request).id);
    if (!user) throw unauthorized();
    return user;
  };

  app.get(
    '/auth/totp',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'Whether TOTP is on for me',
        response: { 200: totpStatusSchema },
      },
    },
    async (request) => totpStatus(deps, await self(request)),
  );

  app.post(
    '/auth/totp/setup',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'Start setting up an authenticator: its key and QR code, shown this once',
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const setup = await startTotpSetup(deps, await self(request));
      return reply.header('cache-control', noStore).send(setup);
    },
  );

  app.post(
    '/auth/totp/confirm',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: "Turn TOTP on with the authenticator's first code; answers the recovery codes",
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const codes = await confirmTotpSetup(
        deps,
        await self(request),
        request.body.code,
        request.ip,
      );
      return reply.header('cache-control', noStore).send({ recovery_codes: codes });
    },
  );

  app.post(
    '/auth/totp/disable',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'Turn TOTP off (current password and a code)',
        body: passwordAndCodeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disableTotp(deps, await self(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/totp/recovery-codes',
    {
      config: signedIn,
      schema: {
        ...docs,
        summary: 'New recovery codes (current password and a code); the old ones stop working',
        body: passwordAndCodeSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const codes = await renewRecoveryCodes(deps, await self(request), request.body, request.ip);
      return reply.header('cache-control', noStore).send({ recovery_codes: codes });
    },
  );

  app.get(
    '/auth/settings',
    {
      config: { access: 'admin' },
      schema: { ...docs, summary: 'Sign-in settings', response: { 200: authSettingsSchema } },
    },
    async () => readAuthSettings(app.db),
  );

  app.put(
    '/auth/settings',
    {
      config: { access: 'admin' },
      schema: {
        ...docs,
        summary: 'Change the sign-in settings',
        body: authSettingsSchema,
        response: { 200: authSettingsSchema },
      },
    },
    async (request) => {
      await writeAuthSettings(app.db, request.body.require_totp_for_admins);
      return readAuthSettings(app.db);
    },
  );

  app.delete(
    '/auth/user/:id/totp',
    {
      config: { access: 'admin' },
      schema: {
        ...docs,
        summary: "Turn off another user's TOTP (a lost phone and lost recovery codes)",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (request.params.id === requireUser(request).id) {
        throw unprocessable(OWN_TOTP_FROM_SECURITY_PAGE);
      }
      const removed = await app.db.transaction((tx) => deleteTotp(tx, request.params.id));
      if (!removed) throw notFound(NOT_ON);
      return reply.status(204).send(null);
    },
  );
};
