import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BENCH_JWT_SECRET = 'bench-secret-long-enough-for-hs256-signing-0123456789';

/**
 * The app's environment for a benchmark: the settings docs/performance.md states (warn logs, no job
 * polling, no quote rate limit) plus a throwaway DATA_DIR and a one-file client folder, so a run
 * touches nothing of the developer's and the web build (rebuilt by others meanwhile) is not read.
 */
export function createAppEnv(
  databaseUrl?: string,
  overrides: Record<string, string> = {},
): {
  env: Record<string, string>;
  dataDir: string;
  cleanup: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'coachhire-bench-'));
  const clientDir = join(root, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const dataDir = join(root, 'data');
  const config: Record<string, string> = {
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
    JOB_POLL_MS: '0',
    QUOTE_RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  };
  return {
    env: { BENCH_APP_ENV: JSON.stringify(config) },
    dataDir,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
