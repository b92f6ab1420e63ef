import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import {
  companyRatingPageSchema,
  companyRatingSchema,
  companyRatingsQuerySchema,
  ratingReplyInputSchema,
} from '@shared/workspace/ratings';
import { idParamSchema } from '../../lib/route-params';
import { requireCompanyUser } from '../../plugins/auth';
import { listCompanyRatings, replyToRating } from './ratings-repository';

const company = { access: 'company' } as const;
const docs = { tags: ['workspace'], security: [{ bearerAuth: [] }] };

/** The customers' ratings of the company and its public replies (docs/product.md#workspace-ratings). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ratings',
    {
      config: company,
      schema: {
        ...docs,
        summary: "A page of your company's ratings, newest first, each with your reply if any",
        querystring: companyRatingsQuerySchema,
        response: { 200: companyRatingPageSchema },
      },
    },
    async (request, reply) => {
      const { operator_id } = requireCompanyUser(request);
      const page = await listCompanyRatings(app.db, operator_id, request.query);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.post(
    '/ratings/:id/reply',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Reply to a rating, once; the reply is shown to customers under the rating',
        params: idParamSchema,
        body: ratingReplyInputSchema,
        response: {
          200: companyRatingSchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireCompanyUser(request);
      const rating = await replyToRating(app.db, {
        operatorId: user.operator_id,
        userId: user.id,
        ratingId: request.params.id,
        body: request.body.body,
      });
      return reply.header('cache-control', 'no-store').send(rating);
    },
  );
};
