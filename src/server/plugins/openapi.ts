import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type OpenApiOptions = { publicUrl: string; withDocsUi: boolean };

/** Every route's zod schemas become the OpenAPI document, so routes added later document themselves. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: OpenApiOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Coach Hire Ireland API',
        description: 'Quote requests, leads, staff accounts and public content.',
        version: '1',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  if (options.withDocsUi) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
});
