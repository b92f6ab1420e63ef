import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/project';
const options = [{ projectRoot: root }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = importBoundaries.rules['import-boundaries'];

const file = (path: string) => `${root}/${path}`;

tester.run('import-boundaries', rule, {
  valid: [
    { code: "import { z } from 'zod';", filename: file('src/shared/leads.ts'), options },
    { code: "import { x } from './http';", filename: file('src/shared/leads.ts'), options },
    { code: "import { it } from 'vitest';", filename: file('src/shared/leads.test.ts'), options },
    { code: "import { x } from '@shared/leads/leads';", filename: file('src/server/app.ts'), options },
    { code: "import { x } from '@shared/leads/leads';", filename: file('src/client/main.tsx'), options },
    {
      code: "import { x } from '../api';",
      filename: file('src/client/features/leads/components/list.tsx'),
      options,
    },
    {
      code: "import { cn } from '@/lib/utils';",
      filename: file('src/client/features/leads/components/list.tsx'),
      options,
    },
    {
      code: "import { LeadList } from '@/features/leads/components/list';",
      filename: file('src/client/routes/admin-leads.tsx'),
      options,
    },
    {
      code: "import { buildApp } from '../src/server/app';",
      filename: file('bench/x.ts'),
      options,
    },
  ],
  invalid: [
    {
      code: "import { it } from 'vitest';",
      filename: file('src/shared/leads.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
    {
      code: "import fs from 'node:fs';",
      filename: file('src/shared/leads.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
    {
      code: "import { x } from '../server/app';",
      filename: file('src/shared/leads.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
    {
      code: "import { x } from '../../client/lib/paths';",
      filename: file('src/server/features/leads.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
    {
      code: "export { x } from '../../server/config';",
      filename: file('src/client/lib/x.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
    {
      code: "const m = import('@/features/users/api');",
      filename: file('src/client/features/leads/api.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
    {
      code: "import { x } from '../users/api';",
      filename: file('src/client/features/leads/api.ts'),
      options,
      errors: [{ messageId: 'boundary' }],
    },
  ],
});
