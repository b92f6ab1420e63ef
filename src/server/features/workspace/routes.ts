import type { FastifyPluginAsync } from 'fastify';
import { availabilityRoutes } from './availability-routes';
import { invitationAndQuoteRoutes } from './invitations-routes';
import { jobsRoutes } from './jobs-routes';
import { performanceRoutes } from './performance-routes';
import { ratingsRoutes } from './ratings-routes';
import { companyRoutes } from './company-routes';
import { teamRoutes } from './team-routes';

/**
 * A bus company's workspace under `/api/operator` (docs/product.md#company-accounts). Every route
 * declares `config: { access: 'company' }` and scopes each query by `requireCompanyUser(request)`'s
 * `operator_id`, so another company's row is a 404 however its id is guessed. One plugin per
 * page's routes, registered here.
 */
export const workspaceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(invitationAndQuoteRoutes);
  await app.register(jobsRoutes);
  await app.register(availabilityRoutes);
  await app.register(performanceRoutes);
  await app.register(ratingsRoutes);
  await app.register(companyRoutes);
  await app.register(teamRoutes);
};
