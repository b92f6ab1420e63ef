import { readFileSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT_OPTIONS, isCodeFile, resolveFile, resolveTarget } from './resolve.js';

/**
 * No import cycles, type-only imports included. import-x/no-cycle skips `import type` with no
 * option to count it, and every cycle the code base had closed through one: a type import still
 * ties the two modules' designs together, and the next value import along it breaks at runtime.
 *
 * The linted file's imports come from its AST; the rest of the graph from TypeScript's import
 * scanner (`preProcessFile`: type and dynamic imports, no type checking), read once per file and
 * process and kept while the file's mtime holds. A new cycle is always reported (the edited file
 * is in it), but `npm run lint`'s cache keeps an error on a file whose cycle was broken in
 * another file until it changes: `rm -rf node_modules/.cache/eslint` clears it.
 */

const RECHECK_MS = 1000;
/** file → { mtimeMs, checkedAt, imports } */
const graph = new Map();

function importsOf(file, projectRoot) {
  const now = Date.now();
  const known = graph.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known.imports;
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.imports;
  }
  let imports = [];
  if (mtimeMs !== undefined) {
    const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    imports = scanned
      .map(({ fileName }) => resolveProjectFile(projectRoot, file, fileName))
      .filter((target) => target !== undefined);
  }
  graph.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

function resolveProjectFile(projectRoot, from, specifier) {
  const target = resolveTarget(projectRoot, from, specifier);
  const file = target && resolveFile(target);
  if (!file) return undefined;
  const path = relative(projectRoot, file);
  if (path.startsWith('..') || path.split(sep).includes('node_modules')) return undefined;
  return file;
}

/**
 * The shortest import route from `start` back to `origin` ([start, …, origin]), or undefined.
 * Files found not to lead back are added to `cleared`, shared by the linted file's imports.
 */
function routeBack(start, origin, projectRoot, cleared) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const next of importsOf(file, projectRoot)) {
      if (next === origin) {
        const route = [origin];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (cameFrom.has(next) || cleared.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  for (const file of queue) cleared.add(file);
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: PROJECT_ROOT_OPTIONS,
    messages: { cycle: 'Import cycle: {{route}}' },
  },
  create(context) {
    const projectRoot = context.options[0]?.projectRoot ?? context.cwd;
    const origin = context.physicalFilename;
    if (!isCodeFile(origin) || relative(projectRoot, origin).startsWith('..')) return {};
    const sources = [];
    const collect = (source) => {
      if (source?.type === 'Literal' && typeof source.value === 'string') sources.push(source);
    };
    return {
      ImportDeclaration: (node) => collect(node.source),
      ExportNamedDeclaration: (node) => collect(node.source),
      ExportAllDeclaration: (node) => collect(node.source),
      ImportExpression: (node) => collect(node.source),
      TSImportType: (node) => collect(node.argument?.literal),
      'Program:exit'() {
        const cleared = new Set();
        for (const source of sources) {
          const target = resolveProjectFile(projectRoot, origin, source.value);
          if (target === undefined || target === origin || cleared.has(target)) continue;
          const route = routeBack(target, origin, projectRoot, cleared);
          if (!route) continue;
          const names = [origin, ...route].map((file) => relative(projectRoot, file));
          context.report({ node: source, messageId: 'cycle', data: { route: names.join(' → ') } });
        }
      },
    };
  },
};

export const noCycle = { rules: { 'no-cycle': rule } };
