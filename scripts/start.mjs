// `npm start`: build the client if needed, then run the server in this process
// (so SIGTERM/SIGINT reach it directly and shut it down gracefully).
import { register } from 'tsx/esm/api';
import { buildClientIfStale } from './build-client.mjs';

process.env.NODE_ENV ??= 'production';
await buildClientIfStale();
register();
await import('../src/server/main.ts');
