import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  type Database,
  type DatabaseHandle,
  createPostgres,
  migratePostgres,
  openDatabase,
} from '../db/client';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { serviceUnavailable } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

const RETRY_MS = 2_000;
/** What answers while PostgreSQL has not been reached: liveness, and readiness saying "not yet". */
const PROBES = /^\/api\/(health|ready)(\?|$)/;

type DatabasePluginOptions = {
  config: Config;
  /**
   * The last step of setting the database up, once migrated (the first admin, from app.ts). What
   * it returns is printed when PostgreSQL is reached only after start-up, as main.ts's start-up
   * banner has been printed by then.
   */
  afterMigrate: (db: Database) => Promise<string | undefined>;
};

/**
 * Opens and migrates the database, runs `afterMigrate`, and closes it when the app closes.
 *
 * PostgreSQL that cannot be reached at start-up does not stop the server: it starts, `/api/ready`
 * and every other `/api` route answer 503 with Retry-After, and it keeps trying every 2 s, then
 * migrates and carries on — as it does when the database goes away later. Other failures (bad
 * credentials, a failing migration) still stop start-up. PGlite opens in-process or not at all.
 */
export const databasePlugin = fp(async (app: FastifyInstance, options: DatabasePluginOptions) => {
  const { config, afterMigrate } = options;
  if (!config.DATABASE_URL) {
    const database = await openDatabase({ dataDir: config.DATA_DIR });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => database.close());
    await afterMigrate(database.db);
    return;
  }

  const databaseUrl = config.DATABASE_URL;
  const database = createPostgres({
    databaseUrl,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
    // pg's pool attaches the whole client to the error (its settings, its prepared statements):
    // far too much for a log line, so only what says what happened is logged.
    onPoolError: (error) =>
      app.log.error(
        {
          err: {
            type: error.name,
            message: error.message,
            code: (error as { code?: unknown }).code,
          },
        },
        'idle database connection failed',
      ),
  });
  let prepared = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const prepare = async () => {
    await migratePostgres(databaseUrl);
    const lateMessage = await afterMigrate(database.db);
    prepared = true;
    return lateMessage;
  };

  app.decorate('database', {
    ...database,
    ping: async () => {
      if (!prepared) throw new Error('PostgreSQL has not been reached since start-up');
      await database.ping();
    },
  });
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await database.close();
  });

  try {
    await prepare();
    return;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) {
      await database.close();
      throw error;
    }
    app.log.error(
      { err: error },
      `PostgreSQL cannot be reached; starting anyway (503 until it can), retrying every ${RETRY_MS / 1000} s`,
    );
  }

  app.addHook('onRequest', async (request) => {
    if (!prepared && request.url.startsWith('/api/') && !PROBES.test(request.url)) {
      throw serviceUnavailable(5, 'Database unavailable');
    }
  });
  const tryAgain = () => {
    retry = setTimeout(() => {
      prepare().then(
        (lateMessage) => {
          if (closing) return;
          app.log.warn('PostgreSQL reached: migrated and ready');
          if (lateMessage) console.log(lateMessage);
        },
        (error: unknown) => {
          if (closing) return;
          if (isDatabaseUnavailable(error)) app.log.debug('PostgreSQL still cannot be reached');
          else app.log.error({ err: error }, 'database set-up failed; trying again');
          tryAgain();
        },
      );
    }, RETRY_MS);
    retry.unref();
  };
  tryAgain();
});
