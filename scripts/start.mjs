// `npm start`: build the client if needed, then run the server in this process
// (so SIGTERM/SIGINT reach it directly and shut it down gracefully).
import { register } from 'tsx/esm/api';
import { buildClientIfStale } from './build-client.mjs';

process.env.NODE_ENV ??= 'production';
// With CLIENT_DIR set, whoever starts us provides the build (the e2e runner, a deploy).
if (!process.env.CLIENT_DIR) await buildClientIfStale();
register();
await import('../src/server/main.ts');
