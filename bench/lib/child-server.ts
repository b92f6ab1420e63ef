import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A server in its own process, so its memory is measured apart from the load generator's and
 * both it and the reference pay the same process and socket costs.
 */
export type ChildServer = {
  pid: number;
  url: string;
  /** Current and peak resident memory from /proc/<pid>/status, in bytes. */
  memory: () => { rss: number; peak: number };
  /** Resets the kernel's peak-RSS mark (VmHWM), so a peak can be read for one operation. */
  resetPeak: () => boolean;
  /** Asks the child a question over IPC (app-server.ts answers `due-jobs`). */
  ask: (type: string) => Promise<number>;
  stop: () => Promise<void>;
};

type ReadyMessage = { type: 'ready'; port: number };
type AnswerMessage = { type: 'answer'; id: number; value?: number; error?: string };

const kib = (status: string, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
};

/**
 * Starts `bench/lib/<script>` under tsx with `env`, and waits for it to report its port.
 * `nodeArgs` are for looking inside a run, e.g. `['--cpu-prof']` to profile the server.
 */
export function startChildServer(
  script: 'app-server.ts' | 'raw-server.ts',
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ChildServer> {
  const file = fileURLToPath(new URL(`./${script}`, import.meta.url));
  // Run node itself (not the tsx CLI, which would add a wrapper process) so the pid is the server.
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 180 s`)), 180_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
    const waiting = new Map<number, (answer: AnswerMessage) => void>();
    let asked = 0;
    child.on('message', (message: ReadyMessage | AnswerMessage) => {
      if (message.type === 'answer') return waiting.get(message.id)?.(message);
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const pid = child.pid!;
      resolve({
        pid,
        url: `http://127.0.0.1:${message.port}`,
        memory: () => {
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          return { rss: kib(status, 'VmRSS'), peak: kib(status, 'VmHWM') };
        },
        resetPeak: () => {
          try {
            writeFileSync(`/proc/${pid}/clear_refs`, '5');
            return true;
          } catch {
            return false;
          }
        },
        ask: (type) =>
          new Promise<number>((answered, failed) => {
            asked += 1;
            const id = asked;
            waiting.set(id, (answer) => {
              waiting.delete(id);
              if (answer.error !== undefined) failed(new Error(answer.error));
              else answered(answer.value ?? Number.NaN);
            });
            child.send({ type, id });
          }),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(force);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** The app and its reference, started side by side (each takes seconds to be ready). */
export async function startAppAndReference(
  appEnv: Record<string, string>,
  rawEnv: Record<string, string>,
  appNodeArgs: string[] = [],
): Promise<{ app: ChildServer; raw: ChildServer }> {
  const [app, raw] = await Promise.all([
    startChildServer('app-server.ts', appEnv, appNodeArgs),
    startChildServer('raw-server.ts', rawEnv),
  ]);
  return { app, raw };
}
