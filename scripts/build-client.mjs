import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src/client',
  'src/shared',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];
const OUTPUT = 'dist/client/index.html';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

/** True when there is no build yet, or a source file changed after the last one. */
export function isClientBuildStale() {
  if (!existsSync(OUTPUT)) return true;
  const builtAt = statSync(OUTPUT).mtimeMs;
  return INPUTS.some((input) => newestChange(input) > builtAt);
}

/** Builds the web client with Vite only when its sources changed, so `npm start` stays quick. */
export async function buildClientIfStale() {
  if (!isClientBuildStale()) return false;
  console.log('Building the web client (first start, or its sources changed)…');
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  return true;
}
