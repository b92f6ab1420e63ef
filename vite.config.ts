import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { transform } from 'esbuild';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const reactRouterBuild = fromRoot('./node_modules/react-router/dist/production');

const alias = [
  { find: '@shared', replacement: fromRoot('./src/shared') },
  { find: '@', replacement: fromRoot('./src/client') },
  // React Router's package exports send every condition to its development build, which differs
  // from the production build beside it only by its dev warnings (remix-run/react-router#12532).
  { find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
];

/**
 * The pre-rendered page shell (src/client/prerender) built for Node into
 * `<clientDir>/.ssr/page-shell.mjs`: one self-contained file, React included, so the server can
 * load it from any build folder (dot folders are never served).
 */
function pageShellConfig(clientDir: string): InlineConfig {
  return {
    configFile: false,
    root: fromRoot('./src/client'),
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: fromRoot('./src/client/prerender/page-shell.tsx'),
      outDir: join(clientDir, '.ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: '[name].mjs', codeSplitting: false } },
    },
  };
}

/**
 * Every client build makes the page shell after it (npm start, e2e, bench); a client without it
 * is served as before. `npm start`'s first build makes it in a process of its own instead
 * (`PAGE_SHELL_BUILD=separate`, then `=only`; scripts/build-client.mjs): the two builds in one
 * process peaked ~50 MB higher (decision 048).
 */
function pageShell(): Plugin {
  let outDir = '';
  let isClientBuild = false;
  return {
    name: 'page-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isClientBuild = !config.build.ssr;
    },
    closeBundle: {
      // After precompress, which has nothing to do with a file the server reads from disk.
      order: 'post',
      sequential: true,
      async handler() {
        if (!isClientBuild || process.env.PAGE_SHELL_BUILD === 'separate') return;
        await build(pageShellConfig(outDir));
      },
    },
  };
}

/**
 * `/start-after-paint.js`, the classic script that starts a pre-rendered page's JS after its
 * first paint (decision 036), minified into the build's root: it is part of every first load.
 * Not a module of the app, so Vite would not bundle it; not in public/, so it is minified.
 */
function afterPaintLoader(): Plugin {
  return {
    name: 'after-paint-loader',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const source = await readFile(fromRoot('./src/client/loader/start-after-paint.js'), 'utf8');
      const { code } = await transform(source, { minify: true, target: 'es2017', format: 'iife' });
      this.emitFile({ type: 'asset', fileName: 'start-after-paint.js', source: code });
    },
  };
}

const clientConfig = defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  envDir: fromRoot('.'),
  envPrefix: 'VITE_',
  plugins: [react(), tailwindcss(), afterPaintLoader(), precompress(), pageShell()],
  resolve: { alias },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // No source maps: they cost ~100 MB and ~10 s of the first `npm start`'s build (decision 048),
    // and nothing reads them in production; `npm run dev` has its own.
    sourcemap: false,
    // The server reads it to preload the first route's chunk (src/server/plugins/spa.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the public first load: each file is compressed on its own, so
        // the ~30 small chunks automatic splitting made cost ~9 KB gzipped more than their
        // content (docs/performance.md). Everything else is split as before.
        codeSplitting: {
          groups: [
            // What the entry imports statically: React, the router, the app shell.
            // The entry itself (index.html → main.tsx) stays the entry chunk for Vite's manifest.
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]client[\\/](?:index\.html|main\.tsx)$/.test(id),
              priority: 2,
            },
            // The home and landing page with everything they import statically.
            { name: 'home-page', test: /src[\\/]client[\\/]routes[\\/]home\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
});

export default process.env.PAGE_SHELL_BUILD === 'only'
  ? pageShellConfig(fromRoot('./dist/client'))
  : clientConfig;
