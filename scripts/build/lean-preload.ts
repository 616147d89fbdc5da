import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { staticClosure } from './chunk-graph.ts';

/**
 * Every lazy import carries the list of chunks to preload with it, and Vite lists each one's whole static graph:
 * React, React Aria and the API client again in every chunk that opens a dialog, some 7 kB gzip on the workshop's
 * first load alone. A chunk that runs has its own static imports and the entry's loaded already, so the list
 * keeps only the chunks that may still be missing.
 */
export function leanPreload(): Plugin {
  let bundle: OutputBundle | null = null;
  const loaded = new Map<string, Set<string>>();
  const loadedWhile = (host: string) => {
    if (!bundle) return new Set<string>();
    const cached = loaded.get(host);
    if (cached) return cached;
    const entries = Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry);
    const closure = staticClosure(bundle, host);
    for (const entry of entries) staticClosure(bundle, entry.fileName, closure);
    loaded.set(host, closure);
    return closure;
  };
  return {
    name: 'studio:lean-preload',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
            hostType === 'js' ? dependencies.filter((dependency) => !loadedWhile(hostId).has(dependency)) : dependencies,
        },
      },
    }),
    // Vite resolves the lists in its own generateBundle, which runs after this one: the graph is complete here.
    generateBundle(_options, output) {
      bundle = output as unknown as OutputBundle;
      loaded.clear();
    },
  };
}
