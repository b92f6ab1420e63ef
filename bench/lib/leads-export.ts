import { createAppEnv } from './app-env';
import { openBenchDatabase } from './bench-database';
import { type ChildServer, startChildServer } from './child-server';
import {
  type AppExportRun,
  type ExportRun,
  exportThroughApp,
  exportThroughCopy,
} from './export-measure';
import { adminToken } from './lead-databases';
import type { ExportResult } from './leads-report';
import { interleave } from './load';

export type ExportServer = {
  url: string;
  rows: number;
  app: ChildServer;
  token: string;
  stop: () => Promise<void>;
};

const log = (line = '') => console.log(line);
const mb = (bytes: number) => bytes / 1_048_576;

/** A fresh server per database size, so one size's heap does not flatter the other. */
export async function startExportServer(
  url: string,
  rows: number,
  appNodeArgs: string[],
): Promise<ExportServer> {
  const db = await openBenchDatabase({ url });
  const { token } = await adminToken(db).finally(() => db.close());
  const appEnv = createAppEnv(url);
  const app = await startChildServer('app-server.ts', appEnv.env, appNodeArgs);
  return {
    url,
    rows,
    app,
    token,
    stop: async () => {
      await app.stop();
      appEnv.cleanup();
    },
  };
}

/** The app's CSV export against COPY … TO STDOUT on the same database, `rounds` times each. */
export async function benchExport(
  { url, rows, app, token }: ExportServer,
  rounds: number,
): Promise<ExportResult> {
  // Warm-up: load the route and the CSV code without a large export growing the heap first.
  await fetch(`${app.url}/api/bus-quote/export/csv?ids=1,2,3`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.arrayBuffer());
  const exportOnce = async (side: 'app' | 'copy'): Promise<ExportRun | AppExportRun> => {
    const label = `  ${rows.toLocaleString('en-IE')} rows, ${side}:`;
    if (side === 'copy') {
      const run = await exportThroughCopy(url);
      log(`${label} ${run.seconds.toFixed(2)} s`);
      return run;
    }
    const run = await exportThroughApp(app, token);
    log(`${label} ${run.seconds.toFixed(2)} s, RSS +${mb(run.peakGrowthBytes).toFixed(1)} MB`);
    return run;
  };
  const runs = await interleave(['app', 'copy'] as const, rounds, exportOnce);
  const appRuns = runs.app as AppExportRun[];
  const copyRuns = runs.copy;
  if (appRuns.some((run) => run.rows !== copyRuns[0]!.rows))
    throw new Error('the app and COPY exported different row counts');
  // Best of the runs for times: other work on the machine only ever adds time.
  const appSeconds = Math.min(...appRuns.map((run) => run.seconds));
  const copySeconds = Math.min(...copyRuns.map((run) => run.seconds));
  return {
    rows,
    exportedRows: copyRuns[0]!.rows,
    app: appRuns,
    copy: copyRuns,
    appSeconds,
    copySeconds,
    ratio: appSeconds / copySeconds,
    peakGrowthMb: Math.max(...appRuns.map((run) => mb(run.peakGrowthBytes))),
    rssBeforeMb: mb(appRuns[0]!.rssBeforeBytes),
  };
}
