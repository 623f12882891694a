/**
 * The counts docs/ARCHITECTURE.md "Counts" states: source files per layer and the largest files, read from the
 * files git tracks. `npx tsx scripts/source-map.ts --write` rewrites that table; source-map.test.ts keeps it true
 * and holds every hand-written source file to MAX_LINES (docs/ARCHITECTURE.md "How the code is written").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
/** Written by tools, not by hand: drizzle-kit's migrations and snapshots. */
const GENERATED = [/^server\/db\/migrations\//];
const START = '<!-- counts:start -->';
const END = '<!-- counts:end -->';

export type SourceFile = { file: string; lines: number; test: boolean };

export function sourceFiles(): SourceFile[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return tracked
    .filter((file) => SOURCE.test(file) && !GENERATED.some((g) => g.test(file)) && fs.existsSync(path.join(root, file)))
    .map((file) => ({
      file,
      lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1,
      test: /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('e2e/'),
    }))
    .filter((f) => /^(common|server|web|e2e|scripts)\//.test(f.file) || /^[^/]+\.(ts|mjs|js)$/.test(f.file));
}

/** server/<folder>, web/<folder>, or the top folder: where docs/ARCHITECTURE.md's map puts a file. */
function layerOf(file: string): string {
  const parts = file.split('/');
  if ((parts[0] === 'server' || parts[0] === 'web') && parts.length > 2) return `${parts[0]}/${parts[1]}/`;
  return parts.length > 1 ? `${parts[0]}/` : '(root)';
}

export function countsTable(files: SourceFile[] = sourceFiles()): string {
  const layers = new Map<string, { code: number; tests: number }>();
  for (const f of files) {
    const layer = layers.get(layerOf(f.file)) ?? { code: 0, tests: 0 };
    if (f.test) layer.tests += 1;
    else layer.code += 1;
    layers.set(layerOf(f.file), layer);
  }
  const tops = new Map<string, string[]>();
  for (const [name, c] of [...layers].sort(([a], [b]) => a.localeCompare(b))) {
    const [top = name, sub] = name.split('/').filter(Boolean);
    const entry = `${sub ?? '(top)'} ${c.code}+${c.tests}`;
    tops.set(top, [...(tops.get(top) ?? []), entry]);
  }
  const largest = files
    .filter((f) => !f.test)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
    .slice(0, 6);
  return [
    'Source files + test files per layer:',
    '',
    ...[...tops].map(([top, entries]) => `- \`${top}\`: ${entries.join(', ')}`),
    '',
    `Largest source files (the limit is ${MAX_LINES} lines): ${largest.map((f) => `\`${f.file}\` ${f.lines}`).join(', ')}.`,
  ].join('\n');
}

export function documentedTable(doc: string): string | undefined {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start < 0 || end < start ? undefined : doc.slice(start + START.length, end).trim();
}

export const architecturePath = path.join(root, 'docs', 'ARCHITECTURE.md');

if (process.argv.includes('--write')) {
  const doc = fs.readFileSync(architecturePath, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/ARCHITECTURE.md has no ${START} … ${END}`);
  fs.writeFileSync(architecturePath, `${doc.slice(0, start + START.length)}\n\n${countsTable()}\n\n${doc.slice(end)}`);
}
