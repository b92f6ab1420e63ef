import type { AppExportRun, ExportRun } from './export-measure';
import type { CapturedQuery, StatementDiagnosis } from './list-queries';
import { type Summary, f1, ratio } from './load';
import { type Machine, appendPerformanceSection, markdownTable } from './machine';

export type ListResult = {
  name: string;
  label: string;
  sql: CapturedQuery[];
  app: Summary;
  raw: Summary;
  /** app ÷ raw: p50 and throughput as the median of per-round ratios, p99 pooled. */
  ratios: { p50: number; p99: number; throughput: number };
  diagnosis: StatementDiagnosis[];
};

export type ExportResult = {
  rows: number;
  exportedRows: number;
  app: AppExportRun[];
  copy: ExportRun[];
  appSeconds: number;
  copySeconds: number;
  ratio: number;
  peakGrowthMb: number;
  rssBeforeMb: number;
};

export type LeadsResults = {
  date: string;
  command: string;
  machine: Machine;
  settings: {
    rows: number;
    seconds: number;
    rounds: number;
    warmUpSeconds: number;
    exportRounds: number;
    /** How long seeding the large database took in this run (null: reused with --keep). */
    seedSeconds: number | null;
    appNodeArgs: string[];
    /** PGlite: the reference ran on a byte-identical copy of the seeded folder. */
    referenceOnCopy?: boolean;
  };
  targets: { ratio: number; p99Ms: number; exportGrowthMb: number; exportRatio: number };
  list: ListResult[];
  exports: ExportResult[];
};

export function listVerdict(result: ListResult, targets: LeadsResults['targets']): string {
  const withinRatio = result.ratios.p50 <= targets.ratio;
  const underP99 = result.app.p99 < targets.p99Ms;
  return withinRatio && underP99
    ? 'met'
    : `**missed** (${[!withinRatio && 'ratio', !underP99 && 'p99'].filter(Boolean).join(', ')})`;
}

