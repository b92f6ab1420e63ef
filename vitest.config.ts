import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': fromRoot('./src/shared'), '@': fromRoot('./src/client') };
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];
const serverTest = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

/** The API suite runs on PGlite always, and again on PostgreSQL when CI provides one. */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        resolve: { alias },
        test: {
          ...serverTest,
          name: 'server-postgres',
          include: ['src/server/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { ...serverTest, name: 'server', include: serverTests },
      },
      ...postgresProject,
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/client/test/setup.ts'],
        },
      },
    ],
  },
});
