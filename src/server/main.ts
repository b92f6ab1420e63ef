import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config, loadConfig } from './config';
import { DatabaseLockedError } from './db/lock';
import { collectWhenIdle, findCollector } from './idle-collection';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DatabaseLockedError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
}

function printWelcome(app: FastifyInstance, config: Config): void {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.HOST)
    ? 'localhost'
    : config.HOST;
  const lines = [`Coach Hire Ireland is running at http://${host}:${port}`];
  lines.push(
    app.database.driver === 'pglite'
      ? `Embedded database in ${config.DATA_DIR}`
      : 'Database: PostgreSQL',
  );
  if (app.firstAdmin) {
    lines.push(`First admin account: ${app.firstAdmin.email}`);
    if (app.firstAdmin.generatedPassword) {
      lines.push(`Password (shown only this once): ${app.firstAdmin.generatedPassword}`);
    }
  }
  console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
}

/** Stops accepting, lets in-flight requests finish, closes the database; a second signal forces it. */
function handleShutdown(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function main(): Promise<void> {
  const collect = findCollector();
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  handleShutdown(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  printWelcome(app, config);
  if (collect) collectWhenIdle(app.server, collect);
}

main().catch(fail);
