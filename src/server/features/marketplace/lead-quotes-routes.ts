import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import { leadQuotesSchema } from '@shared/marketplace/quotes';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { findLead, listLeadInvites, listLeadQuotes } from './quotes-repository';

/** Staff see every invitation and quote on a lead, withdrawn ones included (status 'declined'). */
export const leadQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bus-quote/:id/quotes',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['leads'],
        security: [{ bearerAuth: [] }],
        summary: "A lead's invited companies and their quotes, cheapest first",
        params: idParamSchema,
        response: { 200: leadQuotesSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const lead = await findLead(app.db, request.params.id);
      if (!lead) throw notFound('Lead not found');
      const [invites, quotes] = await Promise.all([
        listLeadInvites(app.db, lead.id),
        listLeadQuotes(app.db, lead, { offeredOnly: false }),
      ]);
      return { invites, quotes };
    },
  );
};
