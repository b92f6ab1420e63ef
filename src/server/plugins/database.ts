import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { type FirstAdmin, ensureFirstAdmin } from '../features/users/first-admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /** What start-up created, for main.ts to tell the person starting the app. */
    firstAdmin: FirstAdmin | null;
  }
}

/** Opens and migrates the database, seeds the first admin, and closes it when the app closes. */
export const databasePlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
    onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
  });
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
  app.decorate(
    'firstAdmin',
    await ensureFirstAdmin(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    }),
  );
});
