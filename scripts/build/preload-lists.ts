// The preload list of each dynamic import without the chunks its importer already has. When a chunk runs `import()`,
// that chunk and every chunk it imports statically are loaded; Vite's list for the import names them all the same (the
// start chunks in nearly every list), and its helper resolves each name to a URL on every call: about half the work of
// the idle loads' tasks after the first screen (docs/decisions.md#speed-and-start-up).
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { staticClosure, type ImportGraph } from './chunk-graph';

export function preloadLists(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: ImportGraph | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'qihuo-preload-lists',
      apply: 'build',
      // Before Vite writes the lists (its own generateBundle): the bundle's import graph, kept for the hook below.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_fileName, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) closures.set(hostId, (loaded = staticClosure(bundle, [hostId])));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
