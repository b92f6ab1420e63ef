// The server as one prebuilt ES module (decision 023): `src/server/main.ts` and everything it
// imports from src/, bundled by esbuild into dist/server/main.mjs. Packages stay imports, resolved
// from node_modules at run time (native ones such as argon2 and sharp cannot be bundled).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange } from './newest-change.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/server/main.mjs');
/** Creates and migrates the embedded database, for `npm start` to run before the first start. */
export const CREATE_DATABASE = join(ROOT, 'dist/server/create-database.mjs');
const ENTRIES = {
  main: join(ROOT, 'src/server/main.ts'),
  'create-database': join(ROOT, 'src/server/cli/create-database.ts'),
};
const INPUTS = [
  'src/server',
  'src/shared',
  'scripts/build-server.mjs',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
].map((input) => join(ROOT, input));

/** True when there is no bundle yet, or a source file changed after the last one. */
export function isServerBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  return INPUTS.some((input) => newestChange(input) > builtAt);
}

/**
 * A source file that finds its files beside it (`new URL('./migrations', import.meta.url)`) finds
 * them in src/ from the bundle too: its `import.meta.url` becomes its own source file's URL,
 * written relative to the bundle, so the checkout can move.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(SERVER_BUNDLE), args.path).split('\\').join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

/**
 * Bundles the server (and the database creation step). Written beside the bundle and renamed
 * over it, so servers starting at the same moment (two instances, the fault suite) never import
 * half a file.
 */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  const outdir = dirname(SERVER_BUNDLE);
  mkdirSync(outdir, { recursive: true });
  const scratch = join(outdir, `.build-${process.pid}-${Date.now()}`);
  try {
    await build({
      entryPoints: ENTRIES,
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: join(ROOT, 'tsconfig.json'),
      logLevel: 'warning',
      plugins: [sourceUrls],
    });
    // The bundle last: its time is what staleness is judged by.
    renameSync(join(scratch, 'create-database.mjs'), CREATE_DATABASE);
    renameSync(join(scratch, 'main.mjs'), SERVER_BUNDLE);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
