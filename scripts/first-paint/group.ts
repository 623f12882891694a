/**
 * Chunks cut along first paints. Left to itself the bundler makes one chunk for every distinct set of lazy entry
 * points that reach a module; with a page, its dialogs, tabs and deferred parts all lazy, a list page's first visit
 * fetched ~70 chunks, most under a kilobyte, each compressed on its own (brotli learns nothing across files): the
 * same code in one file compresses a quarter smaller. This group gathers the modules a route's first paint needs
 * (its pages and what they import statically) into the chunks plan.ts chooses. A lazy part that uses one of those
 * modules loads its chunk after the paint, when a few kilobytes more cost little.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { ROUTE_PAGES } from '../route-pages';
import { walk, type ModuleNode, type ModuleSource } from './graph';
import { planChunks } from './plan';

export function chunkNames(webRoot: string, source: ModuleSource): Map<string, string> {
  const modules = new Map<string, ModuleNode>();
  // What the entry loads is in the entry's chunk already (the `$initial` group).
  const initial = walk([path.join(webRoot, 'main.tsx')], source, modules);
  const routesOf = new Map<string, number>();
  Object.values(ROUTE_PAGES).forEach((pages, bit) => {
    for (const id of walk(
      pages.map((page) => path.join(webRoot, page)),
      source,
      modules,
    )) {
      const node = modules.get(id);
      if (!node || node.index || node.lazy || initial.has(id)) continue;
      routesOf.set(id, (routesOf.get(id) ?? 0) | (1 << bit));
    }
  });
  return planChunks(routesOf, modules, { compressedPerChar: 0.075, chunkCost: 320 });
}

export function firstPaintGroup(webRoot: string): Rolldown.CodeSplittingGroup {
  let names: Map<string, string> | undefined;
  return {
    // The bundler's timing report names a group whose `name` is a function by this.
    debugName: 'first-paint',
    name(id, ctx) {
      names ??= chunkNames(webRoot, ctx);
      return names.get(id) ?? null;
    },
    // A module's imports are needed wherever it is; plan.ts puts them in chunks of their own.
    includeDependenciesRecursively: false,
  };
}
