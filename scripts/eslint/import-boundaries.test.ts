import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
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
    {
      code: "import { x } from '@shared/leads/leads';",
      filename: file('src/server/app.ts'),
      options,
    },
    {
      code: "import { x } from '@shared/leads/leads';",
      filename: file('src/client/main.tsx'),
      options,
    },
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
    {
      code: "import { x } from '@/features/places';",
      filename: file('src/client/features/leads/request/form.tsx'),
      options,
    },
    {
      code: "import { x } from '@/features/places/index';",
      filename: file('src/client/routes/home.tsx'),
      options,
    },
    {
      code: "import { Button } from '@/components/ui/button';",
      filename: file('src/client/components/confirm-dialog.tsx'),
      options,
    },
    {
      code: "import { cn } from '../lib/utils';",
      filename: file('src/client/hooks/use-x.ts'),
      options,
    },
    {
      code: "import { x } from '@shared/leads/leads';",
      filename: file('src/client/lib/x.ts'),
      options,
    },
    {
      code: "import { config } from '../config';",
      filename: file('src/server/plugins/auth.ts'),
      options,
    },
    {
      code: "import { x } from '../users';",
      filename: file('src/server/features/leads/routes.ts'),
      options,
    },
    {
      code: "import { x } from '../users/index';",
      filename: file('src/server/features/leads/routes.ts'),
      options,
    },
    {
      code: "import { x } from './repository';",
      filename: file('src/server/features/content/seo/page-resolver.ts'),
      options,
    },
    {
      code: "import { x } from '../users/repository';",
      filename: file('src/server/features/leads/routes.test.ts'),
      options,
    },
    {
      code: "import { x } from '../../features/users/repository';",
      filename: file('src/server/test/bad-input/seed.ts'),
      options,
    },
    {
      code: "import { x } from './features/leads/staff-repository';",
      filename: file('src/server/app.ts'),
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
    {
      code: "import { x } from '../users/api';",
      filename: file('src/client/features/leads/api.test.ts'),
      options,
      errors: [{ message: /^client feature 'leads' may reach feature 'users' only through/ }],
    },
    ...[
      ['src/client/components/page-header.tsx', "'@/features/auth'"],
      ['src/client/components/ui/button.tsx', "'@/routes/home'"],
      ['src/client/lib/api.ts', "'../app/query-client'"],
      ['src/client/hooks/use-session.ts', "'@/features/auth/use-session'"],
      ['src/client/lib/x.ts', "'@/app/router'"],
    ].map(([path, specifier]) => ({
      code: `import { x } from ${specifier};`,
      filename: file(path!),
      options,
      errors: [
        { message: /^client (components|lib|hooks)\/ may not import (features|routes|app)\// },
      ],
    })),
    {
      code: "import { verifyToken } from '../features/auth/tokens';",
      filename: file('src/server/plugins/auth.ts'),
      options,
      errors: [{ message: /^server plugins\/ may not import features\// }],
    },
    {
      code: "import type { X } from '../features/auth';",
      filename: file('src/server/plugins/auth.ts'),
      languageOptions: { parser: tseslint.parser },
      options,
      errors: [{ message: /^server plugins\/ may not import features\// }],
    },
    {
      code: "import { x } from '../users/repository';",
      filename: file('src/server/features/leads/routes.ts'),
      options,
      errors: [
        {
          message:
            /^server feature '(leads|content)' may reach feature '(users|leads)' only through/,
        },
      ],
    },
    {
      code: "export { x } from '../../leads/service';",
      filename: file('src/server/features/content/seo/x.ts'),
      options,
      errors: [
        {
          message:
            /^server feature '(leads|content)' may reach feature '(users|leads)' only through/,
        },
      ],
    },
  ],
});
