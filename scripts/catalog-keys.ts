/**
 * Which catalog keys the web code reads that no catalog holds. i18next answers a missing key with the key
 * itself ("bulk.title" on the screen), so a typo or a key moved to another namespace shows only when someone
 * looks at that screen. Read from the sources, as namespace-usage.ts reads namespaces:
 * - `t('a.b')` is looked for in the namespaces the file's `useTranslation(…)` calls name (any of them: a file's
 *   components may each take another), or in every namespace when the file only gets `t` handed in;
 * - `t('ns:a.b')` and any string literal `'ns:a.b'` (column definitions, error maps) in that namespace;
 * - a template `t(\`status.${s}\`)` needs some key under its constant start; `t(\`${ns}:bulk.title\`)`, whose
 *   namespace is computed, needs the rest in every namespace the file names.
 * A key also counts as present as a subtree (`returnObjects`) or with a plural ending (`a.b_one`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { namespacesKeysMayMean } from './namespace-usage';

type Catalog = { [key: string]: string | Catalog };

export interface KeyUse {
  /** The key as written, `ns:` included; a template's `${…}` parts as they are. */
  key: string;
  line: number;
}

export interface MissingKey extends KeyUse {
  file: string;
  /** Where it was looked for. */
  namespaces: string[];
}

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'web');

/** Every leaf and every subtree path of a catalog. */
function pathsOf(catalog: Catalog, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(catalog)) {
    const at = prefix ? `${prefix}.${key}` : key;
    into.add(at);
    if (typeof value !== 'string') pathsOf(value, at, into);
  }
  return into;
}

export function loadCatalogKeys(language = 'sv'): Map<string, Set<string>> {
  const dir = path.join(webDir, 'i18n', language);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        pathsOf(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalog),
      ]),
  );
}

const T_CALL = /\bt\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`\n]+)`)/g;
const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The keys a file reads: first arguments of `t(…)` that are literals, and literal `'ns:key'` strings. */
export function keysUsedIn(source: string, namespaces: readonly string[]): KeyUse[] {
  const uses: KeyUse[] = [];
  const seen = new Set<number>();
  for (const match of source.matchAll(T_CALL)) {
    const key = match[1] ?? match[2] ?? match[3] ?? '';
    // Where its opening quote is, so the pass for 'ns:key' literals below does not count it again.
    seen.add(match.index + match[0].length - key.length - 2);
    uses.push({ key, line: lineAt(source, match.index) });
  }
  const prefixed = new RegExp(`(['"\`])((?:${namespaces.join('|')}):[\\w.]+)\\1`, 'g');
  for (const match of source.matchAll(prefixed))
    if (!seen.has(match.index)) uses.push({ key: match[2] ?? '', line: lineAt(source, match.index) });
  return uses;
}

const present = (keys: Set<string> | undefined, key: string): boolean =>
  !!keys && (keys.has(key) || [...keys].some((k) => k.startsWith(`${key}_`) && !k.slice(key.length + 1).includes('.')));

const underPrefix = (keys: Set<string> | undefined, prefix: string): boolean =>
  !!keys && (prefix === '' || [...keys].some((k) => k.startsWith(prefix)));

/** The namespaces a key is missing from, or null when it is found where it is read. */
export function whereMissing(key: string, own: readonly string[], catalogs: Map<string, Set<string>>): string[] | null {
  const candidates = own.length ? [...own] : [...catalogs.keys()];
  const dynamic = key.indexOf('${');
  const colon = key.indexOf(':');
  const hasNs = colon > 0 && (dynamic < 0 || colon < dynamic) && catalogs.has(key.slice(0, colon));
  if (dynamic < 0) {
    const [namespaces, rest] = hasNs ? [[key.slice(0, colon)], key.slice(colon + 1)] : [candidates, key];
    return namespaces.some((ns) => present(catalogs.get(ns), rest)) ? null : namespaces;
  }
  if (dynamic === 0 && /^\$\{[^}]+\}:/.test(key)) {
    // `${ns}:rest`: the namespace is computed, so the rest must be in each the file could mean.
    const rest = key.slice(key.indexOf('}:') + 2);
    const constant = rest.split('${')[0] ?? '';
    const missing = candidates.filter((ns) =>
      rest.includes('${') ? !underPrefix(catalogs.get(ns), constant) : !present(catalogs.get(ns), rest),
    );
    return missing.length ? missing : null;
  }
  const [namespaces, constant] = hasNs
    ? [[key.slice(0, colon)], key.slice(colon + 1, dynamic)]
    : [candidates, key.slice(0, dynamic)];
  return namespaces.some((ns) => underPrefix(catalogs.get(ns), constant)) ? null : namespaces;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every key the web code reads that its namespaces do not hold (Swedish and English have the same keys). */
export function missingKeys(catalogs = loadCatalogKeys()): MissingKey[] {
  const namespaces = [...catalogs.keys()];
  return sourceFiles(webDir).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const own = [...namespacesKeysMayMean(source)];
    return keysUsedIn(source, namespaces).flatMap((use) => {
      const missing = whereMissing(use.key, own, catalogs);
      return missing ? [{ ...use, file: path.relative(webDir, file), namespaces: missing }] : [];
    });
  });
}
