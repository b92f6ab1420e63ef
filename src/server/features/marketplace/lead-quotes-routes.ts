import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shared/http';
import {
  inviteCompaniesResultSchema,
  inviteCompaniesSchema,
  leadCandidatesSchema,
} from '@shared/marketplace/invitations';
import { leadQuotesSchema } from '@shared/marketplace/quotes';
import { notFound } from '../../lib/http-errors';
import { idParamSchema } from '../../lib/route-params';
import { requireUser } from '../../plugins/auth';
import { inviteByHand } from './invite-by-hand';
import { listLeadCandidates } from './lead-candidates';
import { findLead, listLeadInvites, listLeadQuotes } from './quotes-repository';

const staff = { access: 'staff' } as const;
const docs = { tags: ['leads'], security: [{ bearerAuth: [] }] };

/**
 * The marketplace on a lead's page: staff see every invitation and quote (withdrawn ones too,
 * status 'declined'), every company's verdict for the lead, and invite the ones they pick
 * (docs/product.md#inviting-companies-by-hand).
 */
export const leadQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bus-quote/:id/quotes',
    {
      config: staff,
      schema: {
        ...docs,
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

  app.get(
    '/bus-quote/:id/candidates',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'Every bus company with its verdict for the lead: why it matches, or why not',
        description:
          'Matching companies first, best first, with the reason matching would give; then the ' +
          'companies staff may still invite by hand (outside the area or too small); then those ' +
          'that cannot be invited (already invited, not verified, suspended, insurance expired).',
        params: idParamSchema,
        response: { 200: leadCandidatesSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const lead = await findLead(app.db, request.params.id);
      if (!lead) throw notFound('Lead not found');
      return listLeadCandidates(app.db, app.config, lead, new Date());
    },
  );

  app.post(
    '/bus-quote/:id/invitations',
    {
      config: staff,
      schema: {
        ...docs,
        summary: 'Invite the bus companies staff picked',
        description:
          'Each company gets the invitation a matching wave sends (email, and SMS to a mobile), ' +
          'at most once per lead: companies invited before are skipped and listed in ' +
          '`already_invited`. A company outside the area or too small may be invited on purpose; ' +
          'one that is not verified, suspended or uninsured is refused (422, nobody invited). ' +
          'Managers work only their own or unassigned leads, and inviting claims an unassigned one.',
        params: idParamSchema,
        body: inviteCompaniesSchema,
        response: {
          200: inviteCompaniesResultSchema,
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await inviteByHand(
        app,
        requireUser(request),
        request.params.id,
        request.body.operator_ids,
        new Date(),
      );
      if (result.invited.length > 0) app.jobs.nudge();
      return result;
    },
  );
};
