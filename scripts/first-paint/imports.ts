/**
 * What a module takes from the modules it imports, read from its import and export statements: the names, so that
 * a walk through a package's index (`import { Table } from '@mantine/core'`) follows Table and not the hundred
 * components the index re-exports, as the bundler's tree-shaking does.
 */
import path from 'node:path';

/** The names wanted from a module; `'*'` for all of them. */
export type Wanted = Set<string> | '*';

export interface Edge {
  specifier: string;
  /** Names taken from the target: imported ones, or re-exported ones mapped to the target's names. */
  names: (wantedHere: Wanted) => Wanted;
}

const STATEMENT =
  /(?:^|[;}])\s*(import|export)\s*(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?|[\w$]+)?\s*(?:from\s*)?["']([^"'\n]+)["']/gm;

function specifiers(list: string): { imported: string; local: string }[] {
  return list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [imported = '', local = imported] = part.split(/\s+as\s+/);
      return { imported: imported.trim(), local: local.trim() };
    });
}

const EXPORT_LIST = /(?:^|[;}])\s*export\s*(\{[^}]*\})\s*(?!\s*from)(?=;|$)/gm;

/**
 * The import and re-export statements of a module's (transformed, JavaScript) code. A module that holds nothing
 * else (an index that imports parts and exports them again) hands on only the names wanted from it.
 */
export function importsOf(code: string): { edges: Edge[]; index: boolean } {
  const edges: Edge[] = [];
  const localImports = new Map<string, Edge & { imported: string }>();
  for (const [, keyword, typeOnly, defaultPart, clause = '', specifier = ''] of code.matchAll(STATEMENT)) {
    if (typeOnly) continue;
    if (keyword === 'import') {
      const names = new Set<string>();
      const defaultLocal = defaultPart?.replace(/[\s,]/g, '') ?? (/^[\w$]+$/.test(clause) ? clause : undefined);
      if (defaultLocal) names.add('default');
      if (clause.startsWith('{')) for (const { imported } of specifiers(clause)) names.add(imported);
      // `import * as x` and a bare `import './x'` (run for its effects) take the whole module.
      const all = clause.startsWith('*') || (!defaultPart && clause === '');
      const edge: Edge = { specifier, names: () => (all ? '*' : names) };
      edges.push(edge);
      if (defaultLocal) localImports.set(defaultLocal, { ...edge, imported: 'default' });
      const namespaceLocal = /^\*\s*as\s+([\w$]+)/.exec(clause)?.[1];
      if (namespaceLocal) localImports.set(namespaceLocal, { ...edge, imported: '*' });
      if (clause.startsWith('{'))
        for (const { imported, local } of specifiers(clause)) localImports.set(local, { ...edge, imported });
    } else if (clause.startsWith('{')) {
      const pairs = specifiers(clause);
      edges.push({
        specifier,
        names: (wanted) =>
          new Set(pairs.filter(({ local }) => wanted === '*' || wanted.has(local)).map(({ imported }) => imported)),
      });
    } else if (clause.startsWith('*')) {
      // `export * as ns from` hands over everything; `export * from` hands over what is wanted.
      const namespace = /\bas\b/.test(clause);
      edges.push({ specifier, names: (wanted) => (namespace ? '*' : wanted) });
    }
  }
  const own = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(STATEMENT, '')
    .replace(EXPORT_LIST, '')
    .replace(/[\s;]/g, '');
  if (own !== '') return { edges, index: false };
  if (localImports.size === 0) return { edges, index: true };
  // An index: each import is taken for the names it is exported under.
  const exportedAs = new Map<string, string[]>();
  for (const [, list = ''] of code.matchAll(EXPORT_LIST))
    for (const { imported: local, local: exported } of specifiers(list))
      exportedAs.set(local, [...(exportedAs.get(local) ?? []), exported]);
  const reexports = edges.filter((edge) => ![...localImports.values()].some((i) => i.specifier === edge.specifier));
  const bySpecifier = new Map<string, { imported: string; exported: string[] }[]>();
  for (const [local, { specifier, imported }] of localImports)
    bySpecifier.set(specifier, [
      ...(bySpecifier.get(specifier) ?? []),
      { imported, exported: exportedAs.get(local) ?? [] },
    ]);
  const indexEdges = [
    ...reexports,
    ...[...bySpecifier].map(([specifier, bindings]) => ({
      specifier,
      names: (wanted: Wanted): Wanted => {
        const taken = bindings
          .filter(({ exported }) => wanted === '*' || exported.some((name) => wanted.has(name)))
          .map(({ imported }) => imported);
        return taken.includes('*') ? '*' : new Set(taken);
      },
    })),
  ];
  return { edges: indexEdges, index: true };
}

export function targetOf(specifier: string, importer: string, importedIds: readonly string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(importer), specifier);
    return importedIds.find(
      (id) => id === base || id.replace(/\.[cm]?[jt]sx?$/, '') === base || id.startsWith(`${base}/index.`),
    );
  }
  const inPackage = `/node_modules/${specifier}`;
  return importedIds.find((id) => {
    const at = id.replaceAll('\\', '/').indexOf(inPackage);
    const next = id.charAt(at + inPackage.length);
    return at >= 0 && (next === '/' || next === '.' || next === '');
  });
}

export function union(a: Wanted | undefined, b: Wanted): Wanted {
  if (a === undefined) return b;
  if (a === '*' || b === '*') return '*';
  return new Set([...a, ...b]);
}

export function grows(before: Wanted | undefined, after: Wanted): boolean {
  if (before === undefined) return true;
  if (before === '*') return false;
  return after === '*' || after.size > before.size;
}
