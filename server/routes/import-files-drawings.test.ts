import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { constructionFiles, drawingFiles } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { multipart, PDF } from '../test/uploads';
import { importHelpers } from '../test/routes-import';

const t = testAppPerFile();
const { importCsv, orgAdmin } = importHelpers(() => t);

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
