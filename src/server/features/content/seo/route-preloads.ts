import { classifyPath } from './page-resolver';

/** The part of Vite's build manifest (`.vite/manifest.json`) this reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const STATIC_ROUTE_MODULES = new Map([
  ['/privacy', 'routes/privacy.tsx'],
  ['/contact', 'routes/contact.tsx'],
  ['/thank-you', 'routes/thank-you.tsx'],
]);

/**
 * The client's route module for a public path, mirroring `app/routes/public-routes.tsx`. Only the
 * pages a visitor lands on are listed; any other path gets no preload and loads as before.
 */
function routeModuleOf(path: string): string | undefined {
  const route = classifyPath(path);
  if (route.type === 'content') {
    if (route.kind === 'index') return path === '/' ? 'routes/home.tsx' : 'routes/landing.tsx';
    return `routes/${route.kind}.tsx`;
  }
  if (route.type === 'static') return STATIC_ROUTE_MODULES.get(route.path);
  return undefined;
}

/**
 * Which JS files to `modulepreload` for a page: its route module and everything that module
 * imports statically, less what `index.html` already loads. Without them the browser learns of
 * the page's code only after the entry has run, one round trip later. An unknown manifest key
 * (a client built without that route) gives nothing.
 */
export function createRoutePreloads(manifest: ViteManifest | undefined) {
  if (!manifest) return () => [];
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dependency of chunk.imports ?? []) collect(dependency, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) collect(key, loadedByEntry);

  const cache = new Map<string, string[]>();
  return function preloadsFor(path: string): string[] {
    const module = routeModuleOf(path);
    if (!module) return [];
    let files = cache.get(module);
    if (!files) {
      const needed = new Set<string>();
      collect(module, needed);
      files = [...needed]
        .filter((file) => file.endsWith('.js') && !loadedByEntry.has(file))
        .map((file) => `/${file}`);
      cache.set(module, files);
    }
    return files;
  };
}
