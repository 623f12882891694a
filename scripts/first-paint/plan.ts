/**
 * Which chunk each first-paint module goes to. It starts from one chunk per set of routes whose first paint needs
 * the module (nobody downloads a byte they do not use) and merges two chunks wherever the bytes a route saves
 * (one file less: its import lines, and what brotli learns from one part for the other) outweigh the bytes that
 * other routes then download without using them. Merges that would make two chunks import each other are
 * skipped: a cycle between chunks can run a module before the one it needs.
 */
import { createHash } from 'node:crypto';
import type { ModuleNode } from './graph';

export interface PlanOptions {
  /** Compressed bytes per character of unminified code (measured on this app: about 0.075). */
  compressedPerChar: number;
  /** Compressed bytes one chunk more costs a route that loads it (measured: about 320). */
  chunkCost: number;
}

interface Chunk {
  members: string[];
  /** The routes whose first paint loads it, as bits. */
  routes: number;
  bytes: number;
}

const bitCount = (n: number) => {
  let count = 0;
  for (let rest = n; rest; rest &= rest - 1) count++;
  return count;
};

/**
 * @param routesOf the routes (bit per route) whose first paint needs each module; modules already in the entry
 *   chunk, indexes and lazily loaded modules left out.
 * @param modules every module the walks reached, for the imports between chunks.
 */
export function planChunks(
  routesOf: Map<string, number>,
  modules: Map<string, ModuleNode>,
  options: PlanOptions,
): Map<string, string> {
  const chunks = new Map<string, Chunk>();
  const chunkOf = new Map<string, string>();
  for (const [id, routes] of routesOf) {
    const key = `r${routes}`;
    const chunk = chunks.get(key) ?? { members: [], routes, bytes: 0 };
    chunk.members.push(id);
    chunk.bytes += (modules.get(id)?.size ?? 0) * options.compressedPerChar;
    chunks.set(key, chunk);
    chunkOf.set(id, key);
  }

  // Imports between chunks (graph.ts looks through indexes); a lazily loaded module is a chunk of its own that
  // nothing merges.
  const nodeOf = (id: string) => chunkOf.get(id) ?? (modules.get(id)?.lazy ? id : undefined);
  const imports = new Map<string, Set<string>>();
  for (const [id, node] of modules) {
    const from = nodeOf(id);
    if (!from) continue;
    for (const target of node.targets) {
      const to = nodeOf(target);
      if (to && to !== from) (imports.get(from) ?? imports.set(from, new Set()).get(from))?.add(to);
    }
  }
  const reachesAround = (from: string, to: string) => {
    const pending = [...(imports.get(from) ?? [])].filter((node) => node !== to);
    const seen = new Set([from, ...pending]);
    while (pending.length) {
      const node = pending.pop() as string;
      for (const next of imports.get(node) ?? []) {
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          pending.push(next);
        }
      }
    }
    return false;
  };

  const gain = (a: Chunk, b: Chunk) =>
    options.chunkCost * bitCount(a.routes & b.routes) -
    b.bytes * bitCount(a.routes & ~b.routes) -
    a.bytes * bitCount(b.routes & ~a.routes);
  const refused = new Set<string>();
  for (;;) {
    let best: [string, string, number] | undefined;
    const keys = [...chunks.keys()];
    for (let i = 0; i < keys.length; i++)
      for (let j = i + 1; j < keys.length; j++) {
        const [a, b] = [keys[i] as string, keys[j] as string];
        if (refused.has(`${a} ${b}`)) continue;
        const value = gain(chunks.get(a) as Chunk, chunks.get(b) as Chunk);
        if (value > 0 && (!best || value > best[2])) best = [a, b, value];
      }
    if (!best) break;
    const [a, b] = best;
    if (reachesAround(a, b) || reachesAround(b, a)) {
      refused.add(`${a} ${b}`);
      continue;
    }
    const [into, from] = [chunks.get(a) as Chunk, chunks.get(b) as Chunk];
    into.members.push(...from.members);
    into.routes |= from.routes;
    into.bytes += from.bytes;
    chunks.delete(b);
    for (const id of from.members) chunkOf.set(id, a);
    const merged = new Set([...(imports.get(a) ?? []), ...(imports.get(b) ?? [])]);
    merged.delete(a);
    merged.delete(b);
    imports.set(a, merged);
    imports.delete(b);
    for (const targets of imports.values()) if (targets.delete(b)) targets.add(a);
    imports.get(a)?.delete(a);
    for (const pair of [...refused])
      if (pair.split(' ').includes(a) || pair.split(' ').includes(b)) refused.delete(pair);
  }

  const names = new Map<string, string>();
  for (const chunk of chunks.values()) {
    const name = `paint-${createHash('sha1').update(chunk.members.sort().join('\n')).digest('hex').slice(0, 8)}`;
    for (const id of chunk.members) names.set(id, name);
  }
  return names;
}
