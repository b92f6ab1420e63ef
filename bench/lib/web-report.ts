import { CATEGORIES, type LighthouseScores } from './lighthouse';

export type WebPage = {
  path: string;
  js: {
    renderCriticalGzipBytes: number;
    /** Every script a visit on a phone that never interacts downloads (no scroll, key, pointer). */
    loadedGzipBytes: number;
    /** The same on a desktop screen (no target: the quote form's place is on its first screen). */
    loadedOnDesktopGzipBytes: number;
    renderCritical: string[];
    loaded: Record<string, number>;
  };
  /** null in a bytes-only run. */
  lighthouse: LighthouseScores | null;
  /** The same page with every script request blocked: its pre-rendered HTML alone. */
  lighthouseWithoutJs: LighthouseScores | null;
};

export type WebTargets = {
  /** JS loaded before the visitor interacts (`js.loadedGzipBytes`). */
  firstLoadJsGzipBytes: number;
  /** Every Lighthouse category's score, mobile. */
  lighthouseScore: number;
};

export type WebResults = {
  date: string;
  command: string;
  node: string;
  cpu: string;
  chromium: string;
  clientBuild: string;
  lighthouse: { formFactor: string; runsPerPage: number };
  targets: WebTargets;
  pages: WebPage[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const scoresMet = (scores: LighthouseScores | null, targets: WebTargets) =>
  !scores || CATEGORIES.every((category) => scores[category] >= targets.lighthouseScore);

function targetsMet(pages: WebPage[], targets: WebTargets): boolean {
  return pages.every(
    (page) =>
      page.js.loadedGzipBytes <= targets.firstLoadJsGzipBytes &&
      scoresMet(page.lighthouse, targets),
  );
}

function scoresLine(label: string, lh: LighthouseScores): string {
  const failed = [...new Set(lh.runs.flatMap((run) => run.failed))];
  return (
    `  ${label.padEnd(9)} ${CATEGORIES.map((category) => lh[category]).join(' / ')} ` +
    `(FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}; ` +
    `load ${lh.runs.map((run) => run.loadAverage).join('/')})` +
    (failed.length > 0 ? `\n            failed: ${failed.join(', ')}` : '')
  );
}

/** A block a page, then where the results were saved (if they were) and the verdict. */
export function printWebResults(results: WebResults, savedFile: string | undefined): void {
  const { targets } = results;
  console.log(`\n${results.node} · ${results.cpu} · client ${results.clientBuild}`);
  console.log(
    `Targets: ≤ ${kb(targets.firstLoadJsGzipBytes)} of JS before interaction; Lighthouse ` +
      `${CATEGORIES.join(' / ')} ≥ ${targets.lighthouseScore} (medians)`,
  );
  for (const page of results.pages) {
    const loaded = Object.keys(page.js.loaded).length;
    console.log(
      `${page.path}\n  JS gzip: ${kb(page.js.loadedGzipBytes)} in ${loaded} files before ` +
        `interaction on a phone (${kb(page.js.renderCriticalGzipBytes)} of it needed to render; ` +
        `${kb(page.js.loadedOnDesktopGzipBytes)} on a desktop screen)`,
    );
    if (page.lighthouse) console.log(scoresLine('app', page.lighthouse));
    if (page.lighthouseWithoutJs) console.log(scoresLine('no JS', page.lighthouseWithoutJs));
  }
  if (savedFile) console.log(`Saved ${savedFile}`);
  console.log(
    targetsMet(results.pages, targets) ? 'All targets met.' : 'Some targets missed (see above).',
  );
}
