import { performance } from 'node:perf_hooks';
import { loadGazetteer } from '../src/server/features/places/gazetteer';
import { normaliseText } from '../src/server/features/places/normalise';
import { createPlaceIndex } from '../src/server/features/places/search';

/**
 * Place search latency: p50/p99 per query of the prefix index, against a reference linear scan
 * (Array.filter + includes over pre-normalised names, the simplest correct search) in the same
 * run. Target: p99 under 5 ms for every query. Run: npx tsx bench/places.ts
 */

const QUERIES = [
  'g',
  'ó',
  'ga',
  'gal',
  'Galway',
  'CORK',
  'cork city',
  'dun laoghaire',
  'Dún Laoghaire',
  'croke',
  'belf',
  'shannon',
  'bally',
  'kil',
  'st patricks',
  'airport dublin',
  'blackrock louth',
  'aoghaire',
  'no such place anywhere',
  "'; DROP TABLE leads; --",
  'x'.repeat(100),
];
const WARM_UP = 300;
const SAMPLES = 3_000;
const LIMIT = 8;
const TARGET_MS = 5;

const places = loadGazetteer();
let started = performance.now();
const index = createPlaceIndex(places);
const buildMs = performance.now() - started;

const haystack = places.map((place) => ({
  place,
  text: [place.name, ...place.alt].map(normaliseText).join('|'),
}));
function scanLinearly(query: string) {
  const q = normaliseText(query);
  if (q === '') return [];
  return haystack
    .filter((entry) => entry.text.includes(q))
    .sort((a, b) => b.place.size - a.place.size)
    .slice(0, LIMIT);
}

function percentiles(run: () => unknown): { p50: number; p99: number } {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const times = new Float64Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i += 1) {
    started = performance.now();
    run();
    times[i] = performance.now() - started;
  }
  times.sort();
  return { p50: times[Math.floor(SAMPLES * 0.5)]!, p99: times[Math.floor(SAMPLES * 0.99)]! };
}

const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`.padStart(10);
console.log(
  `Node ${process.version}; ${places.length} places; index built in ${buildMs.toFixed(1)} ms`,
);
console.log(`${SAMPLES} timed runs per query after ${WARM_UP} warm-up runs; limit ${LIMIT}\n`);
console.log(
  `${'query'.padEnd(26)}${'index p50'.padStart(10)}${'index p99'.padStart(10)}${'scan p50'.padStart(10)}${'scan p99'.padStart(10)}  scan/index p50`,
);
let worstP99 = 0;
for (const query of QUERIES) {
  const indexed = percentiles(() => index.search(query, LIMIT));
  const scanned = percentiles(() => scanLinearly(query));
  worstP99 = Math.max(worstP99, indexed.p99);
  const label = JSON.stringify(query.length > 22 ? `${query.slice(0, 19)}…` : query);
  const ratio = (scanned.p50 / indexed.p50).toFixed(1);
  console.log(
    `${label.padEnd(26)}${µs(indexed.p50)}${µs(indexed.p99)}${µs(scanned.p50)}${µs(scanned.p99)}  ${ratio}×`,
  );
}
const verdict = worstP99 < TARGET_MS ? 'within' : 'OVER';
console.log(`\nWorst index p99: ${µs(worstP99).trim()} — ${verdict} the ${TARGET_MS} ms target`);
if (worstP99 >= TARGET_MS) process.exitCode = 1;
