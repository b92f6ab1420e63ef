import { statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';

/** The rules' one option: the folder `src/` is in (paths in messages are relative to it). */
export const PROJECT_ROOT_OPTIONS = [
  {
    type: 'object',
    properties: { projectRoot: { type: 'string' } },
    additionalProperties: false,
  },
];

/**
 * Where an import specifier points, the way tsconfig's paths and Vite's aliases resolve it:
 * `@shared/*` → src/shared, `@/*` → src/client, relative and absolute paths as they are.
 * Packages give undefined. The result has no extension added (see resolveFile).
 */
export function resolveTarget(projectRoot, filename, specifier) {
  if (specifier.startsWith('@shared/')) {
    return resolve(projectRoot, 'src/shared', specifier.slice(8));
  }
  if (specifier.startsWith('@/')) return resolve(projectRoot, 'src/client', specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(filename), specifier);
  if (isAbsolute(specifier)) return specifier;
  return undefined;
}

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const CODE_FILE = /\.[cm]?[jt]sx?$/;
/** `./x.js` written in TypeScript names `./x.ts` when no `x.js` exists. */
const TS_FOR_JS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

export const isCodeFile = (path) => CODE_FILE.test(path) && !path.endsWith('.d.ts');

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false; // missing, or a parent is a file (`styles.css/index.ts`)
  }
}

/** The code file a resolved target names (`x` → `x.ts`, `x/index.tsx` …), or undefined. */
export function resolveFile(target) {
  const base = target.replace(/\?.*$/, '');
  if (isCodeFile(base) && isFile(base)) return base;
  const extension = /\.[cm]?jsx?$/.exec(base)?.[0];
  const stem = extension ? base.slice(0, -extension.length) : undefined;
  const candidates = [
    ...(stem ? TS_FOR_JS[extension].map((ts) => stem + ts) : []),
    ...CODE_EXTENSIONS.map((ext) => base + ext),
    ...CODE_EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find(isFile);
}
