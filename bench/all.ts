// `npm run bench [-- --quick]`: every benchmark scenario, one after another, each in its own
// process (so one's memory and servers never touch the next), then a summary table. Exits
// non-zero if any scenario failed. --quick is passed to the scenarios that have it; bench:web
// gets --bytes-only instead (no Lighthouse). Other options (e.g. --record) go to the scenarios
// that accept them: quote, leads and content.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
  },
});
const quick = args.quick ? ['--quick'] : [];
const record = args.record ? ['--record'] : [];

type Scenario = { name: string; command: string; args: string[] };

const npmRun = (script: string, options: string[]): Scenario => ({
  name: [script, ...options.filter((option) => option !== '--quick')].join(' '),
  command: 'npm',
  args: ['run', script, ...(options.length > 0 ? ['--', ...options] : [])],
});

const SCENARIOS: Scenario[] = [
  npmRun('bench:quote', [...quick, ...record]),
  npmRun('bench:quote', [...quick, '--pglite', ...record]),
  npmRun('bench:leads', [...quick, ...record]),
  npmRun('bench:content', [...quick, ...record]),
  { name: 'places', command: 'npx', args: ['tsx', 'bench/places.ts'] },
  npmRun('bench:web', args.quick ? ['--bytes-only'] : []),
];

type Outcome = { name: string; code: number; seconds: number };

function run(scenario: Scenario): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(scenario.command, scenario.args, { stdio: 'inherit' });
    const done = (code: number) =>
      resolve({ name: scenario.name, code, seconds: (performance.now() - started) / 1000 });
    child.once('error', (error) => {
      console.error(error);
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const duration = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;

const outcomes: Outcome[] = [];
for (const scenario of SCENARIOS) {
  console.log(`\n━━ ${[scenario.command, ...scenario.args].join(' ')}\n`);
  outcomes.push(await run(scenario));
}

const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
const rows = [
  ['scenario', 'exit', 'duration'],
  ...outcomes.map((outcome) => [outcome.name, String(outcome.code), duration(outcome.seconds)]),
  ['total', outcomes.every((outcome) => outcome.code === 0) ? '0' : '1', duration(total)],
];
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
console.log(`\nBenchmarks${args.quick ? ' (quick)' : ''}:`);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.map((outcome) => outcome.name).join(', ')}`);
  process.exitCode = 1;
}
