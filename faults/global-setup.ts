import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';
import { killLeftoverApp, readLeftovers } from './lib/leftovers';
import { createTemplateCluster, removeLeftoverCluster } from './lib/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initdb'd cluster folder that each file copies for its private PostgreSQL. */
    pgTemplate: string;
    /** A migrated, empty embedded-database DATA_DIR that PGlite scenarios copy. */
    pgliteTemplate: string;
    /** Where lib/leftovers.ts lists the processes and clusters the files start. */
    leftoversFile: string;
  }
}

/** A DATA_DIR whose PGlite is created and migrated: a fresh one takes ~15 s on a busy machine. */
async function createPgliteTemplate() {
  const dir = await mkdtemp(join(tmpdir(), 'coachhire-faults-pglitetemplate-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Made once per run (initdb, PGlite migrations); every scenario copies what it needs. */
export default async function setup(project: TestProject) {
  const [cluster, pglite] = await Promise.all([createTemplateCluster(), createPgliteTemplate()]);
  const leftoversFile = join(dirname(cluster.dir), 'leftovers.txt');
  project.provide('pgTemplate', cluster.dir);
  project.provide('pgliteTemplate', pglite.dir);
  project.provide('leftoversFile', leftoversFile);
  return async () => {
    // Normally already gone: each file stops what it started in its finally blocks.
    const { apps, clusters } = readLeftovers(leftoversFile);
    for (const pid of apps) killLeftoverApp(pid);
    await Promise.all(clusters.map((root) => removeLeftoverCluster(root)));
    await Promise.all([cluster.remove(), pglite.remove()]);
  };
}
