import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';
import { noCycle } from './scripts/eslint/no-cycle.js';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.tmp/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { local: { rules: { ...importBoundaries.rules, ...noCycle.rules } } },
    rules: {
      'local/import-boundaries': ['error', { projectRoot }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a zod enum or an `as const` object.' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['{src,bench,faults,scripts,e2e}/**/*.{ts,tsx,js,mjs}'],
    rules: { 'local/no-cycle': ['error', { projectRoot }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts'],
    rules: {
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true } }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Classic scripts for the browser, outside the app's modules (vite.config.ts emits them).
    files: ['src/client/loader/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: [
      'src/server/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.{js,mjs,ts}',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
