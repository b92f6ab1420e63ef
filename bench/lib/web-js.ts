import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM } from './chromium';

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Vite's manifest of a client built with `build.manifest`. */
export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The gzip size the server sends for a file of the client build, by its path in it (its
 * precompressed .gz, else gzip -9 of it).
 */
export function gzipBytes(clientDir: string, file: string): number {
  const path = join(clientDir, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/**
 * The JS a page cannot render without: the entry and the page's route module with everything
 * they import statically (from Vite's manifest). Lazy chunks (the quote form, icons, the
 * drawer) load after, and are counted by the browser measurement instead.
 */
export function renderCriticalFiles(manifest: Manifest, route: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(route);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** The screens a visit is measured on: Lighthouse's mobile (a Moto G Power) and desktop ones. */
const SCREENS = {
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
} as const;

/**
 * Every JS file a fresh visit to each path downloads on `screen` without interacting (no
 * scroll, key or pointer), up to 5 s after the network has gone quiet. The paths load side by
 * side, each in a context of its own (no shared cache).
 */
export async function loadedJsFiles(
  baseUrl: string,
  paths: string[],
  screen: keyof typeof SCREENS,
): Promise<string[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    return await Promise.all(
      paths.map(async (path) => {
        const page = await (await browser.newContext(SCREENS[screen])).newPage();
        const files: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script')
            files.push(new URL(request.url()).pathname.slice(1));
        });
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(5000);
        return [...new Set(files)];
      }),
    );
  } finally {
    await browser.close();
  }
}
