import { type Machine, appendPerformanceSection, markdownTable } from './machine';
import { type RssSample, peakRss, rssAt } from './process-tree';

export type MemoryRound = { app: RssSample[]; reference: RssSample[]; readyAfter: number };
export type MemoryCase = { name: 'pglite' | 'postgres'; database: string; rounds: MemoryRound[] };

export type MemoryResults = {
  date: string;
  command: string;
  machine: Machine;
  settings: { seconds: number; rounds: number };
  targets: { pgliteRatio: number; postgresMb: number; firstStartPeakMb: number };
  firstStart: { samples: RssSample[]; readyAfter: number } | null;
  cases: MemoryCase[];
};

const mb = (bytes: number) => bytes / 2 ** 20;
const f0 = (bytes: number) => (Number.isFinite(bytes) ? mb(bytes).toFixed(0) : '–');
const lastAt = (samples: RssSample[]) => samples[samples.length - 1]?.at ?? 0;
const endRss = (samples: RssSample[]) => samples[samples.length - 1]?.rss ?? Number.NaN;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** app ÷ reference at the end of each round's window, the median over rounds. */
export function endRatio(memoryCase: MemoryCase): number {
  return median(memoryCase.rounds.map((round) => endRss(round.app) / endRss(round.reference)));
}

function rows(results: MemoryResults): (string | number)[][] {
  return results.cases.flatMap((memoryCase) =>
    memoryCase.rounds.map((round, index) => [
      memoryCase.database,
      index + 1,
      round.readyAfter.toFixed(1),
      f0(rssAt(round.app, 40)),
      `${f0(endRss(round.app))} (${lastAt(round.app).toFixed(0)} s)`,
      f0(peakRss(round.app)),
      f0(rssAt(round.reference, 40)),
      f0(endRss(round.reference)),
      (endRss(round.app) / endRss(round.reference)).toFixed(2),
    ]),
  );
}

function verdicts(results: MemoryResults): string[] {
  const { targets } = results;
  const mark = (met: boolean) => (met ? 'met' : '**missed**');
  const lines: string[] = [];
  for (const memoryCase of results.cases) {
    if (memoryCase.name === 'pglite') {
      const ratio = endRatio(memoryCase);
      lines.push(
        `- PGlite idle: app/reference ${ratio.toFixed(2)}× at the end (median of rounds; target ≤ ${targets.pgliteRatio}×): ${mark(ratio <= targets.pgliteRatio)}`,
      );
    } else {
      const end = median(memoryCase.rounds.map((round) => endRss(round.app)));
      lines.push(
        `- PostgreSQL idle: ${f0(end)} MB at the end (median of rounds; target ≤ ${targets.postgresMb} MB): ${mark(mb(end) <= targets.postgresMb)}`,
      );
    }
  }
  if (results.firstStart) {
    const peak = peakRss(results.firstStart.samples);
    lines.push(
      `- first start (client build, server bundle, new database): ready after ${results.firstStart.readyAfter.toFixed(0)} s, ` +
        `peak ${f0(peak)} MB for the process tree (target ≤ ${targets.firstStartPeakMb} MB): ${mark(mb(peak) <= targets.firstStartPeakMb)}; ` +
        `${f0(endRss(results.firstStart.samples))} MB 30 s after ready`,
    );
  }
  return lines;
}

const HEADER = [
  'database',
  'round',
  'ready s',
  'app 40 s MB',
  'app end MB',
  'app peak MB',
  'ref 40 s MB',
  'ref end MB',
  'app/ref end',
];

export function printMemory(results: MemoryResults): void {
  console.log(`\n${HEADER.join(' | ')}`);
  for (const row of rows(results)) console.log(row.join(' | '));
  console.log(`\n${verdicts(results).join('\n')}`);
}

export function recordMemory(results: MemoryResults): Promise<void> {
  const { machine, settings } = results;
  return appendPerformanceSection(`### Memory of \`npm start\` — ${results.date.slice(0, 10)}

\`${results.command}\` — Node ${machine.node}, ${machine.cpu} × ${machine.cores}, ${machine.memoryGiB} GiB,
load average ${machine.loadAverage} at the start. ${settings.rounds} round(s) per database of ${settings.seconds} s idle, the app
and its reference started together; resident memory of each process tree sampled every 250 ms.

${markdownTable(HEADER, rows(results))}

${verdicts(results).join('\n')}
`);
}
