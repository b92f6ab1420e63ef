import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { irishToday } from '../src/shared/dates';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { planTripDays } from '../src/server/features/trips/plan';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { BENCH_JWT_SECRET } from './lib/app-env';
import { describeMachine, machineLine, saveResults } from './lib/machine';

/**
 * Server time of `POST /api/trips/plan` for a 5-day itinerary (issue #21: p99 under 5 ms), through
 * the whole app in process (`app.inject`: routing, zod validation, the plan, serialisation; no
 * socket), against a reference in the same run: `GET /api/route` for a three-point round trip with
 * no router configured, the cheapest existing route that also computes distances. Also the plan
 * alone (`planTripDays`), to show where the time goes. The process runs with the server's Node.js
 * flags (scripts/server-node-flags.mjs, decision 051). Run: npm run bench:trip-plan
 * (`-- --record` saves bench/results/trip-plan-<date>.json).
 */
const WARM_UP = 500;
// The app in this process runs with the server's own Node.js flags (decision 051), or not at all.
const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length > 0) {
  console.error(`Run with the server's flags (npm run bench:trip-plan): ${missingFlags.join(' ')}`);
  process.exit(1);
}
const SAMPLES = 5_000;
const TARGET_MS = 5;

const root = mkdtempSync(join(tmpdir(), 'coachhire-bench-trips-'));
const clientDir = join(root, 'client');
mkdirSync(clientDir);
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
    JOB_POLL_MS: '0',
    DATA_DIR: join(root, 'data'),
    CLIENT_DIR: clientDir,
  }),
);

const stop = (place: string, lat: number, lng: number, wait_minutes = 0) => ({
  place,
  lat,
  lng,
  wait_minutes,
});
const DUBLIN = stop('Dublin', 53.3498, -6.2603);
const GALWAY = stop('Galway', 53.2725, -9.0509);
const KILLARNEY = stop('Killarney', 52.0598, -9.5086);
const CORK = stop('Cork', 51.898, -8.4706);
const dayAfter = (offset: number) => {
  const [year, month, day] = irishToday().split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + offset)).toISOString().slice(0, 10);
};
// A golf group's five days in the south-west: 2–5 stops a day, waits at each.
const itinerary = {
  number_of_people: 120,
  days: [
    [DUBLIN, { ...GALWAY, wait_minutes: 60 }, KILLARNEY],
    [
      KILLARNEY,
      stop('Dingle', 52.1408, -10.2689, 120),
      stop('Kenmare', 51.8833, -9.5833, 45),
      KILLARNEY,
    ],
    [KILLARNEY, stop('Waterville', 51.8289, -10.1711, 240), KILLARNEY],
    [KILLARNEY, { ...CORK, wait_minutes: 180 }, stop('Kinsale', 51.7075, -8.5306, 90), CORK],
    [CORK, stop('Cashel', 52.5159, -7.8856, 60), DUBLIN],
  ].map((stops, index) => ({ date: dayAfter(30 + index), start_time: '08:30', stops })),
};
const planRequest = { method: 'POST' as const, url: '/api/trips/plan', payload: itinerary };
const routeRequest = {
  method: 'GET' as const,
  url: '/api/route?from=53.3498,-6.2603&to=52.0598,-9.5086&round_trip=true',
};

/**
 * Wall time, and the process's CPU time over the same call: on a machine shared with other work,
 * wall p99 includes the moments another process had the core; CPU time does not.
 */
async function percentiles(run: () => Promise<unknown> | unknown) {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const wall = new Float64Array(SAMPLES);
  const cpu = new Float64Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i += 1) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    await run();
    wall[i] = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    cpu[i] = (used.user + used.system) / 1000;
  }
  wall.sort();
  cpu.sort();
  const at = (times: Float64Array, share: number) => times[Math.floor(SAMPLES * share)]!;
  return { p50: at(wall, 0.5), p99: at(wall, 0.99), cpuP50: at(cpu, 0.5), cpuP99: at(cpu, 0.99) };
}

const check = await app.inject(planRequest);
if (check.statusCode !== 200) throw new Error(`plan answered ${check.statusCode}: ${check.body}`);
const machine = describeMachine('none once warm (the estimate’s inputs in memory, decision 042)');
const plan = await percentiles(() => app.inject(planRequest));
const reference = await percentiles(() => app.inject(routeRequest));
const alone = await percentiles(() => planTripDays(itinerary));
await app.close();
rmSync(root, { recursive: true, force: true });

const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(10);
console.log(machineLine(machine));
console.log(`Node.js flags: ${SERVER_NODE_FLAGS.join(' ')} (as npm start)`);
console.log(`${SAMPLES} timed runs each after ${WARM_UP} warm-up runs\n`);
const header = ['wall p50', 'wall p99', 'CPU p50', 'CPU p99'].map((h) => h.padStart(10));
console.log(`${''.padEnd(40)}${header.join('')}`);
type Figures = Awaited<ReturnType<typeof percentiles>>;
const row = (label: string, { p50, p99, cpuP50, cpuP99 }: Figures) =>
  console.log(`${label.padEnd(40)}${ms(p50)}${ms(p99)}${ms(cpuP50)}${ms(cpuP99)}`);
row('POST /api/trips/plan (5 days, 15 legs)', plan);
row('GET /api/route (reference, 2 legs)', reference);
row('planTripDays alone', alone);
const ratio = plan.p50 / reference.p50;
console.log(`\nplan / reference p50: ${ratio.toFixed(2)}×`);
const verdict = (value: number) => (value < TARGET_MS ? 'within' : 'OVER');
console.log(
  `plan wall p99 ${plan.p99.toFixed(3)} ms — ${verdict(plan.p99)} the ${TARGET_MS} ms target`,
);
console.log(
  `plan CPU p99 ${plan.cpuP99.toFixed(3)} ms — ${verdict(plan.cpuP99)} the ${TARGET_MS} ms target`,
);
if (process.argv.includes('--record')) {
  const file = saveResults('trip-plan', new Date(), { machine, plan, reference, alone, ratio });
  console.log(`saved ${file}`);
}
if (plan.p99 >= TARGET_MS) process.exitCode = 1;
