import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { constructionFiles, drawingFiles, projects, projectTeam } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { importCsvRequest, multipart, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const importCsv = (token: string, type: string, content: string | Buffer, name?: string) =>
  importCsvRequest(t, token, type, content, name);

/** Windows-1252 bytes for a string of Latin-1 letters (å ä ö are the same code points there). */
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

async function orgAdmin() {
  const org = await makeOrganization(t.database.db);
  return { org, admin: await makeMember(t.database.db, org, { admin: true }) };
}

describe('POST upload_csv_file?importType=projects', () => {
  it('imports a fully valid file with English headers, and a second import creates no duplicates', async () => {
    const { admin } = await orgAdmin();
    const csv =
      'name,description,type,sector,startDate,visibility,budget\nSkolan,Ny skola,Nybyggnad,Skola och förskola,2026-03-01,organization,1000000\nBron,,Anläggning,,2026-04-01,public,\n';
    const first = await importCsv(admin.token, 'projects', csv);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Projects imported',
      imported: 2,
      failed: 0,
      importedRows: [1, 2],
    });
    // docs/api.md: `success` is false when nothing was imported — here because every row was already there.
    const again = await importCsv(admin.token, 'projects', csv);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'No projects imported',
      imported: 0,
      skipped: 2,
      failed: 0,
    });
    const list = await t.request({ method: 'GET', url: '/project?select=name', token: admin.token });
    expect(list.json().total).toBe(2);
  });

  it('puts the importer on the team of what lands in their own organization only, as POST project does', async () => {
    const [own, other] = [await makeOrganization(t.database.db), await makeOrganization(t.database.db)];
    const superadmin = await makeUser(t.database.db, { superadmin: true, organizationId: own.id });
    const csv = ['name;type;startDate;organization', `Hemma;Nybyggnad;2026-01-01;${own.name}`];
    csv.push(`Borta;Nybyggnad;2026-01-01;${other.name}`, `Hemma igen;Nybyggnad;2026-01-01;`);
    expect((await importCsv(superadmin.token, 'projects', csv.join('\n'))).json()).toMatchObject({ imported: 3 });
    const teams = await t.database.db
      .select({ name: projects.name, user: projectTeam.userId })
      .from(projects)
      .leftJoin(projectTeam, eq(projectTeam.projectId, projects.id))
      .where(inArray(projects.organizationId, [own.id, other.id]));
    expect(teams.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Borta', user: null },
      { name: 'Hemma', user: superadmin.user.id },
      { name: 'Hemma igen', user: superadmin.user.id },
    ]);
  });

  it('reads Swedish Excel: semicolons, Windows-1252, Swedish headers and words', async () => {
    const { admin } = await orgAdmin();
    const csv = cp1252(
      'Namn;Beskrivning;Typ;Startdatum;Synlighet\r\nÅkerö förskola;Tillbyggnad av kök;Tillbyggnad;2026-05-02;offentlig\r\n',
    );
    const res = await importCsv(admin.token, 'projects', csv);
    expect(res.json()).toMatchObject({ imported: 1 });
    const list = await t.request({ method: 'GET', url: '/project?select=name,visibility', token: admin.token });
    expect(list.json().result[0]).toMatchObject({ name: 'Åkerö förskola', visibility: 'public' });
    const bom = await importCsv(
      admin.token,
      'projects',
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('namn;typ;startdatum\nÖstra torget;Ombyggnad;2026-01-01\n'),
      ]),
    );
    expect(bom.json().imported).toBe(1);
  });

  it('reports a partly valid file by row and field, with the exact message', async () => {
    const { admin, org } = await orgAdmin();
    const other = await makeOrganization(t.database.db);
    const csv = [
      'name;type;startDate;budget;organization;färg',
      `Giltig;Nybyggnad;2026-01-01;5 000 kr;${org.name}`,
      ';Nybyggnad;2026-01-01;;',
      'Utan datum;Nybyggnad;igår;;',
      'Negativ;Nybyggnad;2026-01-01;-5;',
      `Fel org;Nybyggnad;2026-01-01;;${other.name}`,
    ].join('\n');
    const res = (await importCsv(admin.token, 'projects', csv)).json();
    expect(res).toMatchObject({
      success: true,
      message: 'Projects imported partially',
      imported: 1,
      failed: 4,
      importedRows: [1],
    });
    expect(res.validationErrors).toEqual(
      expect.arrayContaining([
        { row: 0, field: 'färg', message: 'Unknown column "färg"', code: 'UNKNOWN_COLUMN' },
        expect.objectContaining({ row: 2, field: 'name', code: 'REQUIRED' }),
        expect.objectContaining({ row: 3, field: 'startDate', code: 'INVALID_DATE' }),
        expect.objectContaining({ row: 4, field: 'budget', code: 'INVALID_BUDGET' }),
      ]),
    );
    expect(res.organizationErrors).toEqual([
      expect.objectContaining({ row: 5, field: 'organization', code: 'ORGANIZATION_NOT_ALLOWED' }),
    ]);
  });

  it('answers "No projects imported" for an all-invalid file', async () => {
    const { admin } = await orgAdmin();
    const res = (await importCsv(admin.token, 'projects', 'name,type,startDate\n,Nybyggnad,\nx,,\n')).json();
    expect(res).toMatchObject({ success: false, message: 'No projects imported', imported: 0, failed: 2 });
  });

  it('refuses bad files with clear 4xx answers and writes nothing', async () => {
    const { admin, org } = await orgAdmin();
    const cases: Array<[string | Buffer, RegExp]> = [
      ['', /empty/],
      ['name,type,startDate\n', /header but no rows/],
      ['namn,beskrivning\nA,B\n', /Missing columns: type, startDate/],
      ['name,type,startDate\n"Oavslutat,Nybyggnad,2026-01-01\n', /quoted value is never closed/],
      [Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0), Buffer.from([0xff, 0xfe])]), /not a CSV/],
    ];
    for (const [content, message] of cases) {
      const res = await importCsv(admin.token, 'projects', content);
      expect(res.statusCode, String(message)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const own = encodeURIComponent(JSON.stringify({ organization: org.id }));
    expect((await t.request({ method: 'GET', url: `/project?query=${own}`, token: admin.token })).json().total).toBe(0);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/upload_csv_file?importType=budgets',
          token: admin.token,
          ...multipart(Buffer.from('a'), 'a.csv'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('imports budgetNotes and archived, which are entity field names too', async () => {
    const { admin, org } = await orgAdmin();
    const csv = [
      'name;type;startDate;budget;budgetNotes;archived',
      'Arkivet;Ombyggnad;2020-01-01;900000;Slutreglerad;ja',
      'Pågående;Nybyggnad;2026-01-01;;;false',
      'Oklart;Nybyggnad;2026-01-01;;;kanske',
    ].join('\n');
    const res = (await importCsv(admin.token, 'projects', csv)).json();
    expect(res).toMatchObject({ imported: 2, failed: 1 });
    expect(res.validationErrors).toEqual([
      expect.objectContaining({ row: 3, field: 'archived', code: 'INVALID_ARCHIVED' }),
    ]);
    const rows = await t.database.db
      .select({ name: projects.name, archived: projects.archived, budgetNotes: projects.budgetNotes })
      .from(projects)
      .where(eq(projects.organizationId, org.id));
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Arkivet', archived: true, budgetNotes: 'Slutreglerad' },
      { name: 'Pågående', archived: false, budgetNotes: '' },
    ]);
  });

  it('gives every row error a machine code and tells the headers the file used', async () => {
    const { admin } = await orgAdmin();
    const csv = [
      'Namn;Typ;Startdatum;Synlighet;Budget',
      `${'x'.repeat(201)};Nybyggnad;2026-01-01;;`,
      'Utan typ;;2026-01-01;;',
      'Fel datum;Nybyggnad;31/12/2026;;',
      'Fel synlighet;Nybyggnad;2026-01-01;hemlig;',
      'Fel budget;Nybyggnad;2026-01-01;;många',
    ].join('\n');
    const res = (await importCsv(admin.token, 'projects', csv)).json();
    expect(res.headers).toEqual({
      name: 'Namn',
      type: 'Typ',
      startDate: 'Startdatum',
      visibility: 'Synlighet',
      budget: 'Budget',
    });
    expect(
      res.validationErrors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]),
    ).toEqual([
      [1, 'name', 'TOO_LONG'],
      [2, 'type', 'REQUIRED'],
      [3, 'startDate', 'INVALID_DATE'],
      [4, 'visibility', 'INVALID_VISIBILITY'],
      [5, 'budget', 'INVALID_BUDGET'],
    ]);
    for (const e of res.validationErrors) expect(e.message).toEqual(expect.any(String));
  });

  it('counts every error while each list stops at 1,000', async () => {
    const { admin } = await orgAdmin();
    const lines = ['name;type;startDate'];
    for (let i = 1; i <= 1200; i++) lines.push(`Projekt ${i};Nybyggnad;inte ett datum`);
    const res = (await importCsv(admin.token, 'projects', lines.join('\n'))).json();
    expect(res).toMatchObject({
      success: false,
      failed: 1200,
      errorCounts: { validationErrors: 1200, writeErrors: 0, organizationErrors: 0 },
    });
    expect(res.validationErrors).toHaveLength(1000);
  });

  it('is for full-functionality accounts of an organization who may create projects', async () => {
    const org = await makeOrganization(t.database.db);
    const limited = await makeMember(t.database.db, org, { admin: true, userType: 'limited' });
    const member = await makeMember(t.database.db, org);
    const noOrg = await makeUser(t.database.db);
    const csv = 'name,type,startDate\nA,Nybyggnad,2026-01-01\n';
    expect((await importCsv(limited.token, 'projects', csv)).statusCode).toBe(403);
    expect((await importCsv(member.token, 'projects', csv)).statusCode).toBe(403);
    expect((await importCsv(noOrg.token, 'projects', csv)).statusCode).toBe(403);
  });
});

