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
      filename: '/repo/apps/api/src/plugins/auth.ts',
      code: "import { loadViewer } from '../modules/accounts/viewer.ts';",
      errors: [{ messageId: 'kernel' }],
    },
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

// The tables rule reads the schema's owners from db/schema; here they are given.
const tables = {
  byName: { users: 'accounts', payments: 'membership', memberships: 'membership', partners: 'registration' },
  bySqlName: { users: 'accounts', payments: 'membership', memberships: 'membership', partners: 'registration' },
};
const options = [{ tables }];
const inMembership = '/repo/apps/api/src/modules/membership/membership.repository.ts';

tester.run('boundaries/tables (ADR 081)', boundaries.rules.tables, {
  valid: [
    // A module reads and writes its own tables.
    {
      filename: inMembership,
      options,
      code: "import { payments } from '../../db/schema/index.ts'; db.insert(payments).values({});",
    },
    // It joins a person's name, never writing the person.
    {
      filename: inMembership,
      options,
      code: "import { payments, users } from '../../db/schema/index.ts'; db.select().from(payments).innerJoin(users);",
    },
    // A declared read model reads other contexts' tables.
    {
      filename: '/repo/apps/api/src/modules/platform/dashboard/dashboard.repository.ts',
      options,
      code: "import { memberships, payments } from '../../../db/schema/index.ts'; db.select().from(payments);",
    },
    // The kernel is not a module.
    {
      filename: '/repo/apps/api/src/plugins/viewer.repository.ts',
      options,
      code: "import { memberships } from '../db/schema/index.ts'; db.delete(memberships);",
    },
  ],
  invalid: [
    {
      filename: '/repo/apps/api/src/modules/registration/registration.repository.ts',
      options,
      code: "import { memberships } from '../../db/schema/index.ts';",
      errors: [{ messageId: 'table' }],
    },
    {
      filename: inMembership,
      options,
      code: "import { users } from '../../db/schema/index.ts'; db.update(users).set({});",
      errors: [{ messageId: 'write' }],
    },
    {
      filename: '/repo/apps/api/src/modules/platform/dashboard/dashboard.repository.ts',
      options,
      code: "import { payments } from '../../../db/schema/index.ts'; db.delete(payments);",
      errors: [{ messageId: 'write' }],
    },
    {
      filename: inMembership,
      options,
      code: 'db.execute(sql`update users set firstname = ${name}`);',
      errors: [{ messageId: 'write' }],
    },
  ],
});
