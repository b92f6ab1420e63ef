import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import { meResponseSchema } from '@shared/auth/session';
import {
  createUserSchema,
  updateUserResponseSchema,
  updateUserSchema,
  userSchema,
} from '@shared/users/users';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import { findManagedUser, listUsers, toUser } from './repository';
import { confirmEmailChange } from './email-change';
import { createUser, deleteUser, updateUser } from './service';

const admin = { access: 'admin' } as const;
const docs = { tags: ['users'], security: [{ bearerAuth: [] }] };

/**
 * Staff accounts, admin only, at the paths of docs/product.md#endpoints (`/auth/user`); and the
 * link confirming a new email of one's own, for whoever it was sent to.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const emailChangeDeps = () => ({
    db: app.db,
    transports: app.transports,
    publicUrl: app.config.PUBLIC_URL,
    linkSecret: app.linkSecret,
  });

  app.get(
    '/auth/user',
    {
      config: admin,
      schema: { ...docs, summary: 'List users', response: { 200: z.array(userSchema) } },
    },
    async () => (await listUsers(app.db)).map(toUser),
  );

  app.get(
    '/auth/user/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'One user',
        params: idParamSchema,
        response: { 200: userSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const user = await findManagedUser(app.db, request.params.id);
      if (!user) throw notFound('User not found');
      return toUser(user);
    },
  );

  app.post(
    '/auth/user',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Create a user',
        body: createUserSchema,
        response: { 201: userSchema, 409: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, request.body);
      return reply.status(201).send(toUser(user));
    },
  );

  app.patch(
    '/auth/user/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Update a user',
        params: idParamSchema,
        body: updateUserSchema,
        response: {
          200: updateUserResponseSchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const editor = { user: requireUser(request), ip: request.ip };
      const { user, pendingEmail } = await updateUser(
        emailChangeDeps(),
        editor,
        request.params.id,
        request.body,
      );
      return { ...toUser(user), pending_email: pendingEmail };
    },
  );

  app.delete(
    '/auth/user/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Delete a user',
        params: idParamSchema,
        response: { 204: z.null(), 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email-change/:token',
    {
      // The link's owner, signed in: the link proves the mailbox, the session the account.
      config: { access: 'authenticated' },
      schema: {
        ...docs,
        summary: "Confirm a new email of one's own with the link sent to it",
        params: z.object({ token: z.string() }),
        response: {
          200: meResponseSchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          410: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await confirmEmailChange(
        emailChangeDeps(),
        requireUser(request).id,
        request.params.token,
      );
      return reply.header('cache-control', 'no-store').send({ user: toUser(user) });
    },
  );
};
