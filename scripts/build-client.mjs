import { existsSync, statSync } from 'node:fs';
import { newestChange } from './newest-change.mjs';

const INPUTS = [
  'src/client',
  'src/shared',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];
const OUTPUT = 'dist/client/index.html';

/** True when there is no build yet, or a source file changed after the last one. */
export function isClientBuildStale() {
  if (!existsSync(OUTPUT)) return true;
  const builtAt = statSync(OUTPUT).mtimeMs;
  return INPUTS.some((input) => newestChange(input) > builtAt);
}

/** Builds the web client with Vite (`npm start` runs it in a child process: scripts/build.mjs). */
export async function buildClient() {
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
