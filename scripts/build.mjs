// `npm run build`, and the child process `npm start` runs when a build is stale: builds the web
// client with Vite and bundles the server with esbuild (decision 023). Each run in its own
// process, so the server never holds a bundler's memory. Arguments name what to build
// (`client`, `server`); none builds both. `npm start` builds the client as `client
// --page-shell-later`, then `page-shell` in another child (decision 048).
import { buildClient, buildPageShell } from './build-client.mjs';
import { buildServerBundle } from './build-server.mjs';

const wanted = process.argv.slice(2);
const all = wanted.length === 0;
if (all || wanted.includes('client')) {
  console.log('Building the web client…');
  await buildClient({ separatePageShell: wanted.includes('--page-shell-later') });
}
if (wanted.includes('page-shell')) {
  console.log('Building the page shell…');
  await buildPageShell();
}
if (all || wanted.includes('server')) {
  console.log('Bundling the server…');
  await buildServerBundle();
}
