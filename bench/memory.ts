// `npm run bench:memory [-- --quick] [-- --first-start] [-- --record]`: the memory of the product
// started as `npm start` starts it (`node scripts/start.mjs`: NODE_ENV=production, the repo's
// client build), idle, against a reference in the same run (issue #19):
// - PGlite: the resident memory of the whole process tree over time, against a bare node process
//   (no TypeScript loader) holding the same PGlite — each opens its own copy of one migrated
//   database, started together and sampled side by side. Target: app ≤ 1.15× of the reference.
// - PostgreSQL: the same on a database of its own (created, migrated, dropped afterwards); the
//   reference is a bare process with a pg pool. Target: ≤ 150 MB.
// - --first-start: dist/ removed, an empty DATA_DIR: the client build and the server bundle run
//   (in a child process), then the database is created. Target: the tree's peak ≤ 700 MB.
// Samples every 250 ms; figures at 40 s and at the end of the window (--seconds, 150 by default).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isClientBuildStale } from '../scripts/build-client.mjs';
import { isServerBundleStale } from '../scripts/build-server.mjs';
import { openDatabase } from '../src/server/db/client';
import { BENCH_JWT_SECRET } from './lib/app-env';
import { appPgliteDir } from './lib/bench-database';
import { describeMachine, machineLine, saveResults } from './lib/machine';
import {
  type MemoryCase,
  type MemoryResults,
  printMemory,
  recordMemory,
} from './lib/memory-report';
import { freePort, waitFor } from './lib/net';
import { benchCommand, loadBenchOptions } from './lib/options';
import { createDatabase, dropDatabase, postgresVersion } from './lib/postgres';
import { copyMigratedPglite } from './lib/pglite-template';
import { type RssSample, sampleTree } from './lib/process-tree';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const {
  args,
  seconds: SECONDS,
  rounds: ROUNDS,
} = loadBenchOptions(
  { full: { seconds: 150, rounds: 2 }, quick: { seconds: 30, rounds: 1 } },
  { 'first-start': { type: 'boolean', default: false } },
);
const log = (line = '') => console.log(line);

function spawnNode(
  script: string,
  env: Record<string, string>,
  flags: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...flags, script], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The product as `npm start` runs it, on `env`'s database; sampled from its first moment. */
async function startApp(env: Record<string, string>) {
  const port = await freePort();
  const child = spawnNode(
    'scripts/start.mjs',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'bench@example.test',
      ADMIN_PASSWORD: 'bench admin password',
      ...env,
    },
    SERVER_NODE_FLAGS,
  );
  const sampler = sampleTree(child.pid!);
  const started = performance.now();
  const ready = waitFor(`http://127.0.0.1:${port}/api/ready`, 600_000).then(
    () => (performance.now() - started) / 1000,
  );
  return { child, sampler, ready };
}

/** Runs scripts/build.mjs for whatever is stale, as `npm start` would, before measuring. */
async function buildIfStale(): Promise<void> {
  const stale = [
    ...(isClientBuildStale() ? ['client'] : []),
    ...(isServerBundleStale() ? ['server'] : []),
  ];
  if (stale.length === 0) return;
  const child = spawn(process.execPath, ['scripts/build.mjs', ...stale], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`scripts/build.mjs ${stale.join(' ')} failed`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** App and reference started together, sampled for SECONDS, stopped. */
async function idlePair(appEnv: Record<string, string>, referenceEnv: Record<string, string>) {
  const app = await startApp(appEnv);
  const reference = spawnNode('bench/lib/database-holder.mjs', referenceEnv);
  const referenceSampler = sampleTree(reference.pid!);
  const readyAfter = await app.ready;
  await sleep(Math.max(0, SECONDS * 1000 - readyAfter * 1000));
  const samples = { app: app.sampler.stop(), reference: referenceSampler.stop() };
  await Promise.all([stop(app.child), stop(reference)]);
  return { ...samples, readyAfter };
}

async function pgliteCase(): Promise<MemoryCase> {
  const rounds: MemoryCase['rounds'] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const root = mkdtempSync(join(tmpdir(), 'coachhire-memory-'));
    try {
      await copyMigratedPglite(appPgliteDir(join(root, 'app')), log);
      await copyMigratedPglite(join(root, 'reference'), log);
      log(`PGlite round ${round + 1}/${ROUNDS}: ${SECONDS} s idle, app and reference together`);
      rounds.push(
        await idlePair(
          { DATA_DIR: join(root, 'app') },
          { BENCH_PGLITE_DIR: join(root, 'reference') },
        ),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { name: 'pglite', database: 'PGlite (embedded)', rounds };
}

async function postgresCase(): Promise<MemoryCase> {
  const rounds: MemoryCase['rounds'] = [];
  const name = `bench_memory_${process.pid}`;
  for (let round = 0; round < ROUNDS; round += 1) {
    const url = await createDatabase(name);
    const root = mkdtempSync(join(tmpdir(), 'coachhire-memory-'));
    try {
      await (await openDatabase({ databaseUrl: url, dataDir: root })).close();
      log(`PostgreSQL round ${round + 1}/${ROUNDS}: ${SECONDS} s idle`);
      rounds.push(
        await idlePair(
          { DATA_DIR: root, DATABASE_URL: url, JWT_SECRET: BENCH_JWT_SECRET },
          { BENCH_DATABASE_URL: url },
        ),
      );
    } finally {
      await dropDatabase(name);
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { name: 'postgres', database: await postgresVersion(), rounds };
}

/** A fresh clone's first `npm start`: no dist/, no database yet. */
async function firstStart(): Promise<{ samples: RssSample[]; readyAfter: number }> {
  rmSync('dist/client', { recursive: true, force: true });
  rmSync('dist/server', { recursive: true, force: true });
  const root = mkdtempSync(join(tmpdir(), 'coachhire-memory-'));
  try {
    log('First start: dist/ removed, empty DATA_DIR');
    const app = await startApp({ DATA_DIR: root });
    const readyAfter = await app.ready;
    await sleep(30_000);
    const samples = app.sampler.stop();
    await stop(app.child);
    return { samples, readyAfter };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function main() {
  const date = new Date();
  const command = benchCommand('bench:memory');
  const machine = describeMachine('PGlite (embedded) and PostgreSQL');
  log(`${command}\n${machineLine(machine)}\n`);
  // The idle cases measure a built product: build first if needed, in a child as npm start does.
  if (!args['first-start']) await buildIfStale();
  const first = args['first-start'] ? await firstStart() : null;
  const cases = [await pgliteCase(), await postgresCase()];
  const results: MemoryResults = {
    date: date.toISOString(),
    command,
    machine,
    settings: { seconds: SECONDS, rounds: ROUNDS },
    targets: { pgliteRatio: 1.15, postgresMb: 150, firstStartPeakMb: 700 },
    firstStart: first,
    cases,
  };
  printMemory(results);
  if (args.record) {
    log(`\nRaw results: ${saveResults('memory', date, results)}`);
    await recordMemory(results);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
