import { request } from 'node:http';
import pg from 'pg';
import type { ChildServer } from './child-server';
import { copyOut, countNewlines } from './copy-to';

export type ExportRun = {
  seconds: number;
  bytes: number;
  /** Data lines (the header excluded). */
  rows: number;
};
export type AppExportRun = ExportRun & {
  /** Resident memory of the server just before the export. */
  rssBeforeBytes: number;
  /** The highest resident memory during the export (kernel peak mark, and 10 ms samples). */
  rssPeakBytes: number;
  peakGrowthBytes: number;
  peakSource: 'VmHWM' | 'samples';
};

/** Downloads the app's CSV export, reading as fast as it arrives, while watching its RSS. */
export function exportThroughApp(server: ChildServer, token: string): Promise<AppExportRun> {
  const canReset = server.resetPeak();
  const before = server.memory().rss;
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, server.memory().rss);
  }, 10);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/bus-quote/export/csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`export answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        lines += countNewlines(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        const { rss, peak } = server.memory();
        const peakBytes = canReset ? Math.max(peak, sampledPeak) : Math.max(rss, sampledPeak);
        resolve({
          seconds,
          bytes,
          rows: lines - 1,
          rssBeforeBytes: before,
          rssPeakBytes: peakBytes,
          peakGrowthBytes: peakBytes - before,
          peakSource: canReset ? 'VmHWM' : 'samples',
        });
      });
    });
    req.end();
  });
}

/**
 * The reference: PostgreSQL writing the same columns as CSV itself (hand-written SELECT matching
 * the export's columns, join and default filter: spam excluded, id order).
 */
export const COPY_EXPORT_SQL = `copy (
  select l.id, l.created_at, l.full_name, l.email, l.mobile_number, l.pickup_location,
    l.dropoff_location, l.date_of_travel, l.pickup_time, l.is_return_trip, l.return_date,
    l.return_time, l.group_type, l.number_of_people, l.vehicle_selected, l.distance,
    l.additional_info, l.slug, l.status, l.priority, a.name
  from leads l left join users a on a.id = l.assigned_to
  where l.is_spam = false order by l.id
) to stdout (format csv, header)`;

export async function exportThroughCopy(url: string): Promise<ExportRun> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const { bytes, lines } = await copyOut(client, COPY_EXPORT_SQL);
    return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1 };
  } finally {
    await client.end();
  }
}
