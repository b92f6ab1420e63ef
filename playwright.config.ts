import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/accounts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
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
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? './data-e2e',
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? './dist/client',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every spec posts quotes from 127.0.0.1; the per-address limit is covered by the API tests.
      QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
      // scripts/e2e.mjs runs an SMTP sink; without it (a bare `playwright test`) mail is captured.
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      JOB_POLL_MS: '200',
    },
  },
});
