import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/http';
import { leadReceiptSchema, leadRequestSchema } from '@shared/leads/leads';
import { tooManyRequests } from '../../lib/http-errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { signLink } from '../../lib/signed-links';
import { toLead } from './repository';
import { submitLead } from './service';

const headersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{1,200}$/, 'Idempotency-Key must be 1-200 letters, digits or . _ : -')
    .optional(),
});

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPerMinute = app.config.QUOTE_RATE_LIMIT_PER_MINUTE;

  app.post(
    '/bus-quote',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leads'],
        summary: 'Submit a quote request (becomes a lead)',
        headers: headersSchema,
        body: leadRequestSchema,
        response: {
          201: leadReceiptSchema,
          409: apiErrorBodySchema,
          422: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (limitPerMinute > 0) {
        const limit = await hitRateLimit(app.db, `bus-quote:${request.ip}`, limitPerMinute, 60_000);
        if (!limit.allowed) {
          throw tooManyRequests(
            limit.retryAfterSeconds,
            'Too many quote requests. Please wait a minute and try again.',
          );
        }
      }
      const { lead, replayed } = await submitLead(app.db, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        clientIp: request.ip,
        ipSecret: app.jwtSecret,
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      // The confirmation email goes out in the background; the response never waits for SMTP.
      else app.jobs.nudge();
      // The thank-you page links to the customer's comparison page (docs/product.md#thank-you-page).
      const quotesPath = `/quotes/${signLink(app.linkSecret, 'quotes', lead.id)}`;
      // Added to the lead, not spread: see `toStaffLead`.
      return reply.status(201).send(Object.assign(toLead(lead), { quotes_path: quotesPath }));
    },
  );
};
