/**
 * `upload_csv_file` per import type (fully valid, partly valid, all invalid) and against the bad inputs of
 * issue 6: empty and header-only files, rows of only separators, ragged rows, unknown columns, garbage, a binary
 * file renamed .csv, a file over MAX_UPLOAD_MB and a connection that drops mid-import — each for all three types.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { Readable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TYPES, type ImportType } from '../../common/api/import';
import { MSG_FILES } from '../../common/messages';
import { constructionFiles, drawingFiles, projects, type OrganizationRow, type ProjectRow } from '../db/schema';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { importCsvRequest, multipart } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const importCsv = (token: string, type: string, content: string | Buffer, name?: string) =>
  importCsvRequest(t, token, type, content, name);

async function adminWithProject(name: string, app: TestApp = t) {
  const org = await makeOrganization(app.database.db);
  const admin = await makeMember(app.database.db, org, { admin: true });
  const project = await makeProject(app.database.db, org, { name });
  return { org, admin, project };
}

async function countFiles(token: string, kind: 'constructionfile' | 'drawingfile', projectId: string) {
  const query = encodeURIComponent(JSON.stringify({ project: projectId }));
  const res = await t.request({ method: 'GET', url: `/${kind}?query=${query}&limit=0`, token });
  return res.json().total as number;
}

/** Per import type: its header and a valid row numbered `i` ("Rad i") for the project named `project`. */
const SHAPES: Record<ImportType, { header: string; row: (i: number, project: string) => string }> = {
  projects: { header: 'name;type;startDate', row: (i) => `Rad ${i};Nybyggnad;2026-01-01` },
  constructionfiles: { header: 'name;year;documentType;project', row: (i, p) => `Rad ${i};2024;Avtal;${p}` },
  drawings: { header: 'name;drawingType;info;project', row: (i, p) => `Rad ${i};Planritning;1:100;${p}` },
};

const csvOf = (type: ImportType, project: string, count: number, from = 1) =>
  [SHAPES[type].header, ...Array.from({ length: count }, (_, i) => SHAPES[type].row(from + i, project))].join('\n');

/** The numbers of the "Rad n" rows an import wrote for this organization and project, ascending. */
async function written(app: TestApp, type: ImportType, org: OrganizationRow, project: ProjectRow) {
  const db = app.database.db;
  const rows =
    type === 'projects'
      ? await db
          .select({ name: projects.name })
          .from(projects)
          .where(and(eq(projects.organizationId, org.id), like(projects.name, 'Rad %')))
      : await db
          .select({ name: (type === 'drawings' ? drawingFiles : constructionFiles).name })
          .from(type === 'drawings' ? drawingFiles : constructionFiles)
          .where(eq((type === 'drawings' ? drawingFiles : constructionFiles).projectId, project.id));
  return rows.map((r) => Number(r.name.replace('Rad ', ''))).sort((a, b) => a - b);
}

describe('construction files import', () => {
  it('imports a fully valid file', async () => {
    const { admin, project } = await adminWithProject('Kv. Valid');
    const csv =
      'namn;år;dokumenttyp;projekt\nA-ritning;2024;Bygghandling;Kv. Valid\nProtokoll 3;2025;Protokoll;Kv. Valid\n';
    const res = (await importCsv(admin.token, 'constructionfiles', csv)).json();
    expect(res).toMatchObject({
      success: true,
      message: 'Construction files imported',
      imported: 2,
      failed: 0,
      importedRows: [1, 2],
      validationErrors: [],
      writeErrors: [],
      organizationErrors: [],
      errorCounts: { validationErrors: 0, writeErrors: 0, organizationErrors: 0 },
      headers: { name: 'namn', year: 'år', documentType: 'dokumenttyp', project: 'projekt' },
    });
    expect(await countFiles(admin.token, 'constructionfile', project.id)).toBe(2);
  });

  it('reports a partly valid file with exact counts and row numbers', async () => {
    const { admin, project } = await adminWithProject('Kv. Delvis');
    const csv = [
      'name,year,documentType,project',
      'Giltig 1,2024,Bygglov,Kv. Delvis',
      ',2024,Bygglov,Kv. Delvis',
      'Fel år,tjugotjugo,Bygglov,Kv. Delvis',
      'Giltig 2,,Avtal,Kv. Delvis',
      'Utan projekt,2024,Avtal,',
      'Fel projekt,2024,Avtal,Finns inte',
    ].join('\n');
    const res = (await importCsv(admin.token, 'constructionfiles', csv)).json();
    expect(res).toMatchObject({
      success: true,
      message: 'Construction files imported partially',
      imported: 2,
      failed: 4,
      importedRows: [1, 4],
    });
    expect(res.validationErrors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [2, 'REQUIRED'],
      [3, 'INVALID_YEAR'],
      [5, 'REQUIRED'],
    ]);
    expect(res.organizationErrors).toEqual([expect.objectContaining({ row: 6, field: 'project' })]);
    expect(await countFiles(admin.token, 'constructionfile', project.id)).toBe(2);
  });

  it('answers "No construction files imported" for an all-invalid file and writes nothing', async () => {
    const { admin, project } = await adminWithProject('Kv. Ogiltig');
    const res = (await importCsv(admin.token, 'constructionfiles', 'name,project\n,Kv. Ogiltig\nX,\n')).json();
    expect(res).toMatchObject({ success: false, message: 'No construction files imported', imported: 0, failed: 2 });
    expect(await countFiles(admin.token, 'constructionfile', project.id)).toBe(0);
  });
});