/** The section appended to docs/performance.md: command, date, machine, then the figures. */
export function leadsMarkdown(results: LeadsResults): string {
  const { machine, settings, targets } = results;
  const rows = settings.rows.toLocaleString('en-IE');
  const list = markdownTable(
    [
      'case',
      'app req/s',
      'app p50',
      'app p99',
      'raw req/s',
      'raw p50',
      'raw p99',
      'app/raw p50',
      'app/raw p99',
      'errors',
      'target',
    ],
    results.list.map((r) => [
      r.label,
      f1(r.app.throughput),
      f1(r.app.p50),
      f1(r.app.p99),
      f1(r.raw.throughput),
      f1(r.raw.p50),
      f1(r.raw.p99),
      ratio(r.ratios.p50),
      ratio(r.ratios.p99),
      r.app.errors + r.app.non2xx + r.raw.errors + r.raw.non2xx,
      listVerdict(r, targets),
    ]),
  );
  const diagnosis = markdownTable(
    ['case', 'statement', 'EXPLAIN ANALYZE', 'indexes its plan read', 'temp blocks written'],
    results.list.flatMap((r) =>
      r.diagnosis.map((d) => [
        r.label,
        d.statement,
        `${f1(d.ms)} ms`,
        d.indexes.map((index) => `\`${index}\``).join(', ') || 'none',
        d.tempBlocksWritten,
      ]),
    ),
  );
  const exports = markdownTable(
    ['leads exported', 'app', 'COPY', 'app/COPY', 'server RSS before', 'peak RSS growth', 'target'],
    results.exports.map((e) => [
      e.exportedRows.toLocaleString('en-IE'),
      `${e.appSeconds.toFixed(2)} s`,
      `${e.copySeconds.toFixed(2)} s`,
      ratio(e.ratio),
      `${e.rssBeforeMb.toFixed(0)} MB`,
      `${e.peakGrowthMb.toFixed(1)} MB`,
      e.peakGrowthMb < targets.exportGrowthMb && e.ratio <= targets.exportRatio
        ? 'met'
        : '**missed**',
    ]),
  );
  const nodeArgs =
    settings.appNodeArgs.length > 0
      ? ` The app's process ran with \`${settings.appNodeArgs.join(' ')}\`.`
      : '';
  const header = `### Leads${machine.database.startsWith('PGlite') ? ' on PGlite' : ''}: ${rows} rows — ${results.date.slice(0, 10)}

\`${results.command}\` — Node ${machine.node}, ${machine.database}, ${machine.cpu} × ${machine.cores},
load average ${machine.loadAverage} at the start. ${
    settings.seedSeconds === null
      ? 'Database reused from an earlier run (`--keep`).'
      : `Seeded in ${settings.seedSeconds.toFixed(0)} s.`
  }${nodeArgs}${
    settings.referenceOnCopy
      ? ' The app and the reference each opened a byte-identical copy of the seeded PGlite folder' +
        ' in their own process (PGlite is single-process).'
      : ''
  }`;
  const listSection = `List: ${settings.rounds} interleaved rounds of ${settings.seconds} s per side after a
${settings.warmUpSeconds} s warm-up. Latencies in ms; app/raw p50 is the median of per-round ratios, p99
pooled. Target: p50 ratio ≤ ${targets.ratio}× and app p99 < ${targets.p99Ms} ms.

${list}

One \`EXPLAIN ANALYZE\` of each statement the app sends (the page, and beside it the statements of the total one after another; an estimate is timed from the client):

${diagnosis}`;
  const exportSection = `Export: best of ${settings.exportRounds} interleaved runs for times; the largest peak RSS growth
seen. Target: growth < ${targets.exportGrowthMb} MB and about the same at both sizes, time ≤ ${targets.exportRatio}× of COPY.

${exports}`;
  return [
    header,
    results.list.length > 0 ? listSection : '',
    results.exports.length > 0 ? exportSection : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

const log = (line = '') => console.log(line);

export function printListResults(list: ListResult[], targets: LeadsResults['targets']): void {
  log(
    `\n${'case'.padEnd(26)}${'side'.padEnd(6)}${'req'.padStart(6)}${'req/s'.padStart(8)}` +
      `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`,
  );
  for (const result of list) {
    for (const side of ['app', 'raw'] as const) {
      const s = result[side];
      log(
        `${result.label.padEnd(26)}${side.padEnd(6)}${String(s.requests).padStart(6)}` +
          `${s.throughput.toFixed(1).padStart(8)}${f1(s.p50).padStart(9)}${f1(s.p99).padStart(9)}` +
          `${String(s.errors + s.non2xx).padStart(8)}`,
      );
    }
    const indent = ''.padEnd(26);
    log(
      `${indent}app/raw p50 ${ratio(result.ratios.p50)}, p99 ${ratio(result.ratios.p99)}, ` +
        `throughput ${ratio(result.ratios.throughput)} → target ${listVerdict(result, targets)}`,
    );
    for (const d of result.diagnosis) {
      log(
        `${indent}EXPLAIN ANALYZE ${d.statement}: ${f1(d.ms)} ms ` +
          `(${d.indexes.join(', ') || 'no index'}; temp blocks ${d.tempBlocksWritten})`,
      );
    }
  }
}

export function printExportResults(exports: ExportResult[]): void {
  const header = ['rows', 'app s', 'COPY s', 'app/COPY', 'RSS before', 'peak growth'];
  log(`\n${header.map((cell) => cell.padStart(12)).join('')}`);
  for (const e of exports) {
    const cells = [
      e.exportedRows.toLocaleString('en-IE'),
      e.appSeconds.toFixed(2),
      e.copySeconds.toFixed(2),
      ratio(e.ratio),
      `${e.rssBeforeMb.toFixed(0)} MB`,
      `${e.peakGrowthMb.toFixed(1)} MB`,
    ];
    log(cells.map((cell) => cell.padStart(12)).join(''));
  }
}

export function recordLeadsReport(results: LeadsResults): Promise<void> {
  return appendPerformanceSection(leadsMarkdown(results));
}
