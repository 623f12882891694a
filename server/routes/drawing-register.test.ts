/** docs/api.md §6 "Drawing register": a folder of drawings matched by number, and the register exported. */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOfMessage } from '../../common/api/error-codes';
import { MAX_REGISTER_PARTS } from '../../common/limits';
import { MSG_FILES } from '../../common/messages';
import { drawingFiles } from '../db/schema';
import { numberOfFileName } from '../commands/match-register';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';
import { importCsvRequest, multipart, multipartFiles, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const pdf = (text: string) => Buffer.concat([PDF, Buffer.from(`% ${text}\n`)]);
const EMPTY = Buffer.alloc(0);

async function world() {
  const org = await makeOrganization(db());
  const member = await makeMember(db(), org);
  const colleague = await makeMember(db(), org);
  const project = await makeProject(db(), org, { name: 'Kv. Ritningen', team: [member.user.id] });
  const drawing = async (payload: Record<string, unknown>, content?: Buffer) => {
    const url = content
      ? (
          await t.request({
            method: 'POST',
            url: '/upload_file?purpose=drawing',
            token: member.token,
            ...multipart(content, 'a.pdf'),
          })
        ).json().url
      : undefined;
    const res = await t.request({
      method: 'POST',
      url: '/drawingfile',
      token: member.token,
      payload: { project: project.id, drawingType: 'A-ritning', url, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string };
  };
  const d = {
    plan1: await drawing({ name: 'Plan 1', drawingNumber: 'A-40.1-101', scale: '1:100' }, pdf('plan 1 A')),
    plan2: await drawing({ name: 'Plan 2', drawingNumber: 'A-40.1-102', scale: '1:100' }),
    k1: await drawing({ name: 'Grund', drawingNumber: 'K-01' }),
    k1copy: await drawing({ name: 'Grund kopia', drawingNumber: 'k-01' }),
    formula: await drawing({ name: '=HYPERLINK("http://x")', drawingNumber: 'A-90', status: 'wip' }),
  };
  // The register said Plan 2 comes at revision C (as a CSV import can say).
  await db().update(drawingFiles).set({ revision: 'C' }).where(eq(drawingFiles.id, d.plan2._id));
  return { org, member, colleague, project, d };
}

const match = (token: string, projectId: string, files: Array<{ name: string; content: Buffer }>, dryRun: boolean) =>
  t.request({
    method: 'POST',
    url: `/drawing_register/match?projectId=${projectId}&dryRun=${dryRun}`,
    token,
    ...multipartFiles(files),
  });

describe('numberOfFileName', () => {
  it.each([
    ['A-40.1-101_rev C.pdf', 'a-40.1-101'],
    ['a-40.1-102 Plan 2.PDF', 'a-40.1-102'],
    ['K-01.dwg', 'k-01'],
    ['mappen/K-02.pdf', 'k-02'],
    ['A-40.1', 'a-40.1'],
  ])('%s → %s', (name, number) => expect(numberOfFileName(name)).toBe(number));
});

describe('POST drawing_register/match', () => {
  it('previews by file name alone, storing nothing', async () => {
    const { member, project, d } = await world();
    const res = await match(
      member.token,
      project.id,
      [
        { name: 'A-40.1-101_rev B.pdf', content: EMPTY },
        { name: 'a-40.1-102 Plan 2.pdf', content: EMPTY },
        { name: 'A-40.1-101 igen.pdf', content: EMPTY },
        { name: 'K-01.pdf', content: EMPTY },
        { name: 'X-99.pdf', content: EMPTY },
        { name: 'anteckningar.txt', content: EMPTY },
      ],
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      dryRun: true,
      matched: [
        { fileName: 'A-40.1-101_rev B.pdf', drawing: d.plan1._id, drawingNumber: 'A-40.1-101', revision: 'B' },
        { fileName: 'a-40.1-102 Plan 2.pdf', drawing: d.plan2._id, drawingNumber: 'A-40.1-102', revision: 'C' },
        { fileName: 'A-40.1-101 igen.pdf', drawing: d.plan1._id, drawingNumber: 'A-40.1-101', revision: 'C' },
      ],
      unmatched: [
        { fileName: 'K-01.pdf', reason: 'ambiguous' },
        { fileName: 'X-99.pdf', reason: 'noMatch' },
        { fileName: 'anteckningar.txt', reason: 'wrongType' },
      ],
    });
    const [plan1] = await db().select().from(drawingFiles).where(eq(drawingFiles.id, d.plan1._id));
    expect(plan1).toMatchObject({ revision: 'A', revisionCount: 1 });
  });

  it("stores each match as the drawing's next revision; what is not a drawing is reported, not stored", async () => {
    const { member, project, d } = await world();
    const res = await match(
      member.token,
      project.id,
      [
        { name: 'A-40.1-101_rev B.pdf', content: pdf('plan 1 B') },
        { name: 'A-40.1-102.pdf', content: pdf('plan 2 C') },
        { name: 'A-40.1-101 rev C.pdf', content: pdf('plan 1 C') },
        { name: 'X-99.pdf', content: pdf('okänd') },
        { name: 'A-90.pdf', content: Buffer.from('inte en pdf') },
      ],
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.matched.map((m: { fileName: string; revision: string }) => [m.fileName, m.revision])).toEqual([
      ['A-40.1-101_rev B.pdf', 'B'],
      ['A-40.1-102.pdf', 'C'],
      ['A-40.1-101 rev C.pdf', 'C'],
    ]);
    expect(answer.unmatched).toEqual([
      { fileName: 'X-99.pdf', reason: 'noMatch' },
      { fileName: 'A-90.pdf', reason: 'wrongType', message: MSG_FILES.wrongType },
    ]);
    const revisions = await t.request({
      method: 'GET',
      url: `/drawingfile/${d.plan1._id}/revisions`,
      token: member.token,
    });
    expect(revisions.json().result.map((r: { revision: string }) => r.revision)).toEqual(['C', 'B', 'A']);
    const content = await t.request({ method: 'GET', url: revisions.json().result[0].url, token: member.token });
    expect(content.rawPayload.equals(pdf('plan 1 C'))).toBe(true);
    const plan2 = await t.request({ method: 'GET', url: `/drawingfile/${d.plan2._id}`, token: member.token });
    expect(plan2.json()).toMatchObject({ revision: 'C', revisionCount: 1, contentType: 'application/pdf' });
  });

  it("needs the right to manage the project's files, a project id and files", async () => {
    const { member, colleague, project } = await world();
    const files = [{ name: 'A-40.1-101.pdf', content: EMPTY }];
    expect((await match(colleague.token, project.id, files, true)).statusCode).toBe(403);
    const stranger = await makeMember(db(), await makeOrganization(db()));
    expect((await match(stranger.token, project.id, files, true)).statusCode).toBe(404);
    const none = await t.request({
      method: 'POST',
      url: '/drawing_register/match',
      token: member.token,
      ...multipartFiles(files),
    });
    expect(none.json()).toMatchObject({ error: MSG_FILES.noProjectId });
    const json = await t.request({
      method: 'POST',
      url: `/drawing_register/match?projectId=${project.id}`,
      token: member.token,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it(`bounds what one request holds: ${MAX_REGISTER_PARTS} parts, a dry run's content unread`, async () => {
    const { member, project } = await world();
    const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `X-${i}.pdf`, content: EMPTY }));
    const full = await match(member.token, project.id, names(MAX_REGISTER_PARTS), true);
    expect(full.statusCode).toBe(200);
    expect(full.json().unmatched).toHaveLength(MAX_REGISTER_PARTS);
    const { result: over, probes } = await probingHealth(t, () =>
      match(member.token, project.id, names(MAX_REGISTER_PARTS + 1), true),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: MSG_FILES.tooManyParts, code: codeOfMessage(MSG_FILES.tooManyParts) });
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    // A dry run's part may be large; its content is discarded, never stored or held, and its name still matched.
    const large = [{ name: 'A-40.1-101 stor.pdf', content: Buffer.concat([PDF, Buffer.alloc(3_000_000, 0x20)]) }];
    const blobs = t.blobs().length;
    const dry = await match(member.token, project.id, large, true);
    expect(dry.json().matched).toHaveLength(1);
    expect(t.blobs()).toHaveLength(blobs);
    // A name past any file system's is cut in the answer.
    const long = await match(member.token, project.id, [{ name: `${'x'.repeat(5_000)}.pdf`, content: EMPTY }], true);
    expect(long.json().unmatched[0].fileName.length).toBeLessThanOrEqual(1_000);
  });
});

describe('the register exported', () => {
  it('as CSV: by drawing number, Swedish headers the import reads, formula-safe, what the caller sees', async () => {
    const { member, colleague, project } = await world();
    const res = await t.request({
      method: 'GET',
      url: `/drawing_register.csv?projectId=${project.id}`,
      token: member.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Ritningsnummer;Namn;Ritningstyp;Skala;Revision;Status;Datum');
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 6).join(';'))).toEqual([
      'A-40.1-101;Plan 1;A-ritning;1:100;A;Publicerad',
      'A-40.1-102;Plan 2;A-ritning;1:100;C;Publicerad',
      `A-90;"'=HYPERLINK(""http://x"")";A-ritning;;;Under arbete`,
      'K-01;Grund;A-ritning;;;Publicerad',
      'k-01;Grund kopia;A-ritning;;;Publicerad',
    ]);
    // Work in progress stays inside the team.
    const theirs = await t.request({
      method: 'GET',
      url: `/drawing_register.csv?projectId=${project.id}`,
      token: colleague.token,
    });
    expect(theirs.body).not.toContain('HYPERLINK');
  });

  it('as XLSX: the same rows, every cell text', async () => {
    const { member, project } = await world();
    const res = await t.request({
      method: 'GET',
      url: `/drawing_register.xlsx?projectId=${project.id}`,
      token: member.token,
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    // exceljs declares its own Buffer type; the bytes are what it reads.
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Ritningsförteckning');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Ritningsnummer',
      'Namn',
      'Ritningstyp',
      'Skala',
      'Revision',
      'Status',
      'Datum',
    ]);
    expect(sheet?.getCell('B4').value).toBe('=HYPERLINK("http://x")');
    expect(sheet?.getCell('B4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.rowCount).toBe(6);
  });

  it('imports back: an exported register makes the same rows in another project', async () => {
    const { member, project, org } = await world();
    const csv = (
      await t.request({ method: 'GET', url: `/drawing_register.csv?projectId=${project.id}`, token: member.token })
    ).body;
    const target = await makeProject(db(), org, { name: 'Kv. Kopian', team: [member.user.id] });
    const withProject = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line, i) => `${line};${i === 0 ? 'Projekt' : target.name}`)
      .join('\r\n');
    const admin = await makeMember(db(), org, { admin: true });
    const res = await importCsvRequest(t, admin.token, 'drawings', withProject);
    expect(res.json()).toMatchObject({ imported: 5, failed: 0 });
    const rows = await db().select().from(drawingFiles).where(eq(drawingFiles.projectId, target.id));
    expect(rows.find((r) => r.drawingNumber === 'A-40.1-102')).toMatchObject({
      revision: 'C',
      scale: '1:100',
      status: 'published',
    });
    expect(rows.find((r) => r.drawingNumber === 'A-90')).toMatchObject({
      status: 'wip',
      name: '\'=HYPERLINK("http://x")',
    });
  });
});
