import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remember } from './leftovers';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FAULTS_ADMIN = {
  email: 'faults-admin@example.ie',
  password: 'faults admin password 1',
};
export const FAULTS_JWT_SECRET = 'faults-suite-secret-long-enough-for-hs256-signing';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type AppProcess = {
  pid: number;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resident memory now, from /proc/<pid>/status, in bytes. */
  rss: () => number;
  exited: Promise<Exit>;
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
  stop: (graceMs?: number) => Promise<Exit>;
};

/**
 * A throwaway DATA_DIR and a one-file CLIENT_DIR, so `npm start` skips the client build. With
 * `pgliteTemplate`, DATA_DIR starts as a copy of it (an embedded database already migrated).
 */
export type AppFolders = { dataDir: string; clientDir: string; remove: () => void };

export function createAppFolders(pgliteTemplate?: string): AppFolders {
  const root = mkdtempSync(join(tmpdir(), 'coachhire-faults-app-'));
  const clientDir = join(root, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>faults</title>');
  if (pgliteTemplate) cpSync(pgliteTemplate, join(root, 'data'), { recursive: true });
  return {
    dataDir: join(root, 'data'),
    clientDir,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export type AppEnv = Record<string, string>;

/** The environment the suite runs the app with; scenarios add DATABASE_URL and their limits. */
export function appEnv(folders: { dataDir: string; clientDir: string }, extra: AppEnv = {}) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: folders.dataDir,
    CLIENT_DIR: folders.clientDir,
    JWT_SECRET: FAULTS_JWT_SECRET,
    ADMIN_EMAIL: FAULTS_ADMIN.email,
    ADMIN_PASSWORD: FAULTS_ADMIN.password,
    // Quote POSTs come from many "addresses" (X-Forwarded-For) so the limit is per load worker.
    TRUST_PROXY: 'true',
    QUOTE_RATE_LIMIT_PER_MINUTE: '10000',
    ...extra,
  };
}

const READY_LINE = /running at http:\/\/[^:\s]+:(\d+)/;

/**
 * Starts the server exactly as `npm start` does (`node scripts/start.mjs`, which runs
 * src/server/main.ts in the same process, so the pid is the server's), and waits for it to
 * print its address. `wrap` runs it under another command (e.g. in its own PID namespace).
 */
export function startApp(env: AppEnv, wrap: string[] = []): Promise<AppProcess> {
  const command = [
    ...wrap,
    process.execPath,
    ...SERVER_NODE_FLAGS,
    join(REPO_ROOT, 'scripts', 'start.mjs'),
  ];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the app did not start within 90 s:\n${output}`));
    }, 90_000);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code ?? signal}) before it was ready:\n${output}`));
    });
    const onData = () => {
      const match = READY_LINE.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      const pid = Number(readChildPid(child, wrap));
      remember('app', pid);
      resolve({
        pid,
        url: `http://127.0.0.1:${match[1]}`,
        output: () => output,
        rss: () => {
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
        },
        exited,
        signal: (signal) => {
          if (child.exitCode === null && child.signalCode === null) signalIfAlive(pid, signal);
        },
        stop: async (graceMs = 15_000) => {
          if (child.exitCode !== null || child.signalCode !== null) return exited;
          const force = setTimeout(() => signalIfAlive(pid, 'SIGKILL'), graceMs);
          signalIfAlive(pid, 'SIGTERM');
          const exit = await exited;
          clearTimeout(force);
          return exit;
        },
      });
    };
    child.stdout!.on('data', onData);
  });
}

function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * The server's pid: the child itself, or, under a wrapper such as `unshare --fork`, the node
 * process that the wrapper started (the only node descendant).
 */
function readChildPid(child: ChildProcess, wrap: string[]): number {
  if (wrap.length === 0) return child.pid!;
  for (let pid = child.pid!; ;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    const next = Number(children[0]);
    if (!Number.isInteger(next) || next <= 0) return pid;
    pid = next;
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node') return pid;
  }
}
