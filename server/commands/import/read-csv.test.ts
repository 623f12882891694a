/** Decoding and record reading of the CSV import, fed in chunks the way a slow upload arrives. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsv, type CsvRecord } from './read-csv';

/** The bytes as a stream of `size`-byte chunks. */
const chunked = (bytes: Buffer, size: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    })(),
  );

async function read(input: Readable) {
  let header: string[] = [];
  const records: CsvRecord[] = [];
  for await (const items of readCsv(input))
    for (const item of items) {
      if ('header' in item) header = item.header;
      else records.push(item);
    }
  return { header, records };
}

/** A register whose first non-ASCII letter comes after the first 64 KB. */
function lateSwedish(): string {
  const lines = ['namn;projekt'];
  for (let i = 1; i <= 3000; i++) lines.push(`Handling ${i};Kv. Svalan`);
  lines.push('Åkerö förskola;Kv. Svalan', 'Ritning 2;Kv. Svalan');
  const text = lines.join('\r\n');
  expect(text.indexOf('Å')).toBeGreaterThan(64 * 1024);
  return text;
}

describe('readCsv decoding', () => {
  it('reads Windows-1252 whose first "Åkerö" comes after 64 KB, in small chunks', async () => {
    const { records } = await read(chunked(Buffer.from(lateSwedish(), 'latin1'), 7));
    expect(records).toHaveLength(3002);
    expect(records[3000]).toEqual({ row: 3001, cells: ['Åkerö förskola', 'Kv. Svalan'] });
    expect(records.some((r) => r.cells.join('').includes('\uFFFD'))).toBe(false);
  });

  it('reads UTF-8 whose characters are cut across chunk boundaries, also after 64 KB', async () => {
    for (const size of [1, 2, 3, 1000]) {
      const { records } = await read(chunked(Buffer.from(lateSwedish(), 'utf8'), size));
      expect(records[3000]?.cells, `chunks of ${size}`).toEqual(['Åkerö förskola', 'Kv. Svalan']);
    }
  });

  it('decides at the first non-ASCII byte even when the file ends soon after it', async () => {
    const utf8 = await read(chunked(Buffer.from('namn;projekt\nÖ;P', 'utf8'), 1));
    expect(utf8.records[0]?.cells).toEqual(['Ö', 'P']);
    const cp1252 = await read(chunked(Buffer.from('namn;projekt\nÖ;P', 'latin1'), 1));
    expect(cp1252.records[0]?.cells).toEqual(['Ö', 'P']);
    // A Windows-1252 letter that starts like a UTF-8 sequence ("Ã" then "¥") later broken by a plain one.
    const tricky = await read(chunked(Buffer.from('namn;projekt\nÃ¥ngström;P', 'latin1'), 3));
    expect(tricky.records[0]?.cells).toEqual(['Ã¥ngström', 'P']);
  });

  it('drops a UTF-8 byte-order mark', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('namn;år\nÖstra;2026', 'utf8')]);
    expect(await read(chunked(bom, 2))).toEqual({
      header: ['namn', 'år'],
      records: [{ row: 1, cells: ['Östra', '2026'] }],
    });
  });
});

describe('readCsv records', () => {
  it('skips rows of only separators like empty lines: neither counts as a row', async () => {
    const csv = 'namn;år;projekt\n;;;\nA;2024;P\n\n ; ;\nB;2025;P\n;;\n;;\n';
    const { header, records } = await read(Readable.from([Buffer.from(csv)]));
    expect(header).toEqual(['namn', 'år', 'projekt']);
    expect(records).toEqual([
      { row: 1, cells: ['A', '2024', 'P'] },
      { row: 2, cells: ['B', '2025', 'P'] },
    ]);
  });

  it('takes the first row with a value as the header', async () => {
    const { header, records } = await read(Readable.from([Buffer.from(';;\nnamn;projekt\nA;P\n')]));
    expect(header).toEqual(['namn', 'projekt']);
    expect(records).toEqual([{ row: 1, cells: ['A', 'P'] }]);
  });
});
