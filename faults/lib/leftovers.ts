import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * What the suite started, one line each, so the global teardown can stop whatever a crashed or
 * interrupted test file left running (its own `finally` blocks handle every other case).
 */
export function remember(kind: 'app' | 'postgres', value: string | number): void {
  appendFileSync(inject('leftoversFile'), `${kind} ${value}\n`);
}

export function readLeftovers(file: string): { apps: number[]; clusters: string[] } {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const values = (kind: string) =>
    lines.filter((line) => line.startsWith(`${kind} `)).map((line) => line.slice(kind.length + 1));
  return { apps: values('app').map(Number), clusters: values('postgres') };
}

/** Kills a server the suite started if it still runs (the pid must still be our start.mjs). */
export function killLeftoverApp(pid: number): void {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (command.includes('scripts/start.mjs')) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
