import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The architecture's import rules, enforced by lint:
 * - `src/shared` imports only itself and zod (it runs in the browser and on the server);
 * - `src/server` and `src/client` never import each other;
 * - a client feature never imports another feature (routes compose features).
 */

const SHARED_PACKAGES = new Set(['zod']);
/** Tests of shared code may also import the test runner. */
const SHARED_TEST_PACKAGES = new Set(['zod', 'vitest']);
const isTestFile = (filename) => /\.test\.[cm]?[jt]sx?$/.test(filename);

function classify(projectRoot, absolutePath) {
  const parts = relative(projectRoot, absolutePath).split(sep);
  if (parts[0] !== 'src') return { area: 'outside' };
  const area = parts[1];
  if (area === 'client' && parts[2] === 'features' && parts[3]) {
    const entry = parts.slice(4).join('/');
    return { area, feature: parts[3], isIndex: entry === '' || /^index\.tsx?$/.test(entry) };
  }
  return { area };
}

function resolveTarget(projectRoot, filename, specifier) {
  if (specifier.startsWith('@shared/'))
    return resolve(projectRoot, 'src/shared', specifier.slice(8));
  if (specifier.startsWith('@/')) return resolve(projectRoot, 'src/client', specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(filename), specifier);
  if (isAbsolute(specifier)) return specifier;
  return undefined; // a package
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
  if (from.feature && to.feature && from.feature !== to.feature && !to.isIndex) {
    return `client feature '${from.feature}' may reach feature '${to.feature}' only through its index.ts`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the import boundaries between shared, server, client and features',
    },
    schema: [
      {
        type: 'object',
        properties: { projectRoot: { type: 'string' } },
        additionalProperties: false,
      },
    ],
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
