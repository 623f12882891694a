/**
 * Which catalog namespaces a web module needs when it renders: the namespaces its own code and every module it
 * imports statically name (`useTranslation('files')`, `useTranslation(['files', 'drawings'])`, `t('files:…')`),
 * read from the sources. Dynamic imports are not followed: a lazily loaded part asks for its own. Of a feature's
 * barrel (`features/x/index.ts`) only the re-exports an importer names are followed, as the bundler keeps only
 * those (vite.config.ts); otherwise an over-approximation, the safe side for both uses: the coverage test of the
 * preload lists and the route weights.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'web');
const namespaces = fs
  .readdirSync(path.join(webDir, 'i18n', 'sv'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)([^'";]*?\sfrom\s+)?'(\.[^']+)'/gm;
const USE_TRANSLATION = /useTranslation\(\s*(?:'(\w+)'|\[([^\]]*)\])?\s*(?:,\s*\{[^}]*\}\s*)?\)/g;
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

/** The namespaces one file names itself. */
export function namespacesNamedIn(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(USE_TRANSLATION)) {
    if (match[1]) found.add(match[1]);
    else if (match[2])
      for (const name of match[2].matchAll(/'(\w+)'/g))
        if (name[1]) found.add(name[1]);
        else found.add('common');
  }
  for (const match of source.matchAll(PREFIXED_KEY)) if (match[1]) found.add(match[1]);
  return found;
}

/** The names an import or re-export clause takes (`{ a, b as c, type T }` → a, b); null for all of them. */
function importedNames(clause: string | undefined): Set<string> | null {
  const braces = clause ? /^\{([^}]*)\}\s*from\s*$/.exec(clause.trim()) : null;
  if (!braces?.[1]) return null;
  const names = braces[1]
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] as string);
  return new Set(names);
}

const isBarrel = (file: string) => /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(file);

/** The namespaces of a module (a path under web/) and its static imports, each with the files that name it. */
export function namespaceSources(modulePath: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: Array<{ file: string; names: Set<string> | null }> = [
    { file: path.resolve(webDir, modulePath), names: null },
  ];
  while (queue.length) {
    const { file, names } = queue.pop() as { file: string; names: Set<string> | null };
    const barrel = isBarrel(file) && names !== null;
    const key = barrel ? `${file}#${[...names].sort().join(',')}` : file;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = fs.readFileSync(file, 'utf8');
    for (const namespace of namespacesNamedIn(source))
      found.set(namespace, [...(found.get(namespace) ?? []), path.relative(webDir, file)]);
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = match[2] ? resolveModule(file, match[2]) : null;
      if (!target) continue;
      const taken = importedNames(match[1]);
      if (barrel && taken && ![...taken].some((name) => names.has(name))) continue;
      queue.push({ file: target, names: taken });
    }
  }
  return found;
}

export function namespacesOf(modulePath: string): Set<string> {
  return new Set(namespaceSources(modulePath).keys());
}
