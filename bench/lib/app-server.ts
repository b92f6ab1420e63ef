// Child process entry: the real app, built by `buildApp(loadConfig(env))` exactly as main.ts
// builds it, listening on a free loopback port that it reports to the parent over IPC.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const app = await buildApp(loadConfig(JSON.parse(process.env.BENCH_APP_ENV ?? '{}')));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

const shutDown = () => {
  void app.close().finally(() => process.exit(0));
};
process.once('SIGTERM', shutDown);
process.once('disconnect', shutDown);
