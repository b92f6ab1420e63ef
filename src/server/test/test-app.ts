import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type Config, type ConfigInput, loadConfig } from '../config';

export const TEST_ADMIN = { email: 'admin@example.ie', password: 'correct horse battery staple' };

/** Which database the API tests run on: PGlite by default, PostgreSQL in the `server-postgres` project. */
export const usesPostgres = process.env.TEST_DB === 'postgres';

export type TestContext = {
  config: Config;
  dataDir: string;
  /** Builds another app on the same database and data folder (a restart). */
  rebuild: () => Promise<FastifyInstance>;
  cleanup: () => Promise<void>;
};

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database (a PGlite folder, or a new PostgreSQL database) and a client folder with a
 * tiny index.html, so every test file starts from nothing and leaves nothing behind.
 */
export async function createTestContext(env: Partial<Record<keyof ConfigInput, string>> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'coachhire-test-'));
  const clientDir = join(dataDir, 'client');
  await mkdir(join(clientDir, 'assets'), { recursive: true });
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><title>Test SPA</title><div id="root"></div>',
  );
  await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  const postgres = usesPostgres ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(dataDir, 'data'),
    CLIENT_DIR: clientDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DATABASE_URL: postgres?.url,
    ...env,
  });
  const apps: FastifyInstance[] = [];
  const context: TestContext = {
    config,
    dataDir: config.DATA_DIR,
    rebuild: async () => {
      const app = await buildApp(config);
      apps.push(app);
      return app;
    },
    cleanup: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

/** The common case: one app on a fresh database for a whole test file. */
export async function createTestApp(env: Partial<Record<keyof ConfigInput, string>> = {}) {
  const context = await createTestContext(env);
  const app = await context.rebuild();
  return { app, ...context };
}

type TestSetup = { app: FastifyInstance; rebuild: () => Promise<FastifyInstance> };

/**
 * For test files that share fixtures through a helper: one app on a fresh database, built (and
 * given what `prepare` seeds) before the file's tests and closed after them. The returned
 * function gives the app and what `prepare` returned, once built.
 */
export function useTestSetup<Seeded extends object>(
  env: Partial<Record<keyof ConfigInput, string>>,
  prepare: (app: FastifyInstance) => Promise<Seeded>,
) {
  let setup: (TestSetup & Seeded) | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestApp(env);
    cleanup = created.cleanup;
    setup = { app: created.app, rebuild: created.rebuild, ...(await prepare(created.app)) };
  });
  afterAll(async () => cleanup?.());
  return (): TestSetup & Seeded => {
    if (!setup) throw new Error('The test app is built in beforeAll');
    return setup;
  };
}

/** `useTestSetup` with nothing seeded: the function returned gives the app. */
export function useTestApp(env: Partial<Record<keyof ConfigInput, string>> = {}) {
  const setup = useTestSetup(env, async () => ({}));
  return () => setup().app;
}
