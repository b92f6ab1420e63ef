import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/test-app';
import { type ViteManifest, createRoutePreloads } from './route-preloads';

/** The shape Vite writes: the entry and its framework chunk, lazy routes, shared chunks. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_boot-b1.js'] },
  '_boot-b1.js': { file: 'assets/boot-b1.js' },
  'routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_home-page-p1.js'] },
  'routes/landing.tsx': { file: 'assets/landing-l1.js', imports: ['_home-page-p1.js'] },
  '_home-page-p1.js': { file: 'assets/home-page-p1.js', imports: ['_boot-b1.js', '_x.css'] },
  '_x.css': { file: 'assets/x.css' },
  'routes/about.tsx': { file: 'assets/about-a1.js', imports: ['_info-i1.js'] },
  '_info-i1.js': { file: 'assets/info-i1.js', imports: ['_home-page-p1.js'] },
  'routes/privacy.tsx': { file: 'assets/privacy-v1.js' },
};

describe('createRoutePreloads', () => {
  const preloadsFor = createRoutePreloads(manifest);

  it("lists the route's module and its static imports, less what index.html loads", () => {
    expect(preloadsFor('/')).toEqual(['/assets/home-h1.js', '/assets/home-page-p1.js']);
    expect(preloadsFor('/coach-hire-cork')).toEqual([
      '/assets/landing-l1.js',
      '/assets/home-page-p1.js',
    ]);
    expect(preloadsFor('/about/team')).toEqual([
      '/assets/about-a1.js',
      '/assets/info-i1.js',
      '/assets/home-page-p1.js',
    ]);
    expect(preloadsFor('/privacy')).toEqual(['/assets/privacy-v1.js']);
  });

  it('preloads nothing for the back office, unmatched paths or a route the build lacks', () => {
    for (const path of ['/admin', '/admin/leads', '/login', '/a/b/c', '/how-it-works']) {
      expect(preloadsFor(path), path).toEqual([]);
    }
    expect(createRoutePreloads(undefined)('/')).toEqual([]);
  });
});

describe('the served page', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    context = await createTestContext();
    await mkdir(join(context.config.CLIENT_DIR, '.vite'), { recursive: true });
    await writeFile(
      join(context.config.CLIENT_DIR, '.vite', 'manifest.json'),
      JSON.stringify(manifest),
    );
  });
  afterAll(async () => context?.cleanup());

  it("preloads the route's code from the build manifest, which itself is not served", async () => {
    const app = await context.rebuild();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-p1.js" />',
    );
    expect(home.body).not.toContain('boot-b1.js');
    const notFound = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).not.toContain('modulepreload');
    const manifestFile = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifestFile.body).not.toContain('home-page-p1');
  });
});
