import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPgliteDir } from './bench-database';

const CACHE = 'node_modules/.cache/coachhire-bench';
const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/** Changes with any migration and any dependency (PGlite's version is in the lock file). */
function templateKey(): string {
  const hash = createHash('sha256').update(readFileSync('package-lock.json'));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      );
  for (const file of files(MIGRATIONS)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty PGlite database with the app's migrations applied, made once (initdb and the
 * migrations take seconds in WebAssembly) and kept under node_modules/.cache for later runs.
 * Benchmarks copy it instead of creating a database: they measure requests, not start-ups, and
 * the app opens the copy as on any restart (its migrations find nothing to do).
 */
async function migratedTemplate(log: (line: string) => void): Promise<string> {
  const template = join(CACHE, `pglite-${templateKey()}`);
  const made = () => existsSync(join(template, 'PG_VERSION'));
  if (made()) return template;
  log(`Creating a migrated PGlite template in ${template} (once per set of migrations)…`);
  mkdirSync(CACHE, { recursive: true });
  // Made beside its final place and renamed there whole, so a run never copies half a template.
  const scratch = mkdtempSync(join(CACHE, 'making-'));
  try {
    // Loaded only here: with the template made, copying it needs neither Drizzle nor PGlite.
    const { openDatabase } = await import('../../src/server/db/client');
    await (await openDatabase({ dataDir: scratch })).close();
    try {
      renameSync(appPgliteDir(scratch), template);
    } catch (error) {
      if (!made()) throw error; // else another run made it first
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Templates of earlier migrations are not used again (40 MB each).
  for (const name of readdirSync(CACHE))
    if (name.startsWith('pglite-') && join(CACHE, name) !== template)
      rmSync(join(CACHE, name), { recursive: true, force: true });
  return template;
}

/** Puts a copy of the migrated template at `pgliteDir`, a folder PGlite opens. */
export async function copyMigratedPglite(
  pgliteDir: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  cpSync(await migratedTemplate(log), pgliteDir, { recursive: true });
}
