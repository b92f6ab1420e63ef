import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import {
  type AppFolders,
  type AppProcess,
  appEnv,
  createAppFolders,
  startApp,
} from './lib/app-process';
import { type PrivatePostgres, startPrivatePostgres } from './lib/postgres';
import { adminToken } from './lib/quotes';
import { report, round } from './lib/report';

const ROWS = 200_000;
const MB = 1024 * 1024;

const SEED_SQL = `insert into leads (full_name, email, mobile_number, pickup_location, dropoff_location,
    date_of_travel, pickup_time, group_type, number_of_people, distance, additional_info, created_at, updated_at)
  select 'Customer ' || n, 'customer' || n || '@example.ie', '087 ' || lpad((n % 10000000)::text, 7, '0'),
    'Cork, County Cork', 'Croke Park, Dublin', date '2030-01-01' + (n % 365), '08:30', 'Sports Team',
    1 + n % 60, 256.4, repeat('Two wheelchairs and lots of kit bags. ', 3),
    now() - make_interval(secs => n), now() - make_interval(secs => n)
  from generate_series(1, ${ROWS}) as n`;

/** Downloads the export; with `abortAfterBytes`, hangs up once that much has arrived. */
function download(url: string, token: string, abortAfterBytes?: number) {
  return new Promise<{ status: number; bytes: number; lines: number; aborted: boolean }>(
    (resolve, reject) => {
      const req = request(`${url}/api/bus-quote/export/csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      req.on('error', reject);
      req.on('response', (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
          if (abortAfterBytes !== undefined && bytes >= abortAfterBytes) {
            req.destroy();
            resolve({ status: response.statusCode ?? 0, bytes, lines, aborted: true });
          }
        });
        response.on('error', () => {});
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, lines, aborted: false }),
        );
      });
      req.end();
    },
  );
}

/**
 * Statements touching `leads` that the faults database's sessions ran after `since`
 * (log_statement = all; an entry starts with its timestamp, a long statement spans lines).
 */
function statementsSince(logFile: string, since: Date): string[] {
  const entries: string[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (/^\d{4}-\d\d-\d\d /.test(line)) entries.push(line);
    else if (entries.length > 0) entries[entries.length - 1] += `\n${line}`;
  }
  return entries.filter((entry) => {
    if (!/LOG: {2}(statement|execute)/.test(entry) || !/\bleads\b/.test(entry)) return false;
    const stamp = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC/.exec(entry)?.[1];
    return stamp !== undefined && new Date(`${stamp.replace(' ', 'T')}Z`) > since;
  });
}

type Session = { pid: number; state: string; query: string };

describe('a client disconnecting in the middle of a CSV export', () => {
  let postgres: PrivatePostgres | undefined;
  let app: AppProcess | undefined;
  let token = '';
  let seedSeconds = 0;
  let folders: AppFolders | undefined;

  beforeAll(async () => {
    folders = createAppFolders();
    postgres = await startPrivatePostgres(inject('pgTemplate'));
    const databaseUrl = await postgres.createDatabase('faults');
    // Every statement of this database's sessions goes to the log, with a millisecond timestamp.
    await postgres.query('postgres', `alter database faults set log_statement = 'all'`);
    app = await startApp(appEnv(folders, { DATABASE_URL: databaseUrl, JOB_POLL_MS: '0' }));
    const seedStarted = performance.now();
    // As after any bulk load: the search index is rebuilt once rather than updated row by row.
    const [search] = await postgres.query<{ indexdef: string }>(
      'faults',
      `select indexdef from pg_indexes where indexname = 'leads_search_trgm_idx'`,
    );
    await postgres.query('faults', 'drop index leads_search_trgm_idx');
    await postgres.query('faults', SEED_SQL);
    await postgres.query('faults', search!.indexdef);
    await postgres.query('faults', 'vacuum analyze leads');
    seedSeconds = round((performance.now() - seedStarted) / 1000);
    token = await adminToken(app.url);
  });

  afterAll(async () => {
    await app?.stop();
    await postgres?.destroy();
    folders?.remove();
  });

  it('stops reading, releases its connection, and gives the memory back', async () => {
    const server = app!;
    const db = postgres!;
    onTestFailed(() => console.log(`server output:\n${server.output().slice(-4000)}`));
    const appSessions = () =>
      db.query<Session>(
        'postgres',
        `select pid, state, left(query, 80) as query from pg_stat_activity
          where datname = 'faults' and backend_type = 'client backend'`,
      );

    // One abandoned export first, so the baseline is a warmed-up server.
    expect(await download(server.url, token, 4 * MB)).toMatchObject({ status: 200, aborted: true });
    await sleep(1_000);
    const baseline = server.rss();

    const aborts: {
      receivedMb: number;
      statementsBefore: number;
      statementsAfter: number;
      busyAfterMs: number;
    }[] = [];
    let peak = baseline;
    for (let round_ = 0; round_ < 3; round_ += 1) {
      const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 20);
      const startedAt = new Date();
      const partial = await download(server.url, token, 4 * MB);
      const hungUpAt = new Date();
      clearInterval(sampler);
      expect(partial).toMatchObject({ status: 200, aborted: true });
      // The log does see the export's queries (so "none after" below means something).
      const during = statementsSince(db.logFile, startedAt).length;
      expect(during).toBeGreaterThan(0);
      // Within a second nothing of the export is still running or holding a transaction open.
      let busy: Session[] = [];
      const waitStarted = performance.now();
      for (let tries = 0; tries < 50; tries += 1) {
        busy = (await appSessions()).filter((session) => session.state !== 'idle');
        if (busy.length === 0) break;
        await sleep(20);
      }
      const busyAfterMs = round(performance.now() - waitStarted);
      expect(busy, 'sessions still busy after the hang-up').toEqual([]);
      await sleep(1_000);
      // Statements logged in the grace period after the hang-up (one batch may have been in flight).
      const after = statementsSince(db.logFile, new Date(hungUpAt.getTime() + 250));
      expect(after, 'export queries after the client hung up').toEqual([]);
      aborts.push({
        receivedMb: round(partial.bytes / MB),
        statementsBefore: during,
        statementsAfter: after.length,
        busyAfterMs,
      });
    }
    const sessions = await appSessions();
    expect(sessions.filter((session) => session.state === 'idle in transaction')).toEqual([]);

    await sleep(2_000);
    const settled = server.rss();
    // The abandoned exports left nothing behind. RSS (no GC can be forced from outside) moves
    // by a few tens of MB on its own; three abandoned 57 MB exports kept in memory would exceed this.
    expect((settled - baseline) / MB).toBeLessThan(100);
    report('export disconnect', {
      rows: ROWS,
      seedSeconds,
      aborts,
      appSessionsAfter: sessions.length,
      rssBaselineMb: round(baseline / MB),
      rssPeakDuringAbortsMb: round(peak / MB),
      rssSettledMb: round(settled / MB),
    });
  });
});
