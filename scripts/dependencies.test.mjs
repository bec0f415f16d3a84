import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every source file of a workspace, build scripts included, as one text to search. */
function sourcesOf(workspace) {
  const dir = path.join(root, workspace);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](node_modules|dist)[\\/]/.test(file));
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Dependencies nothing imports, each with its reason. */
const notImported = {
  // The Node the scripts and the production server run on: npm puts its binary first on the
  // scripts' PATH (ADR 089). A runtime, not a module.
  node: 'the runtime itself',
};

// The server ships its runtime dependencies: one nothing imports is weight and audit noise
// (ADR 023). The web app is left out: its peers (@emotion/styled for MUI) are never imported.
describe.each(['.', 'apps/api', 'packages/shared'])('runtime dependencies of %s', (workspace) => {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  const imported = Object.keys(dependencies).filter((name) => !(name in notImported));
  // The root's own scripts only: the workspaces are checked on their own.
  const sources = workspace === '.' ? sourcesOf('scripts') : sourcesOf(workspace);

  it.runIf(workspace === '.')('the root depends on nothing but the pinned Node', () => {
    expect(Object.keys(dependencies)).toEqual(['node']);
  });

  it.each(imported)('%s is imported by the code', (name) => {
    // A module specifier: 'name', 'name/sub' or `name/${…}` inside quotes.
    expect(sources).toMatch(new RegExp(`['"\`]${escape(name)}(/|['"\`])`));
  });
});
