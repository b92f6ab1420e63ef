// `npm run bench:web`: builds the client, starts the production server (as `npm start` does, on a
// throwaway database) and measures the public first load of `/` and a landing page: the gzipped
// JS a visit downloads before it interacts, and Lighthouse (mobile) in its four categories, with
// the same page's HTML alone (every script blocked) as the reference. Targets: docs/performance.md.
// `npm run bench:web -- --bytes-only` skips Lighthouse: the byte figures alone, in a minute.
// `-- --reports <dir>` also keeps every Lighthouse report there, for reading its audits.
// `-- --reuse-build` measures a copy of dist/client instead of building, when no source changed
// after it was built (as `npm start` decides); it says which build it measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM } from './lib/chromium';
import { type LighthouseScores, lighthouseScores, mergeRuns } from './lib/lighthouse';
import { saveResults } from './lib/machine';
import { prepareClient, publishLandingPage, startProductionServer } from './lib/web-app';
import {
  gzipBytes,
  loadedJsFiles,
  type Manifest,
  readManifest,
  renderCriticalFiles,
} from './lib/web-js';
import { printWebResults, type WebPage, type WebResults } from './lib/web-report';

/** Each measured page and the route module that renders it; the landing page is published first. */
const LANDING_PAGE = { path: '/coach-hire-cork', title: 'Coach Hire in Cork' };
const PAGES = [
  { path: '/', route: 'routes/home.tsx' },
  { path: LANDING_PAGE.path, route: 'routes/landing.tsx' },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const { values: args } = parseArgs({
  options: {
    'bytes-only': { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
    // Also keep each run's full Lighthouse report (LCP breakdown, TBT sources…) in this folder.
    reports: { type: 'string' },
  },
});
const BYTES_ONLY = args['bytes-only'];
const TARGETS = { firstLoadJsGzipBytes: 130 * 1024, lighthouseScore: 100 };
/**
 * A private build, as the e2e runner makes: rebuilding dist/client would pull assets from under
 * any server already running from it.
 */
const WORK_DIR = mkdtempSync(join(tmpdir(), 'coachhire-bench-'));
const CLIENT_DIR = join(WORK_DIR, 'client');

async function measurePages(baseUrl: string, manifest: Manifest): Promise<WebPage[]> {
  const paths = PAGES.map((page) => page.path);
  const loadedByPage = await loadedJsFiles(baseUrl, paths, 'phone');
  // On a desktop screen the form's place is on the first screen, so it loads: reported, no target.
  const loadedOnDesktop = await loadedJsFiles(baseUrl, paths, 'desktop');
  const pages: WebPage[] = [];
  for (const [index, { path, route }] of PAGES.entries()) {
    const critical = renderCriticalFiles(manifest, route);
    const loaded = loadedByPage[index]!;
    const sizes = Object.fromEntries(loaded.map((file) => [file, gzipBytes(CLIENT_DIR, file)]));
    const sum = (files: string[]) =>
      files.reduce((total, file) => total + gzipBytes(CLIENT_DIR, file), 0);
    let scores: WebPage['lighthouse'] = null;
    let withoutJs: WebPage['lighthouseWithoutJs'] = null;
    if (!BYTES_ONLY) {
      // Interleaved, the app then the page without JS, so a busier moment lands on both.
      const appRuns: LighthouseScores[] = [];
      const referenceRuns: LighthouseScores[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`Lighthouse ${path}, run ${run} of ${RUNS}, with and without JS…`);
        const url = `${baseUrl}${path}`;
        appRuns.push(await lighthouseScores(url, 1, { reportsDir: args.reports }));
        referenceRuns.push(
          await lighthouseScores(url, 1, { reportsDir: args.reports, withoutJs: true }),
        );
      }
      scores = mergeRuns(appRuns);
      withoutJs = mergeRuns(referenceRuns);
    }
    pages.push({
      path,
      js: {
        renderCriticalGzipBytes: sum(critical),
        loadedGzipBytes: sum(loaded),
        loadedOnDesktopGzipBytes: sum(loadedOnDesktop[index]!),
        renderCritical: critical,
        loaded: sizes,
      },
      lighthouse: scores,
      lighthouseWithoutJs: withoutJs,
    });
  }
  return pages;
}

async function main() {
  const clientBuild = await prepareClient(CLIENT_DIR, args['reuse-build']);
  const manifest = readManifest(CLIENT_DIR);
  try {
    const server = await startProductionServer(CLIENT_DIR, join(WORK_DIR, 'data'));
    try {
      await publishLandingPage(server.baseUrl, LANDING_PAGE.path, LANDING_PAGE.title);
      const pages = await measurePages(server.baseUrl, manifest);
      const results: WebResults = {
        date: new Date().toISOString(),
        command: 'npm run bench:web',
        node: process.version,
        cpu: `${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
        chromium: CHROMIUM,
        clientBuild,
        lighthouse: {
          formFactor: 'mobile (default config, simulated throttling)',
          runsPerPage: RUNS,
        },
        targets: TARGETS,
        pages,
      };
      // A bytes-only run is a quick check, not a record: it leaves the saved results alone.
      const file = BYTES_ONLY ? undefined : saveResults('web', new Date(results.date), results);
      printWebResults(results, file);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(WORK_DIR, { recursive: true, force: true });
  }
}

await main();
