import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CodeSplittingOptions, OutputChunk, RolldownOutput } from 'rolldown';
import type { Plugin } from 'vite';
import { loadedAtOnce, routeModules } from './route-modules.ts';

/** Set while the survey build runs: that build splits as Rolldown would on its own. */
const SURVEY = 'STUDIO_CHUNK_SURVEY';

const chunkName = (routeModule: string) => path.basename(routeModule).replace(/\.[^.]+$/, '');

/** A route's first load: its route modules (the shell's and the screen's for a signed-in route), and which family it is of. */
export interface FirstLoad {
  modules: string[];
  /** Lazy parts the screen loads at once: what they run counts as the route's, but they keep chunks of their own. */
  eagerParts?: string[];
  family: 'signed-in' | 'signed-out';
}

/**
 * The modules a first load runs, in a build split by Rolldown alone: the entry's and the facades' chunks' and their
 * static imports'. With `lazyShortOf`, what its lazy parts run as well (its dialogs, menus, overlays, and theirs),
 * short of the chunks of those modules (other screens' route modules, which are other loads).
 */
function modulesLoaded(chunks: readonly OutputChunk[], facades: readonly string[], lazyShortOf?: ReadonlySet<string>): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry || (chunk.facadeModuleId !== null && facades.includes(chunk.facadeModuleId)));
  const modules = new Set<string>();
  while (stack.length > 0) {
    const chunk = stack.pop() as OutputChunk;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) stack.push(imported);
    }
    if (!lazyShortOf) continue;
    for (const file of chunk.dynamicImports) {
      const imported = byFile.get(file);
      if (imported && !(imported.facadeModuleId !== null && lazyShortOf.has(imported.facadeModuleId))) stack.push(imported);
    }
  }
  return modules;
}

/**
 * The chunk each module of a route's first load goes to, by which routes load it first: one route alone, with that
 * route's screen (`<screen>-first`); signed-in routes only, with the shell (`signed-in`); routes of both families,
 * in `first-load`. Read from a build Rolldown split on its own, so what each route loads is exact (tree shaking
 * and all). Route modules stay the facades of their own chunks (the build manifest and the boot hints find them
 * by that); the entry's modules stay in the entry, and what only lazy parts load (dialogs, editors, Konva) is
 * left to Rolldown, to load late as before. What one screen loads first and other screens' lazy parts also run
 * goes beside the screen's chunk (`<screen>-shared`), so that those parts do not download the screen.
 */
export function firstLoadGroups(chunks: readonly OutputChunk[], loads: readonly FirstLoad[]): Map<string, string> {
  const entryModules = modulesLoaded(chunks, []);
  const routeModuleIds = new Set(loads.flatMap((load) => loadedAtOnce(load)));
  const owners = new Map<string, FirstLoad[]>();
  /** What the route modules themselves run: the rest of an eager part's code stays in its chunk, to come later. */
  const runByRouteModules = new Set<string>();
  for (const load of loads) {
    for (const id of modulesLoaded(chunks, load.modules)) runByRouteModules.add(id);
    for (const id of modulesLoaded(chunks, loadedAtOnce(load))) {
      if (entryModules.has(id) || routeModuleIds.has(id)) continue;
      owners.set(id, [...(owners.get(id) ?? []), load]);
    }
  }
  const lazilyRun = new Map(loads.map((load) => [load, modulesLoaded(chunks, loadedAtOnce(load), routeModuleIds)]));
  /**
   * Whether another screen's lazy parts run the module too. In that screen's chunk, the module would bring the whole
   * chunk with it: the account screen's had the overlays every menu, dialog, toast and tooltip opens with (41 kB
   * gzip, downloaded on every screen at the first tooltip). Such modules go in a chunk beside the screen's own.
   */
  const isRunLazilyElsewhere = (id: string, owner: FirstLoad) =>
    loads.some((load) => load !== owner && lazilyRun.get(load)?.has(id) === true);
  const groups = new Map<string, string>();
  for (const [id, owning] of owners) {
    const [first] = owning;
    if (!first) continue;
    const screen = first.modules.at(-1);
    if (owning.length === 1 && !runByRouteModules.has(id)) continue;
    if (owning.length === 1 && screen) groups.set(id, `${chunkName(screen)}-${isRunLazilyElsewhere(id, first) ? 'shared' : 'first'}`);
    else groups.set(id, owning.every((load) => load.family === first.family) ? first.family : 'first-load');
  }
  return groups;
}

/**
 * Rolldown's own splitting gives each set of importers a chunk of its own: 50 to 110 small files on a signed-in
 * route's first load. The plugin first builds the app in memory as Rolldown would split it (a few seconds), reads
 * what each route's first load runs, and has the real build put that in a few files: the entry, what routes of
 * both families share, what the signed-in routes share (the shell's), and each screen's own.
 */
export function firstLoadChunks(root: string): { plugin: Plugin; codeSplitting: CodeSplittingOptions } {
  let groups = new Map<string, string>();
  const loads: FirstLoad[] = routeModules
    .filter((route, index, all) => all.findIndex((other) => other.modules.join() === route.modules.join()) === index)
    .map((route) => ({
      modules: route.modules.map((module) => path.join(root, module)),
      ...(route.eagerParts ? { eagerParts: route.eagerParts.map((module) => path.join(root, module)) } : {}),
      family: route.needsSession ? 'signed-in' : 'signed-out',
    }));
  const plugin: Plugin = {
    name: 'studio:first-load-chunks',
    apply: 'build',
    async config(config, environment) {
      // Only the app's own build: not the survey itself, nor a build of other pages on this config (Storybook's).
      const build = config.build;
      if (process.env[SURVEY] || build?.rolldownOptions?.input || build?.rollupOptions?.input || build?.lib) return;
      const vite = await import('vite');
      // Nothing is written: the empty folder only keeps the plugins that read the output folder off the real one.
      const outDir = mkdtempSync(path.join(os.tmpdir(), 'studio-chunk-survey-'));
      process.env[SURVEY] = '1';
      try {
        const result = (await vite.build({
          root,
          mode: environment.mode,
          logLevel: 'silent',
          build: { write: false, outDir, emptyOutDir: false },
        })) as RolldownOutput | RolldownOutput[];
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs.flatMap((output) => output.output.filter((item): item is OutputChunk => item.type === 'chunk'));
        groups = firstLoadGroups(chunks, loads);
      } finally {
        delete process.env[SURVEY];
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
  const codeSplitting: CodeSplittingOptions = {
    // Each group holds its own dependencies by construction (what two routes load, both load all of), or the entry
    // has them: no module is to be pulled in after it.
    groups: [
      // What the entry runs, in one file rather than a dozen shared with lazy chunks.
      { name: 'app', tags: ['$initial'], priority: 2 },
      { name: (id) => groups.get(id) ?? null, includeDependenciesRecursively: false, priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
