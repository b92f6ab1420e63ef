import { E2E_ADMIN } from './accounts';

/**
 * The environment the e2e runs start the product with (`node scripts/start.mjs`, as `npm start`
 * does): the shared server of playwright.config.ts, and a spec's private one.
 */
export function productServerEnv({ port, dataDir }: { port: number; dataDir: string }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? './dist/client',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    // Every spec posts quotes from 127.0.0.1; the per-address limit is covered by the API tests.
    QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
    // scripts/e2e.mjs runs an SMTP sink; without it (a bare `playwright test`) mail is captured.
    SMTP_URL: process.env.E2E_SMTP_URL ?? '',
    JOB_POLL_MS: '200',
  };
}
