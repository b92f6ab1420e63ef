import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './chromium';
import { freePort, waitFor } from './net';

/** The four Lighthouse categories, by their ids in a report. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

type LighthouseRun = Record<
  Category | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'siMs' | 'cls' | 'loadAverage',
  number
> & {
  /** Audits scored below 1 that count towards a score other than performance's, by id. */
  failed: string[];
};

export type LighthouseScores = Record<Category, number> & {
  runs: LighthouseRun[];
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
 * medians of the runs. With `reportsDir`, every run's full report is kept there too. With
 * `withoutJs`, every script request is blocked: the page as its pre-rendered HTML alone paints
 * it, the reference for what the JS costs.
 */
export async function lighthouseScores(
  url: string,
  runCount: number,
  { reportsDir, withoutJs = false }: { reportsDir?: string; withoutJs?: boolean } = {},
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
        onlyCategories: [...CATEGORIES],
        blockedUrlPatterns: withoutJs ? ['*.js'] : [],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) {
        console.warn(`  run discarded: ${result.lhr.runtimeError.code}`);
        continue;
      }
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '-')}${withoutJs ? 'no-js-' : ''}`;
        let file = join(reportsDir, `lhr${name}1.json`);
        for (let n = 2; existsSync(file); n += 1) file = join(reportsDir, `lhr${name}${n}.json`);
        writeFileSync(file, String(result.report));
      }
      const { categories, audits } = result.lhr;
      const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
      // Performance's own audits are read from its metrics; the other categories' failures are
      // named, so a score under 100 says why.
      const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap(
        (category) =>
          (categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}:${ref.id}`),
      );
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        failed,
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
  return mergeRuns([{ runs }]);
}

/** The medians of every run of `scores` (each one or more runs of the same page). */
export function mergeRuns(scores: Pick<LighthouseScores, 'runs'>[]): LighthouseScores {
  const runs = scores.flatMap((score) => score.runs);
  const medianOf = (key: Exclude<keyof LighthouseRun, 'failed'>) =>
    median(runs.map((run) => run[key]));
  return {
    runs,
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    'best-practices': medianOf('best-practices'),
    seo: medianOf('seo'),
    fcpMs: medianOf('fcpMs'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
  };
}
