import { relative, sep } from 'node:path';
import { PROJECT_ROOT_OPTIONS, resolveTarget } from './resolve.js';

/**
 * The architecture's import rules, enforced by lint:
 * - `src/shared` imports only itself and zod (it runs in the browser and on the server);
 * - `src/server` and `src/client` never import each other;
 * - a feature (client or server) reaches another feature only through its `index.ts`; a server
 *   test (`*.test.ts`, `src/server/test/`) may reach any server file;
 * - the client's generic layers (`components/`, `lib/`, `hooks/`) never import `features/`,
 *   `routes/` or `app/`, and the server's `plugins/` never import `features/`.
 */

const SHARED_PACKAGES = new Set(['zod']);
/** Tests of shared code may also import the test runner and fast-check (property tests of parsers). */
const SHARED_TEST_PACKAGES = new Set(['zod', 'vitest', 'fast-check']);
const CLIENT_GENERIC_LAYERS = new Set(['components', 'lib', 'hooks']);
const CLIENT_COMPOSING_LAYERS = new Set(['features', 'routes', 'app']);
const isTestFile = (filename) => /\.test\.[cm]?[jt]sx?$/.test(filename);

/** `src/<area>/<layer>/…`, and for `features/<feature>/…` whether the path is its index. */
function classify(projectRoot, absolutePath) {
  const parts = relative(projectRoot, absolutePath).split(sep);
  if (parts[0] !== 'src') return { area: 'outside' };
  const [, area, layer, feature] = parts;
  if (layer === 'features' && feature) {
    const entry = parts.slice(4).join('/');
    return { area, layer, feature, isIndex: entry === '' || /^index(\.tsx?)?$/.test(entry) };
  }
  return { area, layer };
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function findViolation(projectRoot, filename, specifier) {
  const from = classify(projectRoot, filename);
  if (from.area === 'outside') return undefined;
  const targetPath = resolveTarget(projectRoot, filename, specifier);
  if (targetPath === undefined) {
    const allowed = isTestFile(filename) ? SHARED_TEST_PACKAGES : SHARED_PACKAGES;
    if (from.area === 'shared' && !allowed.has(packageName(specifier))) {
      return `src/shared may import only zod, not '${specifier}'`;
    }
    return undefined;
  }
  const to = classify(projectRoot, targetPath);
  if (from.area === 'shared' && to.area !== 'shared') {
    return `src/shared may not import from outside src/shared ('${specifier}')`;
  }
  if (from.area === 'server' && to.area === 'client') {
    return `src/server may not import src/client ('${specifier}'); share it through src/shared`;
  }
  if (from.area === 'client' && to.area === 'server') {
    return `src/client may not import src/server ('${specifier}'); share it through src/shared`;
  }
  return from.area === to.area ? findLayerViolation(from, to, filename, specifier) : undefined;
}

function findLayerViolation(from, to, filename, specifier) {
  const { area } = from;
  if (area === 'client' && CLIENT_GENERIC_LAYERS.has(from.layer)) {
    if (CLIENT_COMPOSING_LAYERS.has(to.layer)) {
      return `client ${from.layer}/ may not import ${to.layer}/ ('${specifier}'): it stays generic`;
    }
  }
  if (area === 'server' && from.layer === 'plugins' && to.layer === 'features') {
    return `server plugins/ may not import features/ ('${specifier}'); features depend on plugins`;
  }
  const crossesFeatures = from.feature && to.feature && from.feature !== to.feature;
  if (!crossesFeatures || to.isIndex) return undefined;
  if (area === 'server' && isTestFile(filename)) return undefined;
  return `${area} feature '${from.feature}' may reach feature '${to.feature}' only through its index.ts`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the import boundaries between shared, server, client and features',
    },
    schema: PROJECT_ROOT_OPTIONS,
    messages: { boundary: '{{reason}}' },
  },
  create(context) {
    const projectRoot = context.options[0]?.projectRoot ?? context.cwd;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const reason = findViolation(projectRoot, context.filename, source.value);
      if (reason) context.report({ node: source, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export const importBoundaries = { rules: { 'import-boundaries': rule } };
