import { createHmac, randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { irishToday } from '@shared/dates';
import type { Config } from './config';
import { authRoutes } from './features/auth/routes';
import { verifyToken } from './features/auth/tokens';
import { contentAdminRoutes } from './features/content/admin-routes';
import { contactRoutes } from './features/content/contact/routes';
import { contentPublicRoutes } from './features/content/public-routes';
import { siteFiguresRoutes } from './features/content/figures-routes';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/content/images/routes';
import type { LeadRow } from './features/leads';
import { leadRoutes } from './features/leads/routes';
import { outboxRoutes } from './features/outbox/routes';
import { outboxJobHandlers } from './features/outbox/service';
import { createTransports, type Transports } from './features/outbox/transports';
import { leadStaffRoutes } from './features/leads/staff-routes';
import { conversationRoutes } from './features/conversations/routes';
import { conversationWorkspaceRoutes } from './features/conversations/workspace-routes';
import { bookingChangeRoutes } from './features/bookings/change-routes';
import { companyBookingRoutes } from './features/bookings/company-booking-route';
import { bookingRoutes } from './features/bookings/routes';
import { bookingJobHandlers } from './features/bookings/reminders';
import { bookingAttachmentRenderer } from './features/bookings/attachments';
import { comparisonRoutes } from './features/marketplace/comparison-routes';
import { leadQuotesRoutes } from './features/marketplace/lead-quotes-routes';
import { countQualifyingCompanies } from './features/marketplace/invite-wave';
import { addDays } from './features/marketplace/link-rules';
import { marketplaceJobHandlers } from './features/marketplace/jobs';
import { applicationJobHandlers } from './features/marketplace/applications-expiry';
import { applicationRoutes } from './features/marketplace/applications-routes';
import { operatorChangeRoutes } from './features/marketplace/operator-changes-routes';
import { operatorRoutes } from './features/marketplace/operators-routes';
import { ratingJobHandlers } from './features/marketplace/rating-job';
import { reminderJobHandlers, scheduleInsuranceCheck } from './features/marketplace/reminders-job';
import { respondRoutes } from './features/marketplace/respond-routes';
import { workspaceRoutes } from './features/workspace/routes';
import { type EstimateReads, keepEstimateInputs } from './features/trips';
import { estimateJobHandlers } from './features/trips/estimate-job';
import { estimateRoutes } from './features/trips/estimate-routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { placesRoutes } from './features/places/routes';
import { retentionJobHandlers, scheduleRetention } from './features/privacy/retention-job';
import { privacyRoutes } from './features/privacy/routes';
import { tripRoutes } from './features/trips/routes';
import { tripVehicleRoutes } from './features/trips/vehicles-routes';
import { createClientPageRenderer } from './features/content/seo/client-build';
import { seoRoutes } from './features/content/seo/routes';
import { firstAdminStep } from './features/users/first-admin';
import { userRoutes } from './features/users/routes';
import { serviceUnavailable } from './lib/http-errors';
import { serializeRequest } from './lib/log-redaction';
import { loadOrCreateSecret } from './lib/secrets';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin, tileHostSource } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { isPlainJson, textInputPlugin } from './plugins/text-input';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Signing secret for staff tokens: configured, or generated once and kept in DATA_DIR. */
    jwtSecret: string;
    /** Signs the marketplace's links (lib/signed-links), derived from the token secret. */
    linkSecret: string;
    /** Email and SMS senders (undefined where not configured); see outbox/queueMessages. */
    transports: Transports;
    /** What price estimates read, kept in memory (features/trips/estimate-cache.ts). */
    estimateReads: EstimateReads;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

function answerMalformedUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.statusCode === 414;
  void reply
    .status(tooLong ? 414 : 400)
    .send({ message: tooLong ? 'URL too long' : 'Malformed URL' });
}

/** A hop count trusts that many proxies nearest to us (Fastify's types omit the number form). */
function toTrustProxy(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Fastify's own JSON parser (with prototype-poisoning protection), except that an empty body
 * with a JSON content type means "no body" — as some clients send for POST /auth/logout. It
 * notes whether the text could hold characters the text-input plugin refuses, which spares most
 * requests that plugin's walk through the parsed body.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    request.plainJsonBody = isPlainJson(text);
    parseJson(request, text, done);
  });
}

/**
 * Once shutting down (SIGTERM: a deploy or a scale-in), requests already running finish, and
 * their responses close the connection: Node closes only the connections idle when the server
 * stops listening, so a kept-alive one that finishes later would hold the shutdown until its
 * keep-alive timeout. A request that still arrives (until the server stops listening, after the
 * preClose hooks, e.g. the job runner finishing its job) is turned away with 503, Retry-After and
 * `Connection: close`, so the client or load balancer retries on another instance.
 */
function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw serviceUnavailable(5, 'The server is restarting. Please try again.');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

