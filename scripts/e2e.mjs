// `npm run test:e2e`: builds the client, then drives the app (started as `npm start` starts it)
// in Debian's Chromium with Playwright. Never downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = [
    '',
    '  ##############################################################',
    `  #  E2E TESTS ${process.env.CI ? 'FAILED' : 'SKIPPED'}: no Chromium at ${chromium}`,
    "  #  Install Debian's browser:  sudo apt-get install -y chromium",
    '  #  (or point CHROMIUM_PATH at a Chromium binary)',
    '  ##############################################################',
    '',
  ].join('\n');
  console.error(message);
  process.exit(process.env.CI ? 1 : 0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'coachhire-e2e-'));
// A private build per run: a rebuild of dist/client by anyone else cannot pull assets from
// under the server mid-test.
const clientDir = join(dataDir, 'client');
console.log('Building the web client for the e2e run…');
const { build } = await import('vite');
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: clientDir, emptyOutDir: true },
});
const port = await freePort();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_DATA_DIR: join(dataDir, 'data'),
    E2E_CLIENT_DIR: clientDir,
    E2E_PORT: String(port),
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
