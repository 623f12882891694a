/** `upload_csv_file` of construction files and drawings: a fully valid, a partly valid and an all-invalid file. */
import { describe, expect, it } from 'vitest';
import { makeOrganization, makeProject } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { importHelpers } from '../test/routes-import';

const t = testAppPerFile();
const { importCsv, adminWithProject, countFiles } = importHelpers(() => t);

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
