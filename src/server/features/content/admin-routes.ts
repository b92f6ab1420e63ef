import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import {
  createPageSchema,
  pageKindSchema,
  pageSchema,
  savePageSchema,
  updatePageSchema,
} from '@shared/content/admin';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { deletePageRow, findLatestPage, findPage, listPages, toPage } from './admin-repository';
import { createPage, savePageByUrl, updatePage } from './admin-service';

const kindParams = z.object({ kind: pageKindSchema });
const pageParams = kindParams.extend(idParamSchema.shape);
const admin = { access: 'admin' } as const;
const docs = { tags: ['content'], security: [{ bearerAuth: [] }] };
const errors = { 404: apiErrorBodySchema, 409: apiErrorBodySchema, 422: apiErrorBodySchema };

/** The CMS's page variants for each kind (index = home and landing pages, about, how-it-works). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A save answers once every instance has heard the page's change announced (1 s at most;
   * docs/decisions/020-page-changes-by-notification.md), so the editor's next load of the page
   * shows it on whichever instance answers.
   */
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) {
      await app.database.notifications.settle();
    }
    return payload;
  });

  app.get(
    '/content/:kind',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Page variants of a kind',
        params: kindParams,
        response: { 200: z.object({ data: z.array(pageSchema) }) },
      },
    },
    async (request) => ({ data: (await listPages(app.db, request.params.kind)).map(toPage) }),
  );

  app.get(
    '/content/:kind/latest',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'The most recently changed page of a kind',
        params: kindParams,
        response: { 200: pageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await findLatestPage(app.db, request.params.kind);
      if (!page) throw notFound('Page not found');
      return toPage(page);
    },
  );

  app.get(
    '/content/:kind/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'One page',
        params: pageParams,
        response: { 200: pageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await findPage(app.db, request.params.kind, request.params.id);
      if (!page) throw notFound('Page not found');
      return toPage(page);
    },
  );

  app.post(
    '/content/:kind',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Create a page (a draft unless is_published)',
        params: kindParams,
        body: createPageSchema,
        response: { 201: pageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await createPage(app.db, request.params.kind, request.body);
      return reply.status(201).send(toPage(page));
    },
  );

  app.put(
    '/content/:kind',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Save the page with this URL, creating it if needed',
        params: kindParams,
        body: savePageSchema,
        response: { 200: pageSchema, 201: pageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, created } = await savePageByUrl(app.db, request.params.kind, request.body);
      return reply.status(created ? 201 : 200).send(toPage(page));
    },
  );

  app.patch(
    '/content/:kind/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Change content, URL or publish state',
        params: pageParams,
        body: updatePageSchema,
        response: { 200: pageSchema, ...errors },
      },
    },
    async (request) =>
      toPage(await updatePage(app.db, request.params.kind, request.params.id, request.body)),
  );

  app.delete(
    '/content/:kind/:id',
    {
      config: admin,
      schema: {
        ...docs,
        summary: 'Delete a page',
        params: pageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deletePageRow(app.db, request.params.kind, request.params.id)))
        throw notFound('Page not found');
      return reply.status(204).send(null);
    },
  );
};
