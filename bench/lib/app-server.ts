// Child process entry: the real app, built by `buildApp(loadConfig(env))` exactly as main.ts
// builds it, listening on a free loopback port that it reports to the parent over IPC.
// Asked `{ type: 'due-jobs' }`, it answers how many jobs are due and not done (read through the
// app's own database handle: no HTTP request, so the worker's turn-taking does not see it).
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';

const app = await buildApp(loadConfig(JSON.parse(process.env.BENCH_APP_ENV ?? '{}')));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', (message: { type?: string; id?: number }) => {
  if (message.type !== 'due-jobs') return;
  queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from jobs
        where status in ('pending', 'running') and run_at <= now()`,
  ).then(
    ([row]) => process.send?.({ type: 'answer', id: message.id, value: row?.n ?? 0 }),
    (error: unknown) => process.send?.({ type: 'answer', id: message.id, error: String(error) }),
  );
});

const shutDown = () => {
  void app.close().finally(() => process.exit(0));
};
process.once('SIGTERM', shutDown);
process.once('disconnect', shutDown);
