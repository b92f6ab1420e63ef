import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/**
 * A new embedded database starts from a copy of an empty cluster made once by the same PGlite
 * (decision 048), not from initdb: initdb in WebAssembly holds ~850 MB at its peak and costs
 * ~4 s of CPU; unpacking the copy peaks at ~400 MB and costs ~1 s. `npm run db:template` makes
 * the copy again after PGlite is upgraded; a PGlite the copy was not made by ignores it and runs
 * initdb as before.
 */

const folder = fileURLToPath(new URL('./pglite-cluster', import.meta.url));
export const TEMPLATE_ARCHIVE = join(folder, 'cluster.tar.br');
export const TEMPLATE_INFO = join(folder, 'cluster.json');

export type TemplateInfo = {
  /** The `@electric-sql/pglite` version that made the cluster. */
  pglite: string;
  /** What that cluster answers to `select version()`. */
  postgres: string;
  /** Its `pg_control_system()` identifier: every database made from the copy shares it. */
  system_identifier: string;
};

/** The installed `@electric-sql/pglite` version (its package.json is not exported). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export function readTemplateInfo(): TemplateInfo | null {
  if (!existsSync(TEMPLATE_INFO) || !existsSync(TEMPLATE_ARCHIVE)) return null;
  return JSON.parse(readFileSync(TEMPLATE_INFO, 'utf8')) as TemplateInfo;
}

/**
 * The empty cluster as a tar archive for PGlite's `loadDataDir`, or null when there is none or
 * another PGlite version made it (its files would not be this PostgreSQL's).
 */
export function clusterTemplate(pgliteVersion = installedPgliteVersion()): Blob | null {
  const info = readTemplateInfo();
  if (info?.pglite !== pgliteVersion) return null;
  return new Blob([brotliDecompressSync(readFileSync(TEMPLATE_ARCHIVE))]);
}
