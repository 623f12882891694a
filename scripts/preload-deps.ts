/**
 * Vite writes, beside each lazy `import()`, the list of files to preload with it: every chunk the imported one
 * needs, statically, all the way down. Those the importing chunk itself needs statically are loaded already when
 * its code runs, yet each list names them again: the entry, the runtime, the shared first-paint chunks. On the
 * project files tab that was ~45 of the ~440 names in its chunks' lists. This drops them (`build.modulePreload.
 * resolveDependencies`, Vite's supported hook), reading the import graph of the bundle as it is written.
 */
import type { Plugin } from 'vite';

type Graph = Map<string, readonly string[]>;

export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let graph: Graph | undefined;
  const loaded = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    let found = loaded.get(file);
    if (found) return found;
    found = new Set<string>();
    const stack = [file];
    while (stack.length) {
      const next = stack.pop() as string;
      if (found.has(next)) continue;
      found.add(next);
      stack.push(...(graph?.get(next) ?? []));
    }
    loaded.set(file, found);
    return found;
  };
  return {
    plugin: {
      name: 'byggarkiv-preload-graph',
      apply: 'build',
      // Runs before Vite's own generateBundle (a build plugin placed after the user's), which asks for the lists.
      generateBundle(_options, bundle) {
        graph = new Map();
        loaded.clear();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') graph.set(output.fileName, output.imports);
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !graph?.has(hostId)) return deps;
      const present = closure(hostId);
      return deps.filter((dep) => !present.has(dep));
    },
  };
}
