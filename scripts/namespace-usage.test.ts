import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES, NAMESPACES } from '../web/i18n/namespaces';
import {
  namespaceSources,
  namespacesKeysMayMean,
  namespacesNamedIn,
  resolveModule,
  translationNamespaces,
} from './namespace-usage';

const webDir = path.resolve(import.meta.dirname, '..', 'web');
const boot = new Set<string>(BOOT_NAMESPACES);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `lazyPage(() => import('./pages/x').then(…), ['files'])` and the like: the target and the namespaces it declares. */
const LAZY_CALL = /\blazy(?:Page|Part|Tab)\(\s*\(\) =>\s*import\('([^']+)'\)[\s\S]*?(?:\[([^\]]*)\],?)?\s*\);/g;

function lazyCalls() {
  return sourceFiles(webDir).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(LAZY_CALL)].map((match) => {
      const target = resolveModule(file, match[1] ?? '') ?? path.resolve(path.dirname(file), match[1] ?? '');
      const declared = [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1] as string);
      return { at: path.relative(webDir, file), target: path.relative(webDir, target), declared };
    });
  });
}

/** What a module needs beyond the boot namespaces, and where it is named. */
function needed(modulePath: string): Record<string, string[]> {
  return Object.fromEntries([...namespaceSources(modulePath)].filter(([namespace]) => !boot.has(namespace)));
}

describe('catalog namespaces (web/i18n/namespaces.ts)', () => {
  it('are every catalog file, and every namespace the code names is one', () => {
    const files = fs.readdirSync(path.join(webDir, 'i18n', 'sv')).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.slice(0, -5)).sort()).toEqual([...NAMESPACES].sort());
    const named = new Set(sourceFiles(webDir).flatMap((file) => [...namespacesNamedIn(fs.readFileSync(file, 'utf8'))]));
    expect([...named].filter((namespace) => !NAMESPACES.some((known) => known === namespace))).toEqual([]);
  });

  it('the frame renders with the boot namespaces alone', () => {
    expect(needed('main.tsx')).toEqual({});
  });

  it('every lazily loaded page and part declares the namespaces its code names, and only those', () => {
    const calls = lazyCalls();
    // Every route's page, every project tab, the help drawer and the add-project modal and wizard.
    expect(calls.length).toBeGreaterThanOrEqual(34);
    const occurrences = sourceFiles(webDir)
      .map((file) => fs.readFileSync(file, 'utf8').match(/\blazy(?:Page|Part|Tab)\(\s*\(\) =>/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(calls.length, 'a lazy call the test could not read').toBe(occurrences);
    for (const call of calls) {
      const missing = Object.entries(needed(call.target)).filter(([namespace]) => !call.declared.includes(namespace));
      expect(Object.fromEntries(missing), `${call.at}: ${call.target}`).toEqual({});
    }
    // A namespace declared but not named downloads a catalog nobody reads before the part can show.
    const unused = calls.flatMap((call) =>
      call.declared
        .filter((namespace) => !(namespace in needed(call.target)))
        .map((namespace) => `${call.at}: ${call.target} ${namespace}`),
    );
    expect(unused).toEqual([]);
  });
});

describe("a kind's computed namespace", () => {
  const source = "const { t } = useTranslation(['files', KINDS[kind].ns]);";

  it('is not one a page must load first (the component suspends until it is there)', () => {
    expect([...translationNamespaces(source)]).toEqual(['files']);
  });

  it("may be any kind's when the keys are checked", () => {
    expect([...namespacesKeysMayMean(source)].sort()).toEqual(['drawings', 'files']);
  });
});
