import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { remember } from './leftovers';
import { freePort } from '../../bench/lib/net';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of our own, so the suite can restart, stop and freeze a
 * database without touching the machine's shared server (other people's tests run on it).
 *
 * PostgreSQL refuses to run as root. When the suite runs as root, the cluster's folder is given
 * to the `postgres` OS user and initdb, pg_ctl and the server run as that user (spawned with its
 * uid/gid); otherwise they run as whoever runs the suite.
 */

function findBinDir(): string {
  if (process.env.FAULTS_PG_BIN) return process.env.FAULTS_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  }
  throw new Error('No PostgreSQL binaries found: set FAULTS_PG_BIN to the folder holding initdb');
}

type Owner = { uid: number; gid: number } | undefined;

function findOwner(): Owner {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

const binDir = findBinDir();
const owner = findOwner();

function runAs(program: string, args: string[], timeoutMs = 60_000) {
  return run(join(binDir, program), args, {
    ...(owner ?? {}),
    timeout: timeoutMs,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' },
  });
}

async function ownedTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  if (owner) await chown(dir, owner.uid, owner.gid);
  return dir;
}

/** A fresh, empty cluster folder (initdb); the suite makes one and copies it for each instance. */
export async function createTemplateCluster(): Promise<{
  dir: string;
  remove: () => Promise<void>;
}> {
  const dir = await ownedTempDir('coachhire-faults-pgtemplate-');
  await runAs('initdb', [
    '-D',
    join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  return { dir: join(dir, 'data'), remove: () => rm(dir, { recursive: true, force: true }) };
}

export type PrivatePostgres = {
  port: number;
  /** The server's log (timestamps in UTC, to the millisecond). */
  logFile: string;
  /** A connection URL for `database` on this instance. */
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<string>;
  /** Runs one statement on `database` with a short-lived connection. */
  query: <Row extends pg.QueryResultRow>(
    database: string,
    text: string,
    values?: unknown[],
  ) => Promise<Row[]>;
  start: () => Promise<void>;
  /** `fast` ends sessions cleanly; `immediate` is a crash (recovery runs at the next start). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  restart: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** Stops (SIGSTOP) or resumes (SIGCONT) every process of the cluster: a hung database. */
  freeze: () => Promise<void>;
  thaw: () => Promise<void>;
  isRunning: () => Promise<boolean>;
  /** Stops the server (if running) and deletes its folder. */
  destroy: () => Promise<void>;
};

/** Stops the cluster under `root` if it still runs, and deletes the folder (global teardown). */
export async function removeLeftoverCluster(root: string): Promise<void> {
  const dataDir = join(root, 'data');
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    await runAs('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'immediate']).catch(() => {});
  }
  await rm(root, { recursive: true, force: true });
}

/** A private PostgreSQL on a free loopback port, copied from the template cluster. */
export async function startPrivatePostgres(
  templateDir: string,
  port?: number,
): Promise<PrivatePostgres> {
  const root = await ownedTempDir('coachhire-faults-pg-');
  remember('postgres', root);
  const dataDir = join(root, 'data');
  await cp(templateDir, dataDir, { recursive: true, preserveTimestamps: true });
  if (owner) await run('chown', ['-R', `${owner.uid}:${owner.gid}`, dataDir]);
  const chosenPort = port ?? (await freePort());
  const logFile = join(root, 'postgres.log');
  // No Unix socket (the machine's /var/run/postgresql belongs to the shared server); loopback only.
  const options = `-p ${chosenPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=100 -c log_timezone=UTC`;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${chosenPort}/${database}`;

  const pids = async (): Promise<number[]> => {
    const text = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
    const postmaster = Number.parseInt(text.split('\n')[0] ?? '', 10);
    if (!Number.isInteger(postmaster) || postmaster <= 0) return [];
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).catch(() => ({
      stdout: '',
    }));
    const children = stdout
      .split('\n')
      .map((line) => Number.parseInt(line.trim(), 10))
      .filter((pid) => Number.isInteger(pid));
    return [postmaster, ...children];
  };

  const instance: PrivatePostgres = {
    port: chosenPort,
    logFile,
    url,
    createDatabase: async (name) => {
      await instance.query('postgres', `create database "${name}"`);
      return url(name);
    },
    query: async (database, text, values) => {
      const client = new pg.Client({
        connectionString: url(database),
        connectionTimeoutMillis: 5_000,
      });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    start: async () => {
      await runAs('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        options,
      ]);
    },
    stop: async (mode = 'fast') => {
      await runAs('pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
    },
    restart: async (mode = 'fast') => {
      await instance.stop(mode);
      await instance.start();
    },
    freeze: async () => {
      for (const pid of await pids()) process.kill(pid, 'SIGSTOP');
    },
    thaw: async () => {
      for (const pid of await pids()) process.kill(pid, 'SIGCONT');
    },
    isRunning: async () => {
      try {
        await runAs('pg_ctl', ['status', '-D', dataDir]);
        return true;
      } catch {
        return false;
      }
    },
    destroy: async () => {
      await instance.thaw().catch(() => {});
      if (await instance.isRunning()) await instance.stop('immediate').catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
  await instance.start();
  return instance;
}
