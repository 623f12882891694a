/**
 * `upload_csv_file` per import type (fully valid, partly valid, all invalid) and against the bad inputs of
 * issue 6: ragged rows, garbage, a binary file renamed .csv, and a connection that drops mid-import.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionFiles } from '../db/schema';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { importCsvRequest } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const importCsv = (token: string, type: string, content: string | Buffer, name?: string) =>
  importCsvRequest(t, token, type, content, name);

async function adminWithProject(name: string) {
  const org = await makeOrganization(t.database.db);
  const admin = await makeMember(t.database.db, org, { admin: true });
  const project = await makeProject(t.database.db, org, { name });
  return { org, admin, project };
}

async function countFiles(token: string, kind: 'constructionfile' | 'drawingfile', projectId: string) {
  const query = encodeURIComponent(JSON.stringify({ project: projectId }));
  const res = await t.request({ method: 'GET', url: `/${kind}?query=${query}&limit=0`, token });
  return res.json().total as number;
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
    expect(res.validationErrors.map((e: { row: number }) => e.row).sort()).toEqual([2, 3, 5]);
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
    expect((await importCsv(admin.token, 'drawings', csv)).json()).toMatchObject({ imported: 0, skipped: 2 });
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
});

describe('bad input', () => {
  it('reports ragged rows: too many cells is a row error, too few leaves required fields missing', async () => {
    const { admin } = await adminWithProject('Kv. Ojämn');
    const csv =
      'name;year;documentType;project\nHel;2024;Avtal;Kv. Ojämn\nFör lång;2024;Avtal;Kv. Ojämn;extra;mer\nKort\n';
    const res = (await importCsv(admin.token, 'constructionfiles', csv)).json();
    expect(res).toMatchObject({ imported: 1, failed: 2, importedRows: [1] });
    expect(res.validationErrors).toEqual(
      expect.arrayContaining([
        { row: 2, message: 'The row has more cells than the header.' },
        expect.objectContaining({ row: 3, field: 'project' }),
      ]),
    );
  });

  it('names unknown and missing columns', async () => {
    const { admin } = await adminWithProject('Kv. Kolumn');
    const missing = await importCsv(admin.token, 'constructionfiles', 'year,documentType\n2024,Avtal\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/Missing columns: name, project/);
    const unknown = (
      await importCsv(admin.token, 'constructionfiles', 'name,project,färgkod\nA,Kv. Kolumn,röd\n')
    ).json();
    expect(unknown.validationErrors).toEqual([{ row: 0, field: 'färgkod', message: 'Unknown column "färgkod"' }]);
    expect(unknown.imported).toBe(1);
  });

  it('refuses a binary file renamed .csv and 100 MB of garbage with a 400, quickly and without a write', async () => {
    const { admin, project } = await adminWithProject('Kv. Skräp');
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4096, 0)]);
    const binary = await importCsv(admin.token, 'constructionfiles', zip, 'register.csv');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error).toBe('The file is not a CSV text file.');

    // Printable garbage without a line break: one endless "row", stopped at the record-size cap.
    const garbage = Buffer.alloc(100 * 1024 * 1024, 'xq7#Zp;');
    const started = performance.now();
    const res = await importCsv(admin.token, 'constructionfiles', garbage, 'skräp.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'CSV_ROW_TOO_LONG' });
    expect(performance.now() - started).toBeLessThan(20_000);

    const quote = Buffer.concat([Buffer.from('name,project\n"'), Buffer.alloc(1024 * 1024, 'a')]);
    expect((await importCsv(admin.token, 'constructionfiles', quote)).statusCode).toBe(400);
    expect(await countFiles(admin.token, 'constructionfile', project.id)).toBe(0);
  }, 60_000);

  it('keeps whole batches and nothing half-written when the connection drops mid-import', async () => {
    const { admin, project } = await adminWithProject('Kv. Avbrott');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const boundary = 'avbrott';
    const rows = Array.from({ length: 5000 }, (_, i) => `Handling ${i + 1};2024;Avtal;Kv. Avbrott`).join('\n');
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/upload_csv_file?importType=constructionfiles HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${admin.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 9000000\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avbrott.csv"\r\n\r\nname;year;documentType;project\n${rows}\nHandling 5001;20`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
    });
    // The server notices the drop, writes or abandons what it had, and settles.
    let total = -1;
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const now = await countFiles(admin.token, 'constructionfile', project.id);
      if (now === total) break;
      total = now;
    }
    const stored = await t.database.db
      .select({ name: constructionFiles.name })
      .from(constructionFiles)
      .where(eq(constructionFiles.projectId, project.id));
    // Whatever made it is a run of complete rows from the start: no gaps, no doubles, not the cut-off row.
    const numbers = stored.map((r) => Number(r.name.replace('Handling ', ''))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(total).toBeLessThanOrEqual(5000);
  });
});
