import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { irishToday } from '@shared/dates';
import { apiErrorBodySchema } from '@shared/http';
import { companyProfilePatchSchema, companyProfileSchema } from '@shared/workspace/profile';
import { requireCompanyUser } from '../../plugins/auth';
import {
  type ApplicationDeps,
  UPLOAD_LIMITS,
  loadCompanyProfile,
  sendCompanyDocuments,
  updateCompanyProfile,
} from '../marketplace';

const docs = { tags: ['workspace'], security: [{ bearerAuth: [] }] };
const company = { access: 'company' } as const;

/**
 * The company's own profile (docs/product.md#profile): always the signed-in user's company, so
 * no request names another's. Checked details wait for an admin; the rest applies at once.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const deps: ApplicationDeps = { db: app.db, config: app.config, transports: app.transports };

  app.get(
    '/company',
    {
      config: company,
      schema: {
        ...docs,
        summary: 'Your company’s profile, its insurance state and any change waiting for review',
        response: { 200: companyProfileSchema },
      },
    },
    async (request) => loadCompanyProfile(app.db, requireCompanyUser(request), irishToday()),
  );

  app.patch(
    '/company',
    {
      config: company,
      schema: {
        ...docs,
        summary:
          'Change your company’s details (only the fields named); name, licence number and insurance date wait for an admin',
        body: companyProfilePatchSchema,
        response: { 200: companyProfileSchema, 403: apiErrorBodySchema, 422: apiErrorBodySchema },
      },
    },
    async (request) => {
      const actor = requireCompanyUser(request);
      await updateCompanyProfile(deps, actor, request.body);
      app.jobs.nudge();
      return loadCompanyProfile(app.db, actor, irishToday());
    },
  );

  app.post(
    '/company/documents',
    {
      config: company,
      schema: {
        ...docs,
        summary:
          'Send a new insurance certificate and/or operator licence for review (multipart files "insurance_certificate", "operator_licence"; owner only)',
        consumes: ['multipart/form-data'],
        response: {
          200: companyProfileSchema,
          400: apiErrorBodySchema,
          403: apiErrorBodySchema,
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = requireCompanyUser(request);
      await sendCompanyDocuments(deps, actor, request);
      app.jobs.nudge();
      return loadCompanyProfile(app.db, actor, irishToday());
    },
  );
};
