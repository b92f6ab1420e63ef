// `npm start`: builds what is missing or stale — the web client (Vite) and the server bundle
// (esbuild) — in a child process, then runs the server bundle in this process, so SIGTERM/SIGINT
// reach it directly and shut it down gracefully (decision 022). No bundler and no TypeScript
// loader stays in the server's memory.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isClientBuildStale } from './build-client.mjs';
import { SERVER_BUNDLE, isServerBundleStale } from './build-server.mjs';

process.env.NODE_ENV ??= 'production';
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs scripts/build.mjs for `parts`; a signal meanwhile stops the build and this process. */
function buildInChild(parts) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('./build.mjs', import.meta.url)), ...parts],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    const forward = (signal) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

const stale = [];
// With CLIENT_DIR set, whoever starts us provides the client (the e2e runner, a deploy).
if (!process.env.CLIENT_DIR && isClientBuildStale()) stale.push('client');
if (isServerBundleStale()) stale.push('server');
if (stale.length > 0) {
  const code = await buildInChild(stale);
  if (code !== 0) process.exit(code);
}
await import(pathToFileURL(SERVER_BUNDLE).href);
