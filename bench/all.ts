// `npm run bench [-- --quick]`: every benchmark scenario, one after another, each in its own
// process (so one's memory and servers never touch the next), then a summary table. Exits
// non-zero if any scenario failed. --quick is passed to the scenarios that have it; bench:web
// gets --bytes-only instead (no Lighthouse) and --reuse-build (a fresh dist/client is measured
// instead of building one). --record goes to the scenarios that accept it: quote, leads,
// content, memory and trip-plan. Each runs under node + tsx directly, as its npm script would, without npm's start-up.
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

/** `command` is how to run the scenario alone; it runs here as `node --import tsx file options`. */
type Scenario = { name: string; command: string; file: string; options: string[] };

const scenario = (script: string, file: string, options: string[] = []): Scenario => ({
  name: [script, ...options.filter((option) => option !== '--quick')].join(' '),
  command: `${script.startsWith('bench:') ? `npm run ${script}` : `npx tsx ${file}`}${
    options.length > 0 ? ` -- ${options.join(' ')}` : ''
  }`,
  file,
  options,
});

const SCENARIOS: Scenario[] = [
  scenario('bench:quote', 'bench/quote-post.ts', [...quick, ...record]),
  scenario('bench:quote', 'bench/quote-post.ts', [...quick, '--pglite', ...record]),
  scenario('bench:leads', 'bench/leads.ts', [...quick, ...record]),
  scenario('bench:leads', 'bench/leads.ts', [...quick, '--pglite', ...record]),
  scenario('bench:content', 'bench/content.ts', [...quick, ...record]),
  scenario('bench:memory', 'bench/memory.ts', [...quick, ...record]),
  scenario('places', 'bench/places.ts'),
  scenario('bench:trip-plan', 'bench/trip-plan.ts', record),
  scenario('bench:web', 'bench/web.ts', args.quick ? ['--bytes-only', '--reuse-build'] : []),
];

type Outcome = { name: string; code: number; seconds: number };

function run(scenario: Scenario): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', scenario.file, ...scenario.options], {
      stdio: 'inherit',
    });
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
  console.log(`\n━━ ${scenario.command}\n`);
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
