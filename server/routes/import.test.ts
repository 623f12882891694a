import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
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
    const again = await importCsv(admin.token, 'projects', csv);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 2, failed: 0, success: true });
    const list = await t.request({ method: 'GET', url: '/project?select=name', token: admin.token });
    expect(list.json().total).toBe(2);
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
        { row: 0, field: 'färg', message: 'Unknown column "färg"' },
        expect.objectContaining({ row: 2, field: 'name' }),
        expect.objectContaining({ row: 3, field: 'startDate' }),
        expect.objectContaining({ row: 4, field: 'budget' }),
      ]),
    );
    expect(res.organizationErrors).toEqual([expect.objectContaining({ row: 5, field: 'organization' })]);
  });

  it('answers "No projects imported" for an all-invalid file', async () => {
    const { admin } = await orgAdmin();
    const res = (await importCsv(admin.token, 'projects', 'name,type,startDate\n,,\nx,,\n')).json();
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
    expect((await importCsv(admin.token, 'constructionfiles', csv)).json()).toMatchObject({ imported: 0, skipped: 2 });
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
});
