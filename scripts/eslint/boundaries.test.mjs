import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

// RuleTester calls describe/it: vitest's own.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const rule = boundaries.rules.imports;

tester.run('boundaries/imports (ADR 018)', rule, {
  valid: [
    // A module reads its own repository, and another module through its service.
    {
      filename: '/repo/apps/api/src/modules/surveys/surveys.service.ts',
      code: "import * as repository from './surveys.repository.ts';",
    },
    {
      filename: '/repo/apps/api/src/modules/surveys/surveys.service.ts',
      code: "import { getMemberAccess } from '../accounts/users.service.ts';",
    },
    {
      filename: '/repo/apps/api/src/modules/registration/use-cases/check-adh-code.ts',
      code: "import { findPartner } from '../partners.repository.ts';",
    },
    // A feature reads lib/ and components/, and app/ composes features.
    {
      filename: '/repo/apps/web/src/features/aja/components/questionnaires-menu.tsx',
      code: "import { useProfile } from '../../../lib/profile.ts';",
    },
    {
      filename: '/repo/apps/web/src/app/routes/aja-home.tsx',
      code: "import { useAjaWorkshops } from '../../features/workshops/api/get-aja-workshops.ts';",
    },
  ],
  invalid: [
    {
      filename: '/repo/apps/api/src/modules/surveys/surveys.service.ts',
      code: "import { findViewer } from '../users/users.repository.ts';",
      errors: [{ messageId: 'repository' }],
    },
    {
      filename: '/repo/apps/api/src/modules/registration/use-cases/check-adh-code.ts',
      code: "import { findValidPartnerCodeHashes } from '../../membership/membership.repository.ts';",
      errors: [{ messageId: 'repository' }],
    },
    {
      filename: '/repo/apps/web/src/features/aja/routes/aja-home.tsx',
      code: "import { useAjaWorkshops } from '../../workshops/api/get-aja-workshops.ts';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: '/repo/apps/web/src/features/membership/routes/payment-screen.tsx',
      code: "const module = import('../../registration/hooks/use-registration.ts');",
      errors: [{ messageId: 'feature' }],
    },
  ],
});
