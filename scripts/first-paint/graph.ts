/**
 * The module graph as a first paint sees it: from a route's pages through their static imports, taking from each
 * module only the names imported from it (imports.ts).
 */
import { grows, importsOf, targetOf, union, type Wanted } from './imports';

export interface ModuleSource {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

export interface ModuleNode {
  /** Length of the module's code, before minification. */
  size: number;
  /** Only imports and exports again: the bundler leaves nothing of it. */
  index: boolean;
  /** Loaded lazily somewhere: an entry of its own, in its own chunk. */
  lazy: boolean;
  /** The modules it takes something from. */
  targets: Set<string>;
}

interface Parsed {
  index: boolean;
  edges: { target: string; names: (wanted: Wanted) => Wanted }[];
  /** Imports the statements did not account for. */
  unread: string[];
}
const parsedModules = new WeakMap<ModuleSource, Map<string, Parsed>>();

function parse(id: string, info: NonNullable<ReturnType<ModuleSource['getModuleInfo']>>): Parsed {
  const { edges, index } = importsOf(info.code ?? '');
  const resolved = edges.flatMap((edge) => {
    const target = targetOf(edge.specifier, id, info.importedIds);
    return target ? [{ target, names: edge.names }] : [];
  });
  const read = new Set(resolved.map(({ target }) => target));
  return { index, edges: resolved, unread: info.importedIds.filter((target) => !read.has(target)) };
}

/**
 * Walks from `roots` and returns every module reached. Each module's `targets` are the modules it takes something
 * from, looking through indexes: what the bundler's chunks will import.
 */
export function walk(roots: readonly string[], source: ModuleSource, into = new Map<string, ModuleNode>()) {
  let parsed = parsedModules.get(source);
  if (!parsed) parsedModules.set(source, (parsed = new Map()));
  // Names wanted so far, per module; an index's per module that looks through it (each takes different parts).
  const wanted = new Map<string, Wanted>();
  const reached = new Set<string>();
  const pending: { id: string; names: Wanted; from?: string }[] = roots.map((id) => ({ id, names: '*' }));
  while (pending.length) {
    const { id, names, from } = pending.pop() as (typeof pending)[number];
    const info = source.getModuleInfo(id);
    if (!info) continue;
    let read = parsed.get(id);
    if (!read) parsed.set(id, (read = parse(id, info)));
    const { edges, index, unread } = read;
    if (from && !index) into.get(from)?.targets.add(id);
    const key = index ? `${from ?? ''}\0${id}` : id;
    const before = wanted.get(key);
    const now = union(before, names);
    if (!grows(before, now)) continue;
    wanted.set(key, now);
    reached.add(id);
    if (!into.has(id))
      into.set(id, { size: info.code?.length ?? 0, index, lazy: info.dynamicImporters.length > 0, targets: new Set() });
    const origin = index ? from : id;
    for (const { target, names: take } of edges) {
      const taken = take(now);
      if (taken === '*' || taken.size > 0) pending.push({ id: target, names: taken, from: origin });
    }
    // An import the statements did not account for is followed whole: better a larger chunk than a module left
    // out of a route it belongs to.
    for (const target of unread) pending.push({ id: target, names: '*', from: origin });
  }
  return reached;
}