describe('POST upload_csv_file for construction files and drawings', () => {
  it('registers files by project name or id; other projects are organization errors; no duplicates', async () => {
    const { admin, org } = await orgAdmin();
    const project = await makeProject(t.database.db, org, { name: 'Kv. Svalan' });
    const foreign = await makeProject(t.database.db, await makeOrganization(t.database.db), { visibility: 'public' });
    const csv = `name,year,documentType,project\nBygglov,2025,Bygglov,Kv. Svalan\nProtokoll 1,2026,Protokoll,${project.id}\nHemligt,2026,Avtal,${foreign.id}\nOkänt,2026,Avtal,Finns inte\n`;
    const res = (await importCsv(admin.token, 'constructionfiles', csv)).json();
    expect(res).toMatchObject({ imported: 2, failed: 2, message: 'Construction files imported partially' });
    expect(res.organizationErrors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    const list = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${encodeURIComponent(JSON.stringify({ project: project.id }))}`,
      token: admin.token,
    });
    expect(list.json().result.every((f: { url: unknown }) => f.url === null)).toBe(true);
    expect((await importCsv(admin.token, 'constructionfiles', csv)).json()).toMatchObject({
      success: false,
      imported: 0,
      skipped: 2,
    });
  });

  it('registers drawings', async () => {
    const { admin, org } = await orgAdmin();
    await makeProject(t.database.db, org, { name: 'Kv. Trasten' });
    const res = (
      await importCsv(
        admin.token,
        'drawings',
        'Namn;Ritningstyp;Information;Projekt\nPlan 1;Planritning;1:100;Kv. Trasten\n',
      )
    ).json();
    expect(res).toMatchObject({ imported: 1, message: 'Drawings imported' });
  });

  it('takes a drawing register: number, scale, status (Swedish words too) and the revision its PDF will be', async () => {
    const { admin, org } = await orgAdmin();
    await makeProject(t.database.db, org, { name: 'Kv. Sparven' });
    const csv =
      'Ritningsnummer;Namn;Ritningstyp;Skala;Status;Revision;Projekt\n' +
      'A-40.1-101;Plan 1;Arkitekt;1:100;Under arbete;C;Kv. Sparven\n' +
      'A-40.1-102;Plan 2;Arkitekt;1:100;published;;Kv. Sparven\n' +
      'A-40.1-103;Plan 3;Arkitekt;1:100;påhittad;;Kv. Sparven\n' +
      'A-40.1-104;Plan 4;Arkitekt;1:100;;A B;Kv. Sparven\n';
    const res = (await importCsv(admin.token, 'drawings', csv)).json();
    expect(res).toMatchObject({ imported: 2, failed: 2 });
    expect(res.validationErrors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'status'],
      [4, 'revision'],
    ]);
    const rows = await t.database.db.select().from(drawingFiles).where(eq(drawingFiles.drawingNumber, 'A-40.1-101'));
    expect(rows[0]).toMatchObject({ name: 'Plan 1', scale: '1:100', status: 'wip', revision: 'C', revisionCount: 0 });
    // Its PDF arrives later and is revision C, as the register said.
    const upload = await t.request({
      method: 'POST',
      url: '/upload_file?purpose=drawing',
      token: admin.token,
      ...multipart(PDF, 'A-40.1-101.pdf'),
    });
    const patched = await t.request({
      method: 'PATCH',
      url: `/drawingfile/${rows[0]?.id}`,
      token: admin.token,
      payload: { url: upload.json().url },
    });
    expect(patched.json()).toMatchObject({ revision: 'C', revisionCount: 1 });
  });

  it.each(['constructionfiles', 'drawings'] as const)(
    '%s: a project the importer may not see is reported exactly like one that does not exist',
    async (type) => {
      const { org } = await orgAdmin();
      const member = await makeMember(t.database.db, org);
      const other = await makeOrganization(t.database.db);
      const hidden = [
        await makeProject(t.database.db, other, { name: 'Deras medlemsprojekt', visibility: 'members' }),
        await makeProject(t.database.db, other, { name: 'Deras interna', visibility: 'organization' }),
        await makeProject(t.database.db, org, { name: 'Vårt slutna', visibility: 'members' }),
      ];
      const publicForeign = await makeProject(t.database.db, other, { name: 'Deras publika', visibility: 'public' });
      const own = await makeProject(t.database.db, org, { name: 'Vårt eget', team: [member.user.id] });
      const missing = '00000000-0000-4000-8000-000000000000';
      const refs = [...hidden.map((p) => p.id), 'Vårt slutna', missing, publicForeign.id, own.name];
      const header = type === 'drawings' ? 'name,drawingType,info,project' : 'name,year,documentType,project';
      const csv = [header, ...refs.map((ref, i) => `Handling ${i + 1},,,${ref}`)].join('\n');
      const res = (await importCsv(member.token, type, csv)).json();
      expect(res).toMatchObject({ imported: 1, importedRows: [7], failed: 6 });
      const unknown = (ref: string, row: number) => ({
        row,
        field: 'project',
        message: `Unknown project "${ref}"`,
        code: 'UNKNOWN_PROJECT',
      });
      expect(res.organizationErrors).toEqual([
        unknown(hidden[0]?.id ?? '', 1),
        unknown(hidden[1]?.id ?? '', 2),
        unknown(hidden[2]?.id ?? '', 3),
        unknown('Vårt slutna', 4),
        unknown(missing, 5),
        // Seen (it is public) but not theirs to change: that is said as it is.
        { row: 6, field: 'project', message: MSG.notProjectOrgAdmin, code: 'PROJECT_NOT_ALLOWED' },
      ]);
    },
  );

  it.each(['constructionfiles', 'drawings'] as const)(
    "%s: an organization column must name the project's own organization",
    async (type) => {
      const { admin, org } = await orgAdmin();
      const project = await makeProject(t.database.db, org, { name: 'Kv. Orgen' });
      const other = await makeOrganization(t.database.db);
      const header = type === 'drawings' ? 'namn;projekt;organisation' : 'name;project;organization';
      const csv = [
        header,
        `Rätt namn;Kv. Orgen;${org.name}`,
        `Rätt id;Kv. Orgen;${org.id}`,
        `Fel;Kv. Orgen;${other.name}`,
      ];
      const res = (await importCsv(admin.token, type, csv.join('\n'))).json();
      expect(res).toMatchObject({ imported: 2, importedRows: [1, 2], failed: 1 });
      expect(res.organizationErrors).toEqual([
        expect.objectContaining({ row: 3, field: 'organization', code: 'ORGANIZATION_MISMATCH' }),
      ]);
      const table = type === 'drawings' ? drawingFiles : constructionFiles;
      const stored = await t.database.db.select({ id: table.id }).from(table).where(eq(table.projectId, project.id));
      expect(stored).toHaveLength(2);
    },
  );

  it("names a drawing's project by projectName, without a project column", async () => {
    const { admin, org } = await orgAdmin();
    const project = await makeProject(t.database.db, org, { name: 'Kv. Namnet' });
    const csv = 'name,drawingType,projectName\nPlan 1,Planritning,Kv. Namnet\nPlan 2,Planritning,\nPlan 3,,Finns ej\n';
    const res = (await importCsv(admin.token, 'drawings', csv)).json();
    expect(res).toMatchObject({ imported: 1, importedRows: [1], failed: 2 });
    expect(res.validationErrors).toEqual([expect.objectContaining({ row: 2, field: 'project', code: 'REQUIRED' })]);
    expect(res.organizationErrors).toEqual([
      { row: 3, field: 'projectName', message: 'Unknown project "Finns ej"', code: 'UNKNOWN_PROJECT' },
    ]);
    const [stored] = await t.database.db
      .select({ projectName: drawingFiles.projectName })
      .from(drawingFiles)
      .where(eq(drawingFiles.projectId, project.id));
    expect(stored?.projectName).toBe('Kv. Namnet');
  });

  it('lets a superadmin name projects by name; a name in several organizations needs the organization', async () => {
    const superadmin = await makeUser(t.database.db, { superadmin: true });
    const [a, b] = [await makeOrganization(t.database.db), await makeOrganization(t.database.db)];
    const unique = await makeProject(t.database.db, a, { name: 'Kv. Ensam' });
    const inA = await makeProject(t.database.db, a, { name: 'Kv. Dubbel' });
    const inB = await makeProject(t.database.db, b, { name: 'Kv. Dubbel' });
    const csv = [
      'name;year;documentType;project;organization',
      'Ett;2026;Avtal;Kv. Ensam;',
      'Två;2026;Avtal;Kv. Dubbel;',
      `Tre;2026;Avtal;Kv. Dubbel;${b.name}`,
      `Fyra;2026;Avtal;kv. dubbel;${a.id}`,
    ].join('\n');
    const res = (await importCsv(superadmin.token, 'constructionfiles', csv)).json();
    expect(res).toMatchObject({ imported: 3, importedRows: [1, 3, 4], failed: 1 });
    expect(res.validationErrors).toEqual([
      expect.objectContaining({ row: 2, field: 'project', code: 'AMBIGUOUS_PROJECT' }),
    ]);
    const names = async (projectId: string) =>
      (
        await t.database.db
          .select({ name: constructionFiles.name })
          .from(constructionFiles)
          .where(eq(constructionFiles.projectId, projectId))
      ).map((r) => r.name);
    expect(await names(unique.id)).toEqual(['Ett']);
    expect(await names(inB.id)).toEqual(['Tre']);
    expect(await names(inA.id)).toEqual(['Fyra']);
  });

  it('writes large files in whole batches', async () => {
    const { admin, org } = await orgAdmin();
    await makeProject(t.database.db, org, { name: 'Storprojektet' });
    const lines = ['name;year;documentType;project'];
    for (let i = 1; i <= 1200; i++)
      lines.push(`Handling ${i};2026;${i === 777 ? '' : 'Protokoll'};${i === 1100 ? '' : 'Storprojektet'}`);
    const res = (await importCsv(admin.token, 'constructionfiles', lines.join('\n'))).json();
    expect(res).toMatchObject({ imported: 1199, failed: 1 });
    expect(res.validationErrors).toEqual([expect.objectContaining({ row: 1100, field: 'project' })]);
  });

  it('writes two batches at once and still skips a row that repeats one thousands of rows before it', async () => {
    const { admin, org } = await orgAdmin();
    const names = Array.from({ length: 12 }, (_, i) => `Lane ${i}`);
    for (const name of names) await makeProject(t.database.db, org, { name });
    const lines = ['name,year,documentType,project'];
    // 10,000 rows over 12 projects (both lanes, several batches each); rows 9,001–9,012 repeat rows 1–12.
    for (let i = 1; i <= 10_000; i++) {
      const n = i > 9000 && i <= 9012 ? i - 9000 : i;
      lines.push(`Handling ${n},2026,Protokoll,${names[n % names.length]}`);
    }
    const res = (await importCsv(admin.token, 'constructionfiles', lines.join('\n'))).json();
    expect(res).toMatchObject({ imported: 9988, skipped: 12, failed: 0 });
    // Answered in file order although the lanes commit in their own order.
    const rows = res.importedRows as number[];
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(rows.slice(0, 3)).toEqual([1, 2, 3]);
    expect(rows).not.toContain(9001);
    const count = await t.request({
      method: 'GET',
      url: `/constructionfile?limit=1&query=${encodeURIComponent(JSON.stringify({ name: 'Handling 5' }))}`,
      token: admin.token,
    });
    expect(count.json().total).toBe(1);
  });
});
