/**
 * Which catalog namespaces a web module needs when it renders: the namespaces its own code and every module it
 * imports statically name (`useTranslation('files')`, `useTranslation(['files', 'drawings'])`, `t('files:…')`),
 * read from the sources. Dynamic imports are not followed: a lazily loaded part asks for its own. Of an index (a
 * feature's `index.ts`) only the re-exports an importer names are followed, as the bundler keeps only those
 * (first-paint/imports.ts reads the statements, for the chunk plan too); otherwise an over-approximation, the safe
 * side for both uses: the coverage test of the preload lists and the route weights.
 */
import fs from 'node:fs';
import path from 'node:path';
import { grows, importsOf, union, type Wanted } from './first-paint/imports';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'web');
const namespaces = fs
  .readdirSync(path.join(webDir, 'i18n', 'sv'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

// A list may hold a computed element with brackets of its own: `useTranslation(['files', KINDS[kind].ns])`.
const USE_TRANSLATION = /useTranslation\(\s*(?:'(\w+)'|\[((?:[^[\]]|\[[^\]]*\])*)\])?\s*(?:,\s*\{[^}]*\}\s*)?\)/g;
/** A file kind's own namespace, computed: `KINDS[kind].ns` (web/entities/file/kinds.ts). */
const KIND_NAMESPACE = /\bKINDS\[[^\]]+\]\.ns\b/;
const PREFIXED_KEY = new RegExp(`['\`](${namespaces.join('|')}):[\\w.$]`, 'g');

/** `./x` from a file: x.ts, x.tsx or x/index.ts(x), as the bundler resolves it. */
export function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** The namespaces a file's `useTranslation(…)` calls name: where its unprefixed keys are looked up. */
export function translationNamespaces(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(USE_TRANSLATION)) {
    if (match[1]) found.add(match[1]);
    else if (match[2])
      for (const name of match[2].matchAll(/'(\w+)'/g))
        if (name[1]) found.add(name[1]);
        else found.add('common');
  }
  return found;
}

/** Every namespace a file kind's `ns` can be, read from web/entities/file/kinds.ts. */
function kindNamespaces(): string[] {
  const source = fs.readFileSync(path.join(webDir, 'entities', 'file', 'kinds.ts'), 'utf8');
  return [...source.matchAll(/^\s+ns: '(\w+)',$/gm)].map((match) => match[1] as string);
}

/**
 * The namespaces a file's keys may be read from: those its `useTranslation(…)` calls name, and where a list holds
 * a kind's computed namespace, every kind's. That one is not in `translationNamespaces`: it is loaded when the
 * component first renders (`useTranslation` suspends), not before, so a page need not declare it.
 */
export function namespacesKeysMayMean(source: string): Set<string> {
  const found = translationNamespaces(source);
  for (const match of source.matchAll(USE_TRANSLATION))
    if (match[2] && KIND_NAMESPACE.test(match[2])) for (const namespace of kindNamespaces()) found.add(namespace);
  return found;
}

/** The namespaces one file names itself. */
export function namespacesNamedIn(source: string): Set<string> {
  const found = translationNamespaces(source);
  for (const match of source.matchAll(PREFIXED_KEY)) if (match[1]) found.add(match[1]);
  return found;
}

/** The namespaces of a module (a path under web/) and its static imports, each with the files that name it. */
export function namespaceSources(modulePath: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const wanted = new Map<string, Wanted>();
  const queue: { file: string; names: Wanted }[] = [{ file: path.resolve(webDir, modulePath), names: '*' }];
  while (queue.length) {
    const { file, names } = queue.pop() as (typeof queue)[number];
    const before = wanted.get(file);
    const now = union(before, names);
    if (!grows(before, now)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (before === undefined)
      for (const namespace of namespacesNamedIn(source))
        found.set(namespace, [...(found.get(namespace) ?? []), path.relative(webDir, file)]);
    wanted.set(file, now);
    for (const edge of importsOf(source).edges) {
      const target = edge.specifier.startsWith('.') ? resolveModule(file, edge.specifier) : null;
      const taken = target ? edge.names(now) : null;
      if (target && taken && (taken === '*' || taken.size > 0)) queue.push({ file: target, names: taken });
    }
  }
  return found;
}

export function namespacesOf(modulePath: string): Set<string> {
  return new Set(namespaceSources(modulePath).keys());
}
