import { spawn } from 'node:child_process';
import { cpSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isClientBuildStale } from '../../scripts/build-client.mjs';
import { appPgliteDir } from './bench-database';
import { freePort, waitFor } from './net';
import { copyMigratedPglite } from './pglite-template';

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

/** The production server as `npm start` runs it, serving `clientDir`, once it is ready. */
export async function startProductionServer(
  clientDir: string,
  dataDir: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // A throwaway database: a copy of an empty migrated one, so the server starts without initdb.
  await copyMigratedPglite(appPgliteDir(dataDir));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: 'bench@example.test',
      ADMIN_PASSWORD: 'bench admin password',
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
