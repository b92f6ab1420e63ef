import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { noCycle } from './no-cycle.js';

let root = '';

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Writes the files into a fresh project folder and lints them all with the rule alone. */
async function cyclesIn(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'no-cycle-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const config: Linter.Config[] = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { local: noCycle },
      rules: { 'local/no-cycle': ['error', { projectRoot: root }] },
    },
  ];
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(Object.keys(files));
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      file: result.filePath.slice(root.length + 1),
      line: message.line,
      message: message.message,
    })),
  );
}

describe('no-cycle', () => {
  it('reports two files that import each other, one of them by `import type`', async () => {
    const messages = await cyclesIn({
      'src/a.ts': "import type { B } from './b';\nexport const a = (b: B) => b.name;\n",
      'src/b.ts': "import { a } from './a';\nexport type B = { name: string; a: typeof a };\n",
    });
    expect(messages).toEqual([
      { file: 'src/a.ts', line: 1, message: 'Import cycle: src/a.ts → src/b.ts → src/a.ts' },
      { file: 'src/b.ts', line: 1, message: 'Import cycle: src/b.ts → src/a.ts → src/b.ts' },
    ]);
  });

  it('reports a longer cycle through re-exports, aliases, index files and import()', async () => {
    const messages = await cyclesIn({
      'src/shared/a.ts': "export { b } from '@shared/b/index.js';\n",
      'src/shared/b/index.ts': "export * from './c';\n",
      'src/shared/b/c.ts': "export const b = () => import('../a');\n",
    });
    expect(messages).toContainEqual({
      file: 'src/shared/a.ts',
      line: 1,
      message:
        'Import cycle: src/shared/a.ts → src/shared/b/index.ts → src/shared/b/c.ts → src/shared/a.ts',
    });
    expect(messages).toHaveLength(3);
  });

  it('accepts imports that go one way only, type imports and shared dependencies included', async () => {
    const messages = await cyclesIn({
      'src/schema.ts': 'export type Shape = { name: string };\n',
      'src/defaults.ts':
        "import type { Shape } from './schema';\nexport const shape: Shape = { name: '' };\n",
      'src/content.ts':
        "import { shape } from './defaults';\nimport type { Shape } from './schema';\nexport const copy: Shape = { ...shape };\n",
    });
    expect(messages).toEqual([]);
  });
});
