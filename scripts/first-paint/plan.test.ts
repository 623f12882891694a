import { describe, expect, it } from 'vitest';
import type { ModuleNode } from './graph';
import { planChunks } from './plan';

const OPTIONS = { compressedPerChar: 0.1, chunkCost: 300 };

function graph(spec: Record<string, { routes: number; size: number; imports?: string[] }>) {
  const modules = new Map<string, ModuleNode>(
    Object.entries(spec).map(([id, { size, imports = [] }]) => [
      id,
      { size, index: false, lazy: false, targets: new Set(imports) },
    ]),
  );
  const routesOf = new Map(Object.entries(spec).map(([id, { routes }]) => [id, routes]));
  return planChunks(routesOf, modules, OPTIONS);
}

describe('planChunks', () => {
  it('keeps modules of the same routes together and big modules of other routes apart', () => {
    const names = graph({
      table: { routes: 0b011, size: 20_000 },
      pagination: { routes: 0b011, size: 10_000 },
      form: { routes: 0b100, size: 20_000 },
    });
    expect(names.get('table')).toBe(names.get('pagination'));
    expect(names.get('form')).not.toBe(names.get('table'));
  });

  it('merges a small chunk into one its routes load anyway', () => {
    const names = graph({
      table: { routes: 0b0111, size: 30_000 },
      // 200 compressed bytes for two of the table's three routes: one file less for two routes outweighs 200
      // bytes the third downloads without using them.
      helper: { routes: 0b0011, size: 2_000 },
      other: { routes: 0b1000, size: 30_000 },
    });
    expect(names.get('helper')).toBe(names.get('table'));
    expect(names.get('other')).not.toBe(names.get('table'));
  });

  it('never merges two chunks that a third sits between', () => {
    // a imports c, c imports b: a and b in one chunk (the best merge by bytes) would import c, which imports
    // them back.
    const names = graph({
      a: { routes: 0b011, size: 1_000, imports: ['c'] },
      c: { routes: 0b100, size: 50_000, imports: ['b'] },
      b: { routes: 0b111, size: 1_000 },
    });
    expect(names.get('a')).not.toBe(names.get('b'));
  });
});
