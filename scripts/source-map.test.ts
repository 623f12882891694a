import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { architecturePath, countsTable, documentedTable, MAX_LINES, sourceFiles } from './source-map';

describe('the source map (docs/ARCHITECTURE.md "Counts")', () => {
  it('states the counts the tree has (npx tsx scripts/source-map.ts --write)', () => {
    expect(documentedTable(fs.readFileSync(architecturePath, 'utf8'))).toBe(countsTable());
  });

  it(`has no hand-written source file over ${MAX_LINES} lines`, () => {
    const over = sourceFiles()
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file} ${f.lines}`);
    expect(over).toEqual([]);
  });
});
