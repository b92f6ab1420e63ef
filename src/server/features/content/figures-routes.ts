import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type FigureSettings,
  type FigureThresholds,
  type LiveFigures,
  figureSettingsSchema,
  figureThresholdsSchema,
  siteFiguresSchema,
} from '@shared/content/figures-schema';
import { DEFAULT_FIGURE_THRESHOLDS, figuresToShow } from '@shared/content/figures';
import { apiErrorBodySchema } from '@shared/http';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createExpiringValue } from '../../lib/expiring-value';
import { readLiveFigures, saveFigureThresholds } from './figures-repository';

/** How long an instance keeps the figures (docs/decisions/027-live-figures.md). */
export const FIGURES_TTL_MS = 60_000;

/** The stored thresholds, each one the schema refuses (or that is missing) at its default. */
function toThresholds(stored: unknown): FigureThresholds {
  const thresholds = { ...DEFAULT_FIGURE_THRESHOLDS };
  if (typeof stored !== 'object' || stored === null) return thresholds;
  const shape = figureThresholdsSchema.shape;
  for (const key of Object.keys(shape) as (keyof FigureThresholds)[]) {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) thresholds[key] = parsed.data;
  }
  return thresholds;
}

async function readSettings(db: Database): Promise<FigureSettings> {
  const { live, storedThresholds } = await readLiveFigures(db);
  const thresholds = toThresholds(storedThresholds);
  return { thresholds, live: live satisfies LiveFigures, shown: figuresToShow(live, thresholds) };
}

const admin = { access: 'admin' } as const;
const docs = { tags: ['content'] };
const adminDocs = { ...docs, security: [{ bearerAuth: [] }] };

/**
 * The live figures of docs/product.md#figures-shown-to-visitors: `GET /site/figures` for every
 * visitor (a figure below its threshold is null), and the admin's view and thresholds.
 */
export const siteFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = createExpiringValue(() => readSettings(app.db), FIGURES_TTL_MS);

  app.get(
    '/site/figures',
    {
      config: { access: 'public' },
      schema: {
        ...docs,
        summary: 'The figures the public pages may show (null: below its threshold)',
        response: { 200: siteFiguresSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${FIGURES_TTL_MS / 1000}`);
      return (await figures.get()).shown;
    },
  );

  app.get(
    '/site/figure-settings',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Live figures as they are now, their thresholds and what visitors see',
        response: { 200: figureSettingsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readSettings(app.db);
    },
  );

  app.put(
    '/site/figure-settings',
    {
      config: admin,
      schema: {
        ...adminDocs,
        summary: 'Set the least each figure must reach before visitors see it',
        body: figureThresholdsSchema,
        response: { 200: figureSettingsSchema, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await saveFigureThresholds(app.db, request.body, requireUser(request).id);
      figures.forget();
      void reply.header('cache-control', 'private, no-store');
      return readSettings(app.db);
    },
  );
};
