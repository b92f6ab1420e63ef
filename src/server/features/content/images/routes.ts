import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS, imageSchema } from '@shared/content/admin';
import { apiErrorBodySchema } from '@shared/http';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors';
import { idParamSchema } from '../../../lib/route-params';
import { NOT_ALLOWED, hasUnstorableCharacters } from '../../../plugins/text-input';
import { MAX_UPLOAD_BYTES, processImage, safeFileName } from './process';
import { findImageBytes, findImageMeta, insertImage, toImage } from './repository';

const widthQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine(
      (value) => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value),
      `w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}`,
    )
    .optional(),
});
const imageResponse = z.object({ image: imageSchema });

/**
 * Reading the upload fails on the client's side: too large, or a body that is not the
 * multipart it claims to be (no boundary, cut short). Those are 4xx, never a 500.
 */
function throwAsUploadError(error: unknown): never {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Images can be at most 10 MB');
  if (typeof statusCode === 'number' && statusCode < 500) throw error;
  throw new HttpError(400, 'The upload is not valid multipart/form-data, or it was cut short');
}

/** Uploads (admin) and public delivery of images, with long-lived caching. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/images',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['images'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an image (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: {
          201: imageResponse,
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
      const file = await request.file().catch(throwAsUploadError);
      if (!file || file.fieldname !== 'file')
        throw unprocessable('Attach the image in a field named "file"', { file: ['Required'] });
      const bytes = await file.toBuffer().catch(throwAsUploadError);
      const collectionField = file.fields.collection;
      const collection =
        collectionField && 'value' in collectionField && typeof collectionField.value === 'string'
          ? collectionField.value.slice(0, 60)
          : 'default';
      // Multipart fields skip the JSON checks every other route gets (plugins/text-input).
      if (hasUnstorableCharacters(collection)) {
        throw unprocessable('The given data was invalid.', { collection: [NOT_ALLOWED] });
      }
      const stored = await insertImage(
        app.db,
        safeFileName(file.filename),
        collection,
        await processImage(bytes),
      );
      return reply.status(201).send({ image: toImage(stored) });
    },
  );

  app.get(
    '/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'Image details',
        params: idParamSchema,
        response: { 200: imageResponse, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const image = await findImageMeta(app.db, request.params.id);
      if (!image) throw notFound('Image not found');
      return { image: toImage(image) };
    },
  );

  app.get(
    '/images/:id/stream',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'The image bytes (WebP); ?w= picks a resized copy',
        params: idParamSchema,
        querystring: widthQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const etag = `"img-${id}-${request.query.w ?? 0}"`;
      // Images never change once stored, so an id and width fully identify the bytes.
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const bytes = await findImageBytes(app.db, id, request.query.w);
      if (!bytes) throw notFound('Image not found');
      return reply.type('image/webp').send(bytes);
    },
  );
};
