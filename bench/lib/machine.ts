import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';

export type Machine = {
  node: string;
  database: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  /** 1-minute load average at the start: other work shares these machines. */
  loadAverage: number;
};

export function describeMachine(database: string): Machine {
  return {
    node: process.version,
    database,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

export const machineLine = (machine: Machine) =>
  `Node ${machine.node} · ${machine.database} · ${machine.cpu} × ${machine.cores} · ` +
  `load ${machine.loadAverage}`;

/**
 * Raw figures for later comparison: bench/results/<name>-<ISO date>.json, or -2, -3… for later
 * runs the same day, so a before/after pair measured on one day keeps both files.
 */
export function saveResults(name: string, date: Date, results: unknown): string {
  mkdirSync('bench/results', { recursive: true });
  const base = `bench/results/${name}-${date.toISOString().slice(0, 10)}`;
  let file = `${base}.json`;
  for (let n = 2; existsSync(file); n += 1) file = `${base}-${n}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/**
 * Appends a section to docs/performance.md, which other benchmarks also write: read it just
 * before writing and add at the end, so nothing already there changes.
 */
export async function appendPerformanceSection(markdown: string): Promise<void> {
  const file = 'docs/performance.md';
  // Formatted as \`npm run format:check\` expects (tables aligned), so the file stays clean.
  const options = (await resolveConfig(file)) ?? {};
  const section = await format(markdown, { ...options, parser: 'markdown' });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const separator = current.endsWith('\n\n') ? '' : current.endsWith('\n') ? '\n' : '\n\n';
  writeFileSync(file, `${current}${separator}${section.trimEnd()}\n`);
}

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
