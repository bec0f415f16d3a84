import type { Plugin } from 'vite';

const stubId = '\0no-css-variables-theme';
const muiCreateTheme = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

/**
 * MUI's createTheme also builds CSS-variables themes (`cssVariables`, `colorSchemes`), which
 * the app's themes never ask for (app/theme/themes.ts). That branch is imported statically
 * and weighs about 3.4 KB gzip on every page: here it resolves to a function that says so
 * if it is ever reached.
 */
export function noCssVariablesTheme(): Plugin {
  return {
    name: 'no-css-variables-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './createThemeWithVars.mjs' && importer && muiCreateTheme.test(importer) ? stubId : null;
    },
    load(id) {
      if (id !== stubId) return null;
      return "export default function createThemeWithVars() { throw new Error('Thèmes à variables CSS non pris en charge (build/no-css-variables-theme.ts)'); }";
    },
  };
}
