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

// The server ships its runtime dependencies: one nothing imports is weight and audit noise
// (ADR 023). The web app is left out: its peers (@emotion/styled for MUI) are never imported.
describe.each(['apps/api', 'packages/shared'])('runtime dependencies of %s', (workspace) => {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  const sources = sourcesOf(workspace);

  it.each(Object.keys(dependencies))('%s is imported by the code', (name) => {
    // A module specifier: 'name', 'name/sub' or `name/${…}` inside quotes.
    expect(sources).toMatch(new RegExp(`['"\`]${escape(name)}(/|['"\`])`));
  });
});
