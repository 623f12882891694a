/**
 * `upload_csv_file` per import type against the bad inputs of issue 6: empty and header-only files, rows of only
 * separators, ragged rows, unknown columns, a binary file renamed .csv and a connection that drops mid-import.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { IMPORT_TYPES } from '../../common/api/import';
import { testAppPerFile } from '../test/routes-app';
import { csvOf, importHelpers, SHAPES, written } from '../test/routes-import';

const t = testAppPerFile();
const { importCsv, adminWithProject } = importHelpers(() => t);

describe.each(IMPORT_TYPES)('bad input: %s', (type) => {
  const header = SHAPES[type].header;
  const row = SHAPES[type].row;

  it('refuses an empty file, a header alone and a header with only empty rows, writing nothing', async () => {
    const { admin, org, project } = await adminWithProject(`Kv. Tom ${type}`);
    const cases: Array<[string, string]> = [
      ['', 'CSV_EMPTY'],
      [' \r\n\r\n', 'CSV_EMPTY'],
      [`${header}\n`, 'CSV_NO_ROWS'],
      [`${header}\n;;;\n;;;\n`, 'CSV_NO_ROWS'],
    ];
    for (const [content, code] of cases) {
      const res = await importCsv(admin.token, type, content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(await written(t, type, org, project)).toEqual([]);
  });

  it('skips rows of only separators without giving them row numbers', async () => {
    const { admin, org, project } = await adminWithProject(`Kv. Semikolon ${type}`);
    const bad = type === 'projects' ? 'Rad 9;Nybyggnad;igår' : `;2024;Avtal;Kv. Semikolon ${type}`;
    const csv = [header, row(1, project.name), ';;;', ' ; ; ', bad, row(2, project.name), ';;;', ';;;', ''].join(
      '\r\n',
    );
    const res = (await importCsv(admin.token, type, csv)).json();
    expect(res).toMatchObject({ imported: 2, importedRows: [1, 3], failed: 1 });
    expect(res.validationErrors).toEqual([expect.objectContaining({ row: 2 })]);
    expect(await written(t, type, org, project)).toEqual([1, 2]);
  });

  it('reports ragged rows: too many cells is a row error, too few leaves required fields missing', async () => {
    const { admin, project } = await adminWithProject(`Kv. Ojämn ${type}`);
    const csv = [header, row(1, project.name), `${row(2, project.name)};extra;mer`, 'Rad 3'].join('\n');
    const res = (await importCsv(admin.token, type, csv)).json();
    expect(res).toMatchObject({ imported: 1, failed: 2, importedRows: [1] });
    expect(res.validationErrors).toEqual([
      { row: 2, message: 'The row has more cells than the header.', code: 'TOO_MANY_CELLS' },
      expect.objectContaining({ row: 3, field: type === 'projects' ? 'type' : 'project', code: 'REQUIRED' }),
      ...(type === 'projects' ? [expect.objectContaining({ row: 3, field: 'startDate', code: 'REQUIRED' })] : []),
    ]);
  });

  it('names unknown columns and imports the rest; missing required columns refuse the file', async () => {
    const { admin, org, project } = await adminWithProject(`Kv. Kolumn ${type}`);
    const unknown = (await importCsv(admin.token, type, `${header};färgkod\n${row(1, project.name)};röd\n`)).json();
    expect(unknown.validationErrors).toEqual([
      { row: 0, field: 'färgkod', message: 'Unknown column "färgkod"', code: 'UNKNOWN_COLUMN' },
    ]);
    expect(unknown).toMatchObject({ imported: 1, failed: 0 });
    const missing = await importCsv(admin.token, type, 'beskrivning;info\nA;B\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'IMPORT_MISSING_COLUMNS' });
    expect(missing.json().error).toMatch(type === 'projects' ? /name, type, startDate/ : /name, project/);
    expect(await written(t, type, org, project)).toEqual([1]);
  });

  it('refuses a binary file renamed .csv, an endless row and an unclosed quote with a 400 and no write', async () => {
    const { admin, org, project } = await adminWithProject(`Kv. Skräp ${type}`);
    const cases: Array<[Buffer, string]> = [
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4096, 0)]), 'CSV_NOT_TEXT'],
      [Buffer.alloc(1024 * 1024, 'xq7#Zp;'), 'CSV_ROW_TOO_LONG'],
      [Buffer.concat([Buffer.from(`${header}\n"`), Buffer.alloc(256 * 1024, 'a')]), 'CSV_ROW_TOO_LONG'],
      [Buffer.from(`${header}\n"${row(1, project.name)}\n`), 'CSV_QUOTE_NOT_CLOSED'],
    ];
    for (const [content, code] of cases) {
      const res = await importCsv(admin.token, type, content, 'register.csv');
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(await written(t, type, org, project)).toEqual([]);
  });

  it('keeps whole batches and nothing half-written when the connection drops mid-import', async () => {
    const { admin, org, project } = await adminWithProject(`Kv. Avbrott ${type}`);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const boundary = 'avbrott';
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/upload_csv_file?importType=${type} HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${admin.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 9000000\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avbrott.csv"\r\n\r\n${csvOf(type, project.name, 5000)}\nRad 5001;20`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
    });
    // The server notices the drop, writes or abandons what it had, and settles.
    let numbers: number[] = [];
    for (let i = 0, last = -1; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      numbers = await written(t, type, org, project);
      if (numbers.length === last) break;
      last = numbers.length;
    }
    // Whatever made it is a run of complete rows from the start: no gaps, no doubles, not the cut-off row.
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeLessThanOrEqual(5000);
  });
});
