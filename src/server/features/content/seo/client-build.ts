import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPageShell } from '@shared/content/page-shell';
import type { Database } from '../../../db/client';
import { createPageRenderer } from './page-renderer';
import { type ViteManifest, createRoutePreloads } from './route-preloads';

/** Vite's build manifest, if the build wrote one (it is not served: dot folders never are). */
async function readManifest(clientDir: string): Promise<ViteManifest | undefined> {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest;
}

/**
 * The pre-rendered page shell the client build writes (`.ssr/page-shell.mjs`, see
 * vite.config.ts). A build folder without one (or with a broken one) serves pages as before,
 * drawn in the browser only.
 */
async function loadPageShell(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<RenderPageShell | undefined> {
  const path = join(clientDir, '.ssr', 'page-shell.mjs');
  if (!existsSync(path)) return undefined;
  try {
    const shell = (await import(pathToFileURL(path).href)) as { renderPageShell?: unknown };
    if (typeof shell.renderPageShell === 'function') {
      return shell.renderPageShell as RenderPageShell;
    }
    log.warn({ path }, 'page shell has no renderPageShell export: pages are drawn in the browser');
  } catch (error) {
    log.error({ err: error, path }, 'page shell failed to load: pages are drawn in the browser');
  }
  return undefined;
}

type ClientPageOptions = {
  indexHtml: string;
  clientDir: string;
  publicUrl: string;
  db: Database;
  log: FastifyBaseLogger;
};

/**
 * The page renderer for the client built into `clientDir` (the SPA plugin serves its files):
 * its `index.html`, with the route preloads from Vite's manifest and the pre-rendered page shell
 * when the build has them.
 */
export async function createClientPageRenderer(options: ClientPageOptions) {
  const { indexHtml, clientDir, publicUrl, db, log } = options;
  return createPageRenderer({
    indexHtml,
    publicUrl,
    db,
    preloadsFor: createRoutePreloads(await readManifest(clientDir)),
    renderShell: await loadPageShell(clientDir, log),
  });
}