/**
 * The composition root: external plugins, then app plugins, then features, listed explicitly.
 * Tests build it with their own config; main.ts builds it from the environment.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // The marketplace's link tokens are credentials: the logged URL shows `[token]` instead.
      serializers: { req: serializeRequest },
    },
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Opening the database runs migrations, which may take a while on a large or busy database.
    pluginTimeout: 120_000,
    // Landing-page slugs arrive URL-encoded in one parameter; allow them their full length.
    routerOptions: { maxParamLength: 500 },
    // Errors raised by the router itself (a malformed %-escape) keep the API's error shape.
    frameworkErrors: answerMalformedUrl,
    requestIdHeader: false,
    // Answered by answerWhileClosing instead, with Retry-After and the API's error body.
    return503OnClosing: false,
    // Keep a load balancer's id when it is well-formed, so one request is traceable end to end.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  acceptEmptyJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const jwtSecret = config.JWT_SECRET ?? loadOrCreateSecret(config.DATA_DIR, 'jwt-secret');
  app.decorate('jwtSecret', jwtSecret);
  // Links emailed to companies and customers: LINK_SECRET, when set, lets JWT_SECRET be rotated
  // (every staff member signed out) without breaking them (decision 012).
  const linkKey = config.LINK_SECRET ?? jwtSecret;
  app.decorate('linkSecret', createHmac('sha256', linkKey).update('signed-links').digest('hex'));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  answerWhileClosing(app);
  await app.register(authPlugin, { verifyToken: (token) => verifyToken(token, jwtSecret) });
  await app.register(textInputPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.PUBLIC_URL,
    extraImageHosts: [tileHostSource(config.MAP_TILE_URL)],
  });
  await app.register(openApiPlugin, { publicUrl: config.PUBLIC_URL, withDocsUi: config.API_DOCS });
  await app.register(databasePlugin, {
    config,
    afterMigrate: firstAdminStep(app, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    }),
  });
  app.decorate('transports', createTransports(config));
  app.decorate('estimateReads', keepEstimateInputs(app.database));
  await app.register(jobsPlugin, {
    handlers: (instance) => {
      const deps = {
        db: instance.db,
        config,
        transports: instance.transports,
        linkSecret: instance.linkSecret,
      };
      const qualifyingCompanies = (leads: LeadRow[]) =>
        countQualifyingCompanies(instance.db, config, leads, irishToday());
      return {
        ...outboxJobHandlers({
          ...deps,
          qualifyingCompanies,
          renderAttachment: bookingAttachmentRenderer(instance.db, config.PUBLIC_URL),
        }),
        ...marketplaceJobHandlers(deps),
        ...ratingJobHandlers(deps),
        ...applicationJobHandlers(instance.db),
        ...reminderJobHandlers(deps),
        ...estimateJobHandlers(instance.db, instance.estimateReads),
        ...retentionJobHandlers(deps),
        ...bookingJobHandlers(deps),
      };
    },
  });
  // The daily insurance check chains itself; each start-up, and every hour after, makes sure
  // today's exists, so a database down at start-up or a lost link of the chain heals within the
  // hour, and never stops the server from starting (docs/reliability.md#reminders-sent-once).
  const ensureInsuranceCheck = () =>
    Promise.all([
      scheduleInsuranceCheck(app.db, irishToday()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'The daily insurance check could not be scheduled');
      }),
      // The daily retention run (docs/product.md#my-requests-and-privacy): tomorrow's, so a
      // start-up never anonymises at once; a day missed is caught up by the next run.
      scheduleRetention(app.db, addDays(irishToday(), 1)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'The daily retention run could not be scheduled');
      }),
    ]);
  let insuranceCheckTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await ensureInsuranceCheck();
    insuranceCheckTimer = setInterval(() => void ensureInsuranceCheck(), 3_600_000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(insuranceCheckTimer);
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(leadRoutes, { prefix: '/api' });
  await app.register(leadStaffRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(outboxRoutes, { prefix: '/api' });
  await app.register(contentAdminRoutes, { prefix: '/api' });
  await app.register(imageRoutes, { prefix: '/api' });
  await app.register(contentPublicRoutes, { prefix: '/api' });
  await app.register(siteFiguresRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(placesRoutes, { prefix: '/api' });
  await app.register(tripRoutes, { prefix: '/api' });
  await app.register(tripVehicleRoutes, { prefix: '/api' });
  await app.register(operatorRoutes, { prefix: '/api' });
  await app.register(applicationRoutes, { prefix: '/api' });
  await app.register(operatorChangeRoutes, { prefix: '/api' });
  await app.register(respondRoutes, { prefix: '/api' });
  await app.register(comparisonRoutes, { prefix: '/api' });
  await app.register(bookingRoutes, { prefix: '/api' });
  await app.register(companyBookingRoutes, { prefix: '/api' });
  await app.register(bookingChangeRoutes, { prefix: '/api' });
  await app.register(leadQuotesRoutes, { prefix: '/api' });
  await app.register(estimateRoutes, { prefix: '/api' });
  await app.register(conversationRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api' });
  await app.register(workspaceRoutes, { prefix: '/api/operator' });
  await app.register(conversationWorkspaceRoutes, { prefix: '/api/operator' });
  await app.register(seoRoutes);

  await app.register(spaPlugin, {
    clientDir: config.CLIENT_DIR,
    createPageRenderer: (indexHtml) =>
      createClientPageRenderer({
        indexHtml,
        clientDir: config.CLIENT_DIR,
        publicUrl: config.PUBLIC_URL,
        db: app.db,
        log: app.log,
      }),
  });
  return app;
}
