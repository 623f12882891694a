import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, projectTeam } from '../db/schema';
import { makeMember, makeOrganization, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { multipart } from '../test/uploads';
import { cp1252, importHelpers } from '../test/routes-import';

const t = testAppPerFile();
const { importCsv, orgAdmin } = importHelpers(() => t);

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
