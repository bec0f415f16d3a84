import type { Plugin } from 'vite';

/** What a module of the build says about its imports (Rollup's and Rolldown's module info). */
export type ModuleImports = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };

/**
 * The steps of the app's start, in the order src/main.tsx imports them (ADR 016): each is
 * evaluated in a task of its own, and every page goes through all of them.
 */
export const startSteps = [
  { name: 'themes', module: 'src/app/theme/themes.ts' },
  { name: 'app-layout', module: 'src/app/layout/app-layout.tsx' },
  { name: 'providers', module: 'src/app/providers.tsx' },
  { name: 'start', module: 'src/app/start.tsx' },
] as const;

const ENTRY_MODULE = 'src/main.tsx';

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * Every module `from` reaches by static imports, itself included, without going through the
 * libraries' own groups (`grouped`): their barrels (@mui/material/styles, @mui/system) import
 * every component's classes, of which the start uses none.
 */
function staticGraph(
  from: string,
  info: (id: string) => ModuleImports | null,
  grouped: (id: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || grouped(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * For each module the start loads, the script it goes in: `boot` for the entry's own imports
 * (the entry itself stays the page's first script), then the step that first needs it, so
 * every module is fetched and evaluated at the same step as before.
 */
export function planStartSteps(
  ids: Iterable<string>,
  info: (id: string) => ModuleImports | null,
  grouped: (id: string) => boolean = () => false,
) {
  const all = [...ids];
  const find = (suffix: string) => all.find((id) => normalise(id).endsWith(`/${suffix}`));
  const entry = find(ENTRY_MODULE);
  const taken = new Set(entry ? staticGraph(entry, info, grouped) : []);
  const stepOf = new Map<string, string>();
  // The entry's own imports in one script beside it: Rolldown would split those the app
  // shares (the session's storage keys, the early requests) into a script each.
  for (const id of taken) if (id !== entry) stepOf.set(id, 'boot');
  for (const step of startSteps) {
    const module = find(step.module);
    if (!module) throw new Error(`${step.module} is missing from the build`);
    for (const id of staticGraph(module, info, grouped)) {
      if (taken.has(id)) continue;
      taken.add(id);
      stepOf.set(id, step.name);
    }
  }
  return stepOf;
}

/**
 * One script per step of the start, rather than one for each small module the screens also
 * use (Typography, Stack, the access rules…): Rolldown splits those out because the lazy
 * screens import them too, not knowing that every screen loads after the start. The plugin
 * reads the module graph once it is built; `group` is the code-splitting group that uses it,
 * to be placed after the groups of the libraries.
 */
export function startChunks(grouped: (id: string) => boolean) {
  let stepOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      stepOf = planStartSteps(this.getModuleIds(), (id) => this.getModuleInfo(id), grouped);
    },
  };
  const group = {
    debugName: 'start-steps',
    name: (id: string) => stepOf.get(id) ?? null,
    test: (id: string) => stepOf.has(id),
    // Only the modules planned: following their imports would pull the entry's own modules
    // (the session, the early requests) into a step, and the entry would wait for it.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
