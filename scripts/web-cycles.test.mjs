// No import cycle between the web app's modules: a cycle makes evaluation order depend on which
// module is loaded first, and ties features, components and lib into one knot. The graph is the
// static imports and re-exports of apps/web/src, type-only ones included (they tie the modules
// as much for a reader); dynamic import('…') is left out, since it loads a screen later, once
// every module is evaluated (route-table.ts loads each screen that way).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../apps/web/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files a module imports statically through relative specifiers. */
export function importsOf(file, source) {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of parsed.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      targets.push(path.resolve(path.dirname(file), specifier.text));
    }
  }
  return targets;
}

/** Every cycle's files, found by a depth-first walk (each cycle reported once, from where it closes). */
export function findCycles(graph) {
  const state = new Map();
  const stack = [];
  const cycles = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('the web import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads static imports and re-exports, not dynamic ones', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import { z } from 'zod';",
      "const screen = () => import('./d.tsx');",
    ].join('\n');
    expect(importsOf('/src/x/file.ts', source)).toEqual(['/src/x/a.ts', '/src/b.ts', '/src/x/c.ts']);
  });

  it('has no cycle in apps/web/src', () => {
    const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
