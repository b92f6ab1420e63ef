import type { LighthouseScores } from './lighthouse';

export type WebPage = {
  path: string;
  js: {
    renderCriticalGzipBytes: number;
    loadedGzipBytes: number;
    renderCritical: string[];
    loaded: Record<string, number>;
  };
  /** null in a bytes-only run. */
  lighthouse: LighthouseScores | null;
};

export type WebTargets = {
  firstLoadJsGzipBytes: number;
  performance: number;
  accessibility: number;
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

function targetsMet(pages: WebPage[], targets: WebTargets): boolean {
  return pages.every(
    (page) =>
      page.js.renderCriticalGzipBytes <= targets.firstLoadJsGzipBytes &&
      (!page.lighthouse ||
        (page.lighthouse.performance >= targets.performance &&
          page.lighthouse.accessibility >= targets.accessibility)),
  );
}

/** A line a page, then where the results were saved (if they were) and the verdict. */
export function printWebResults(results: WebResults, savedFile: string | undefined): void {
  console.log(`\n${results.node} · ${results.cpu} · client ${results.clientBuild}`);
  for (const page of results.pages) {
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
  if (savedFile) console.log(`Saved ${savedFile}`);
  console.log(
    targetsMet(results.pages, results.targets)
      ? 'All targets met.'
      : 'Some targets missed (see above).',
  );
}
