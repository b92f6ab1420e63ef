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
const PAGE_SHELL = 'dist/client/.ssr/page-shell.mjs';

/** True when there is no build (or no page shell) yet, or a source file changed after the last one. */
export function isClientBuildStale() {
  if (!existsSync(OUTPUT) || !existsSync(PAGE_SHELL)) return true;
  const builtAt = statSync(OUTPUT).mtimeMs;
  return INPUTS.some((input) => newestChange(input) > builtAt);
}

/**
 * Builds the web client with Vite, then its page shell (vite.config.ts). With `separatePageShell`
 * the shell is left for `buildPageShell()`, which `npm start` runs in another child process so
 * that no process holds both builds' memory (decision 048).
 */
export async function buildClient({ separatePageShell = false } = {}) {
  if (separatePageShell) process.env.PAGE_SHELL_BUILD = 'separate';
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

/** Builds only the page shell of the client in dist/client. */
export async function buildPageShell() {
  process.env.PAGE_SHELL_BUILD = 'only';
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
