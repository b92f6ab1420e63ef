import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The fault suite (`npm run test:faults`): real server processes, a private PostgreSQL, real
 * crashes. Kept out of `npm test` (the root config's projects never include `faults/`). Files
 * run one at a time: they share two CPU cores and each one kills and restarts processes.
 */
export default defineConfig({
  root: fromRoot('..'),
  resolve: { alias: { '@shared': fromRoot('../src/shared') } },
  test: {
    name: 'faults',
    environment: 'node',
    include: ['faults/**/*.test.ts'],
    globalSetup: ['faults/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
