import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { webZones } from './web-zones.js';

// RuleTester calls describe/it: vitest's own.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const rule = webZones.rules.imports;
const src = '/repo/apps/web/src';

tester.run('web-zones/imports', rule, {
  valid: [
    // app/ composes features, components and lib.
    {
      filename: `${src}/app/routes/aja-home.tsx`,
      code: "import { QuestionnairesMenu } from '../../features/surveys/components/questionnaires-menu.tsx';",
    },
    {
      filename: `${src}/app/route-table.ts`,
      code: "const screen = () => import('../features/membership/admin/routes/payments.tsx');",
    },
    // A feature uses components/, lib/ and its own files.
    {
      filename: `${src}/features/membership/admin/routes/payments.tsx`,
      code: "import { AdminPage } from '../../../../components/admin/admin-page.tsx';",
    },
    {
      filename: `${src}/features/membership/admin/routes/payments.tsx`,
      code: "import { apiClient } from '../../../../lib/api-client.ts';",
    },
    {
      filename: `${src}/features/membership/admin/routes/payments.tsx`,
      code: "import { PaymentsTable } from '../../components/payments-table.tsx';",
    },
    // components/ and lib/ use each other and packages/shared.
    {
      filename: `${src}/components/admin/file-upload.tsx`,
      code: "import { isApiError } from '../../lib/api-error.ts';",
    },
    {
      filename: `${src}/lib/session.ts`,
      code: "import { PageLoader } from '../components/ui/page-loader.tsx';",
    },
    {
      filename: `${src}/lib/profile.ts`,
      code: "import { accessRules } from '@plateforme/shared/accounts/access.rules';",
    },
    // Tests and the test helpers may render a screen inside the whole app.
    {
      filename: `${src}/features/accounts/routes/email-change.test.tsx`,
      code: "import { AppRoutes } from '../../../app/router.tsx';",
    },
    {
      filename: `${src}/test/render-route.tsx`,
      code: "import { AppRoutes } from '../app/router.tsx';",
    },
    // Outside the web app the rule says nothing.
    {
      filename: '/repo/apps/api/src/modules/accounts/users.service.ts',
      code: "import { x } from '../../app.ts';",
    },
  ],
  invalid: [
    {
      filename: `${src}/components/admin/record-screen.tsx`,
      code: "import { useAdminDocument } from '../../features/library/admin/api/documents-api.ts';",
      errors: [{ messageId: 'upwards', data: { zone: 'components', target: 'features' } }],
    },
    {
      filename: `${src}/lib/session.ts`,
      code: "import { appRoutes } from '../app/route-table.ts';",
      errors: [{ messageId: 'upwards', data: { zone: 'lib', target: 'app' } }],
    },
    {
      filename: `${src}/lib/load-when-wanted.ts`,
      code: "const screen = () => import('../features/workshops/routes/meetings.tsx');",
      errors: [{ messageId: 'upwards', data: { zone: 'lib', target: 'features' } }],
    },
    {
      filename: `${src}/features/workshops/pro/routes/pro-users.tsx`,
      code: "import { useGoBack } from '../../../../app/layout/use-go-back.ts';",
      errors: [{ messageId: 'upwards', data: { zone: 'features', target: 'app' } }],
    },
    {
      filename: `${src}/features/platform/admin/routes/dashboard.tsx`,
      code: "export { adminSections } from '../../../../app/layout/navigation-items.ts';",
      errors: [{ messageId: 'upwards', data: { zone: 'features', target: 'app' } }],
    },
  ],
});
