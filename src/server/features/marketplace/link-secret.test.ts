import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { seedLeads } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { type TestContext, createTestContext } from '../../test/test-app';

const NEW_JWT_SECRET = 'a-new-jwt-secret-after-rotation-0123456789';

let context: TestContext | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await context?.cleanup();
  app = undefined;
});

/** The app closed, and built again on the same database with `env` changed. */
async function restartWith(env: { JWT_SECRET: string; LINK_SECRET?: string }) {
  await app!.close();
  app = await buildApp({ ...context!.config, ...env });
  return app;
}

describe('rotating JWT_SECRET', () => {
  it('keeps emailed links working when LINK_SECRET holds the old secret; staff tokens stop', async () => {
    context = await createTestContext();
    app = await buildApp(context.config);
    const [lead] = await seedLeads(app, [{}]);
    const link = `/api/quotes/${quotesToken(app, lead!.id)}`;
    const staff = bearer(await tokenFor(app, await createUser(app, 1)));
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    const rotated = await restartWith({
      JWT_SECRET: NEW_JWT_SECRET,
      LINK_SECRET: context.config.JWT_SECRET!,
    });
    expect((await rotated.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const staffCall = await rotated.inject({
      method: 'GET',
      url: '/api/bus-quote/paginated',
      headers: staff,
    });
    expect(staffCall.statusCode).toBe(401);

    // Without LINK_SECRET the links derive from the new JWT_SECRET: the old ones stop working.
    const withoutLinkSecret = await restartWith({ JWT_SECRET: NEW_JWT_SECRET });
    expect((await withoutLinkSecret.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});
