import { describe, expect, it } from 'vitest';
import { getTheme } from '../src/app/theme/themes.ts';
import { noCssVariablesTheme } from './no-css-variables-theme.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = noCssVariablesTheme();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const createTheme = '/repo/node_modules/@mui/material/styles/createTheme.mjs';

describe('noCssVariablesTheme', () => {
  it('replaces only the CSS-variables branch that createTheme imports', async () => {
    const stub = resolveId.call(null, './createThemeWithVars.mjs', createTheme);
    expect(stub).toBeTypeOf('string');
    expect(resolveId.call(null, './createThemeNoVars.mjs', createTheme)).toBeNull();
    expect(
      resolveId.call(null, './createThemeWithVars.mjs', '/repo/node_modules/@mui/material/styles/index.mjs'),
    ).toBeNull();
    expect(load.call(null, stub)).toContain('throw new Error');
    expect(load.call(null, createTheme)).toBeNull();
  });

  it('is safe because no theme of the app takes that branch', () => {
    for (const name of ['default', 'dark', 'aja'] as const) {
      const theme = getTheme(name) as object;
      expect('colorSchemes' in theme || 'vars' in theme).toBe(false);
    }
  });
});
