// `npm start`: builds what is missing or stale — the web client (Vite) and the server bundle
// (esbuild) — in a child process, then runs the server bundle in this process, so SIGTERM/SIGINT
// reach it directly and shut it down gracefully (decision 023). No bundler and no TypeScript
// loader stays in the server's memory.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isClientBuildStale } from './build-client.mjs';
import { CREATE_DATABASE, SERVER_BUNDLE, isServerBundleStale } from './build-server.mjs';

process.env.NODE_ENV ??= 'production';
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `script` in a child process; a signal meanwhile stops it and this process. */
function runInChild(script, args, cwd) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
    const forward = (signal) => {
      child.kill(signal);
      process.exitCode = 1;
      child.once('exit', () => process.exit(1));
    };
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      done(signal ? 1 : (code ?? 1));
    });
  });
}

// Each build in a child of its own, one after the other, so no process holds two bundlers'
// memory: the client, its page shell, the server bundle (decisions 023 and 048).
const builds = [];
// With CLIENT_DIR set, whoever starts us provides the client (the e2e runner, a deploy).
if (!process.env.CLIENT_DIR && isClientBuildStale())
  builds.push(['client', '--page-shell-later'], ['page-shell']);
if (isServerBundleStale()) builds.push(['server']);
const build = fileURLToPath(new URL('./build.mjs', import.meta.url));
for (const args of builds) {
  const code = await runInChild(build, args, root);
  if (code !== 0) process.exit(code);
}
// The embedded database's first start: created and migrated in a child (initdb's memory goes
// with it); if that fails, the server starts anyway and reports why.
const dataDir = resolve(process.env.DATA_DIR ?? './data');
if (!process.env.DATABASE_URL && !existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
  await runInChild(CREATE_DATABASE, [], process.cwd());
await import(pathToFileURL(SERVER_BUNDLE).href);
