import { describe, expect, it } from 'vitest';
import { planStartSteps } from './start-chunks.ts';

/** A small module graph: each module's static and dynamic imports. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/web/src/main.tsx': {
    importedIds: ['/web/src/lib/session-keys.ts'],
    dynamicallyImportedIds: ['/web/src/app/theme/themes.ts', '/web/src/app/start.tsx'],
  },
  '/web/src/lib/session-keys.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/web/src/app/theme/themes.ts': {
    importedIds: ['/nm/@mui/material/styles/index.mjs', '/web/src/app/theme/colours.ts'],
    dynamicallyImportedIds: [],
  },
  '/web/src/app/theme/colours.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/nm/@mui/material/styles/index.mjs': {
    importedIds: ['/nm/@mui/material/InputBase/index.mjs'],
    dynamicallyImportedIds: [],
  },
  '/nm/@mui/material/InputBase/index.mjs': { importedIds: [], dynamicallyImportedIds: [] },
  '/web/src/app/layout/app-layout.tsx': {
    importedIds: ['/nm/@mui/material/Typography/index.mjs', '/web/src/app/theme/colours.ts'],
    dynamicallyImportedIds: [],
  },
  '/nm/@mui/material/Typography/index.mjs': { importedIds: [], dynamicallyImportedIds: [] },
  '/web/src/app/providers.tsx': { importedIds: [], dynamicallyImportedIds: [] },
  '/web/src/app/start.tsx': {
    importedIds: ['/web/src/lib/session-keys.ts', '/nm/@mui/material/Typography/index.mjs', '/web/src/app/router.tsx'],
    dynamicallyImportedIds: ['/web/src/features/login.tsx'],
  },
  '/web/src/app/router.tsx': { importedIds: [], dynamicallyImportedIds: [] },
  '/web/src/features/login.tsx': {
    importedIds: ['/nm/@mui/material/Typography/index.mjs'],
    dynamicallyImportedIds: [],
  },
};

const plan = () =>
  planStartSteps(
    Object.keys(graph),
    (id) => graph[id] ?? null,
    (id) => id.includes('/@mui/material/styles/'),
  );

describe('planStartSteps', () => {
  it('puts each module the start loads in the first step that imports it', () => {
    expect(Object.fromEntries(plan())).toEqual({
      '/web/src/lib/session-keys.ts': 'boot',
      '/web/src/app/theme/themes.ts': 'themes',
      '/web/src/app/theme/colours.ts': 'themes',
      '/web/src/app/layout/app-layout.tsx': 'app-layout',
      '/nm/@mui/material/Typography/index.mjs': 'app-layout',
      '/web/src/app/providers.tsx': 'providers',
      '/web/src/app/start.tsx': 'start',
      '/web/src/app/router.tsx': 'start',
    });
  });

  it("leaves the entry, the screens and what only the libraries' groups import to the other rules", () => {
    const steps = plan();
    expect(steps.has('/web/src/main.tsx')).toBe(false);
    expect(steps.has('/web/src/features/login.tsx')).toBe(false);
    expect(steps.has('/nm/@mui/material/InputBase/index.mjs')).toBe(false);
  });

  it('fails the build when a step has moved', () => {
    const { ['/web/src/app/providers.tsx']: _moved, ...rest } = graph;
    expect(() => planStartSteps(Object.keys(rest), (id) => rest[id] ?? null)).toThrow(
      'src/app/providers.tsx is missing from the build',
    );
  });
});