describe('drawings import', () => {
  it('imports a fully valid file, then skips every row when it comes again', async () => {
    const { admin, project } = await adminWithProject('Kv. Ritning');
    const csv =
      'name,drawingType,info,project\nPlan 1,Planritning,1:100,Kv. Ritning\nFasad öst,Fasadritning,,Kv. Ritning\n';
    expect((await importCsv(admin.token, 'drawings', csv)).json()).toMatchObject({
      success: true,
      message: 'Drawings imported',
      imported: 2,
    });
    expect((await importCsv(admin.token, 'drawings', csv)).json()).toMatchObject({
      success: false,
      message: 'No drawings imported',
      imported: 0,
      skipped: 2,
      failed: 0,
    });
    expect(await countFiles(admin.token, 'drawingfile', project.id)).toBe(2);
  });

  it('reports a partly valid file and an all-invalid one with the spec messages', async () => {
    const { admin, project } = await adminWithProject('Kv. Blandat');
    const partly = (
      await importCsv(
        admin.token,
        'drawings',
        'Namn;Ritningstyp;Projekt\nPlan 2;Planritning;Kv. Blandat\n;Planritning;Kv. Blandat\n',
      )
    ).json();
    expect(partly).toMatchObject({ message: 'Drawings imported partially', imported: 1, failed: 1, importedRows: [1] });
    expect(partly.validationErrors).toEqual([expect.objectContaining({ row: 2, field: 'name' })]);
    const none = (await importCsv(admin.token, 'drawings', 'Namn;Projekt\n;Kv. Blandat\n')).json();
    expect(none).toMatchObject({ success: false, message: 'No drawings imported', failed: 1 });
    expect(await countFiles(admin.token, 'drawingfile', project.id)).toBe(1);
  });

  it('reports bad drawing values and projects of other organizations', async () => {
    const { admin, project } = await adminWithProject('Kv. Ritfel');
    const other = await makeOrganization(t.database.db);
    const foreign = await makeProject(t.database.db, other, { visibility: 'public' });
    const csv = [
      'name;drawingType;info;project',
      `${'n'.repeat(256)};Plan;;Kv. Ritfel`,
      `Lång typ;${'t'.repeat(101)};;Kv. Ritfel`,
      `Lång info;Plan;${'i'.repeat(2001)};Kv. Ritfel`,
      `Främmande;Plan;;${foreign.id}`,
      'Okänt;Plan;;Kv. Finns inte',
      'Giltig;Plan;;Kv. Ritfel',
    ].join('\n');
    const res = (await importCsv(admin.token, 'drawings', csv)).json();
    expect(res).toMatchObject({ imported: 1, importedRows: [6], failed: 5 });
    expect(
      res.validationErrors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]),
    ).toEqual([
      [1, 'name', 'TOO_LONG'],
      [2, 'drawingType', 'TOO_LONG'],
      [3, 'info', 'TOO_LONG'],
    ]);
    expect(res.organizationErrors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [4, 'PROJECT_NOT_ALLOWED'],
      [5, 'UNKNOWN_PROJECT'],
    ]);
    expect(await countFiles(admin.token, 'drawingfile', project.id)).toBe(1);
  });
});

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
