import { defineConfig, devices } from '@playwright/test';
import { productServerEnv } from './e2e/server-env';
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Chromium 156.0.8078.108 on these 2-core machines takes ~2× as long per spec as the build
  // before it (the same specs on the same commit): a sign-in 20 s, an axe pass 10 s. The limits
  // leave room for that; a spec that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Exactly how `npm start` starts the product, on a throwaway embedded database.
    command: ['node', ...SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' '),
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: productServerEnv({ port, dataDir: process.env.E2E_DATA_DIR ?? './data-e2e' }),
  },
});
