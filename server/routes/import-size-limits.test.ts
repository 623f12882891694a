/** `upload_csv_file` against size (issue 6): 100 MB of garbage, and a file over MAX_UPLOAD_MB for all three types. */
import fs from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TYPES, type ImportType } from '../../common/api/import';
import { MSG_FILES } from '../../common/messages';
import { testAppPerFile } from '../test/routes-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart } from '../test/uploads';
import { importHelpers, SHAPES, written } from '../test/routes-import';

const t = testAppPerFile();
const { importCsv, adminWithProject, countFiles } = importHelpers(() => t);

describe('garbage at scale', () => {
  it('refuses 100 MB of garbage with a 400, quickly and without a write', async () => {
    const { admin, project } = await adminWithProject('Kv. Hundra');
    // Printable garbage without a line break: one endless "row", stopped at the record-size cap.
    const garbage = Buffer.alloc(100 * 1024 * 1024, 'xq7#Zp;');
    const started = performance.now();
    const res = await importCsv(admin.token, 'constructionfiles', garbage, 'skräp.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'CSV_ROW_TOO_LONG' });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await countFiles(admin.token, 'constructionfile', project.id)).toBe(0);
  }, 60_000);
});

describe('a file over MAX_UPLOAD_MB', () => {
  let small: TestApp;
  const LIMIT = 1024 * 1024;
  beforeAll(async () => {
    small = await createTestApp({ MAX_UPLOAD_MB: '1' });
  });
  afterAll(async () => {
    await small.close();
  });

  /** The CSV of `type` with as many rows as fit in `bytes` (or one more, to pass them). */
  function sized(type: ImportType, project: string, bytes: number, over: boolean) {
    const lines = [SHAPES[type].header];
    let length = Buffer.byteLength(lines[0] ?? '');
    for (let i = 1; ; i++) {
      const line = SHAPES[type].row(i, project);
      const next = length + 1 + Buffer.byteLength(line);
      if (next > bytes && !over) break;
      lines.push(line);
      length = next;
      if (next > bytes) break;
    }
    return { csv: Buffer.from(lines.join('\n')), count: lines.length - 1 };
  }

  /** The import request, with a Content-Length (a Buffer) or chunked without one (a stream). */
  function send(token: string, type: ImportType, content: Buffer, chunked: boolean) {
    const body = multipart(content, 'stor.csv');
    return small.request({
      method: 'POST',
      url: `/upload_csv_file?importType=${type}`,
      token,
      headers: body.headers,
      payload: chunked ? Readable.from([body.payload]) : body.payload,
    });
  }

  const tempDirs = () => new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('byggarkiv-import-')));

  it.each(IMPORT_TYPES.flatMap((type) => [false, true].map((chunked) => [type, chunked] as const)))(
    '%s (chunked: %s): answers 413 and writes no row, not even the batches that fitted',
    async (type, chunked) => {
      const { admin, org, project } = await adminWithProject('Kv. Stor', small);
      const before = tempDirs();
      const { csv, count } = sized(type, project.name, LIMIT, true);
      // More rows than one batch (2,000) before the limit: writing as it streamed would have committed some.
      expect(count).toBeGreaterThan(4000);
      const res = await send(admin.token, type, csv, chunked);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, error: MSG_FILES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
      expect(await written(small, type, org, project)).toEqual([]);
      expect([...tempDirs()].filter((d) => !before.has(d))).toEqual([]);
    },
  );

  it.each([false, true])('imports a file right at the limit (chunked: %s)', async (chunked) => {
    const { admin, org, project } = await adminWithProject('Kv. Precis', small);
    const { csv, count } = sized('constructionfiles', project.name, LIMIT, false);
    // The request around it is over the limit; the file itself is not.
    expect(csv.length).toBeLessThanOrEqual(LIMIT);
    expect(multipart(csv, 'stor.csv').payload.length).toBeGreaterThan(LIMIT);
    const res = await send(admin.token, 'constructionfiles', csv, chunked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: count, failed: 0 });
    expect((await written(small, 'constructionfiles', org, project)).length).toBe(count);
  });
});
