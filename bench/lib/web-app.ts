import { spawn } from 'node:child_process';
import { cpSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isClientBuildStale } from '../../scripts/build-client.mjs';
import { defaultHomeContent } from '../../src/shared/content/content';
import { appPgliteDir } from './bench-database';
import { freePort, waitFor } from './net';
import { copyMigratedPglite } from './pglite-template';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/**
 * The client to measure, copied or built into `clientDir`; returns which build it is. A copy of
 * dist/client is taken only with `reuseBuild`, and only when no source changed after that build.
 */
export async function prepareClient(clientDir: string, reuseBuild: boolean): Promise<string> {
  const shared = 'dist/client';
  if (reuseBuild) {
    if (!isClientBuildStale() && existsSync(join(shared, '.vite/manifest.json'))) {
      cpSync(shared, clientDir, { recursive: true });
      const builtAt = statSync(join(shared, 'index.html')).mtime.toISOString();
      console.log(`Reusing ${shared} (built ${builtAt}; no source changed since)`);
      return `${shared} built ${builtAt}, reused`;
    }
    console.log(`${shared} is missing or older than its sources: building a private copy`);
  }
  console.log('Building the client…');
  // Imported here: a bytes-only run from an existing build does not need Vite.
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { manifest: true, outDir: clientDir, emptyOutDir: true },
  });
  return 'built for this run';
}

/** The first admin the production server creates for the bench. */
const BENCH_ADMIN = { email: 'bench@example.test', password: 'bench admin password' };

/** The production server as `npm start` runs it, serving `clientDir`, once it is ready. */
export async function startProductionServer(
  clientDir: string,
  dataDir: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // A throwaway database: a copy of an empty migrated one, so the server starts without initdb.
  await copyMigratedPglite(appPgliteDir(dataDir));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('node', [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    await waitFor(`${baseUrl}/api/ready`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * Publishes a landing page at `url` through the admin API, as an editor would (the bench admin
 * signs in): the built-in content with a title of its own. An unknown slug renders the defaults
 * but is `noindex`, canonical to the home page, which no landing page in use is.
 */
export async function publishLandingPage(baseUrl: string, url: string, title: string) {
  const call = async (method: string, path: string, body: object, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = await call('POST', '/api/auth/login', {
    email: BENCH_ADMIN.email,
    password: BENCH_ADMIN.password,
  });
  const page = await call(
    'POST',
    '/api/content/index',
    { url, content: { hero: { ...defaultHomeContent.hero, titleLine1: title } } },
    String(token),
  );
  await call(
    'PATCH',
    `/api/content/index/${String(page.id)}`,
    { is_published: true },
    String(token),
  );
}
