// `npm run bench:web`: builds the client, starts the production server (as `npm start` does, on a
// throwaway database) and measures the public first load: gzipped JS of `/` and a landing page,
// and Lighthouse (mobile) performance and accessibility scores. Targets: docs/performance.md.
// `npm run bench:web -- --bytes-only` skips Lighthouse: the byte figures alone, in a minute.
// `-- --reports <dir>` also keeps every Lighthouse report there, for reading its audits.
// `-- --reuse-build` measures a copy of dist/client instead of building, when no source changed
// after it was built (as `npm start` decides); it says which build it measured.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { isClientBuildStale } from '../scripts/build-client.mjs';
import { appPgliteDir } from './lib/bench-database';
import { saveResults } from './lib/machine';
import { copyMigratedPglite } from './lib/pglite-template';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Each measured page and the route module that renders it. */
const PAGES = [
  { path: '/', route: 'routes/home.tsx' },
  { path: '/coach-hire-cork', route: 'routes/landing.tsx' },
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
const TARGETS = { firstLoadJsGzipBytes: 130 * 1024, performance: 95, accessibility: 95 };
/**
 * A private build, as the e2e runner makes: rebuilding dist/client would pull assets from under
 * any server already running from it.
 */
const WORK_DIR = mkdtempSync(join(tmpdir(), 'coachhire-bench-'));
const CLIENT_DIR = join(WORK_DIR, 'client');
const ASSETS = join(CLIENT_DIR, 'assets');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not become ready at ${url}`);
}

/** The gzip size the server sends for an asset (its precompressed .gz, else gzip -9 of it). */
function gzipBytes(file: string): number {
  const path = join(ASSETS, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The JS a page cannot render without: the entry and the page's route module with everything
 * they import statically (from Vite's manifest). Lazy chunks (the quote form, icons, the
 * drawer) load after, and are counted by the browser measurement instead.
 */
function renderCriticalFiles(manifest: Manifest, route: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(basename(chunk.file))) return;
    files.add(basename(chunk.file));
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(route);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * Every JS file a fresh visit to each path downloads, up to 5 s after the network has gone quiet.
 * The paths load side by side, each in a context of its own (no shared cache).
 */
async function loadedJsFiles(baseUrl: string, paths: string[]): Promise<string[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    return await Promise.all(
      paths.map(async (path) => {
        const page = await (await browser.newContext()).newPage();
        const files: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script')
            files.push(basename(new URL(request.url()).pathname));
        });
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(5000);
        return [...new Set(files)];
      }),
    );
  } finally {
    await browser.close();
  }
}

function launchChromium(port: number): ChildProcess {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  child.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  return child;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function lighthouseScores(url: string) {
  // Imported here, as Vite is below: a bytes-only run from an existing build needs neither.
  const { default: lighthouse } = await import('lighthouse');
  const runs: Record<
    'performance' | 'accessibility' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'siMs' | 'cls' | 'loadAverage',
    number
  >[] = [];
  // A run Lighthouse itself reports as broken (e.g. NO_FCP from a starved machine) is retried.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt += 1) {
    const port = await freePort();
    const chrome = launchChromium(port);
    try {
      await waitFor(`http://127.0.0.1:${port}/json/version`, 15_000);
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) {
        console.warn(`  run discarded: ${result.lhr.runtimeError.code}`);
        continue;
      }
      if (args.reports) {
        mkdirSync(args.reports, { recursive: true });
        const name = new URL(url).pathname.replace(/\W+/g, '-');
        writeFileSync(
          join(args.reports, `lhr${name}${runs.length + 1}.json`),
          String(result.report),
        );
      }
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        siMs: Math.round(audits['speed-index']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        // 1-minute load average after the run: Lighthouse's simulation scales what it observes.
        loadAverage: Math.round(loadavg()[0]! * 100) / 100,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    runs,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/**
 * The client to measure, copied or built into CLIENT_DIR; returns which build it is. A copy of
 * dist/client is taken only with --reuse-build, and only when no source changed after that build.
 */
async function prepareClient(): Promise<string> {
  const shared = 'dist/client';
  if (args['reuse-build']) {
    if (!isClientBuildStale() && existsSync(join(shared, '.vite/manifest.json'))) {
      cpSync(shared, CLIENT_DIR, { recursive: true });
      const builtAt = statSync(join(shared, 'index.html')).mtime.toISOString();
      console.log(`Reusing ${shared} (built ${builtAt}; no source changed since)`);
      return `${shared} built ${builtAt}, reused`;
    }
    console.log(`${shared} is missing or older than its sources: building a private copy`);
  }
  console.log('Building the client…');
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { manifest: true, outDir: CLIENT_DIR, emptyOutDir: true },
  });
  return 'built for this run';
}

async function main() {
  const clientBuild = await prepareClient();
  const manifest = JSON.parse(
    readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  const port = await freePort();
  const dataDir = join(WORK_DIR, 'data');
  // A throwaway database: a copy of an empty migrated one, so the server starts without initdb.
  await copyMigratedPglite(appPgliteDir(dataDir));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: 'bench@example.test',
      ADMIN_PASSWORD: 'bench admin password',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitFor(`${baseUrl}/api/ready`);
    const pages = [];
    const loadedByPage = await loadedJsFiles(
      baseUrl,
      PAGES.map((page) => page.path),
    );
    for (const [index, { path, route }] of PAGES.entries()) {
      const critical = renderCriticalFiles(manifest, route);
      const loaded = loadedByPage[index]!;
      const sizes = Object.fromEntries(loaded.map((file) => [file, gzipBytes(file)]));
      const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
      let scores: Awaited<ReturnType<typeof lighthouseScores>> | null = null;
      if (!BYTES_ONLY) {
        console.log(`Lighthouse ${path} (${RUNS} runs)…`);
        scores = await lighthouseScores(`${baseUrl}${path}`);
      }
      pages.push({
        path,
        js: {
          renderCriticalGzipBytes: sum(critical),
          loadedGzipBytes: sum(loaded),
          renderCritical: critical,
          loaded: sizes,
        },
        lighthouse: scores,
      });
    }

    const results = {
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

    console.log(`\n${results.node} · ${results.cpu} · client ${clientBuild}`);
    for (const page of pages) {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const lh = page.lighthouse;
      console.log(
        `${page.path.padEnd(18)} JS gzip: ${kb(page.js.renderCriticalGzipBytes)} to render, ${kb(page.js.loadedGzipBytes)} loaded in all` +
          (lh
            ? ` · Lighthouse perf ${lh.performance}, a11y ${lh.accessibility} ` +
              `(FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}; ` +
              `load ${lh.runs.map((run) => run.loadAverage).join('/')})`
            : ''),
      );
    }
    if (file) console.log(`Saved ${file}`);
    const ok = pages.every(
      (page) =>
        page.js.renderCriticalGzipBytes <= TARGETS.firstLoadJsGzipBytes &&
        (!page.lighthouse ||
          (page.lighthouse.performance >= TARGETS.performance &&
            page.lighthouse.accessibility >= TARGETS.accessibility)),
    );
    console.log(ok ? 'All targets met.' : 'Some targets missed (see above).');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(WORK_DIR, { recursive: true, force: true });
  }
}

await main();
