import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './chromium';
import { freePort, waitFor } from './net';

type LighthouseRun = Record<
  'performance' | 'accessibility' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'siMs' | 'cls' | 'loadAverage',
  number
>;

export type LighthouseScores = {
  runs: LighthouseRun[];
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Lighthouse (mobile, default config) on `url`, `runs` times, each in a fresh Chromium; the
 * medians of the runs. With `reportsDir`, every run's full report is kept there too.
 */
export async function lighthouseScores(
  url: string,
  runCount: number,
  reportsDir?: string,
): Promise<LighthouseScores> {
  // Imported here, as Vite is: a bytes-only run from an existing build needs neither.
  const { default: lighthouse } = await import('lighthouse');
  const runs: LighthouseRun[] = [];
  // A run Lighthouse itself reports as broken (e.g. NO_FCP from a starved machine) is retried.
  for (let attempt = 0; runs.length < runCount && attempt < runCount + 3; attempt += 1) {
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
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = new URL(url).pathname.replace(/\W+/g, '-');
        writeFileSync(join(reportsDir, `lhr${name}${runs.length + 1}.json`), String(result.report));
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
