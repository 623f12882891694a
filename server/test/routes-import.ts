/** CSV imports for the `upload_csv_file` route tests: the request, who imports, and what an import wrote. */
import { and, eq, like } from 'drizzle-orm';
import type { ImportType } from '../../common/api/import';
import { constructionFiles, drawingFiles, projects, type OrganizationRow, type ProjectRow } from '../db/schema';
import { makeMember, makeOrganization, makeProject } from './factories';
import type { TestApp } from './test-app';
import { importCsvRequest } from './uploads';

/** Helpers bound to the test file's app (`app` is read when a helper runs, after `beforeAll` made it). */
export function importHelpers(app: () => TestApp) {
  const importCsv = (token: string, type: string, content: string | Buffer, name?: string) =>
    importCsvRequest(app(), token, type, content, name);

  async function orgAdmin() {
    const db = app().database.db;
    const org = await makeOrganization(db);
    return { org, admin: await makeMember(db, org, { admin: true }) };
  }

  /** An organization, its admin and a project named `name`, on `on` (the file's app unless another is named). */
  async function adminWithProject(name: string, on: TestApp = app()) {
    const org = await makeOrganization(on.database.db);
    const admin = await makeMember(on.database.db, org, { admin: true });
    const project = await makeProject(on.database.db, org, { name });
    return { org, admin, project };
  }

  async function countFiles(token: string, kind: 'constructionfile' | 'drawingfile', projectId: string) {
    const query = encodeURIComponent(JSON.stringify({ project: projectId }));
    const res = await app().request({ method: 'GET', url: `/${kind}?query=${query}&limit=0`, token });
    return res.json().total as number;
  }

  return { importCsv, orgAdmin, adminWithProject, countFiles };
}

/** Windows-1252 bytes for a string of Latin-1 letters (å ä ö are the same code points there). */
export const cp1252 = (text: string) => Buffer.from(text, 'latin1');

/** Per import type: its header and a valid row numbered `i` ("Rad i") for the project named `project`. */
export const SHAPES: Record<ImportType, { header: string; row: (i: number, project: string) => string }> = {
  projects: { header: 'name;type;startDate', row: (i) => `Rad ${i};Nybyggnad;2026-01-01` },
  constructionfiles: { header: 'name;year;documentType;project', row: (i, p) => `Rad ${i};2024;Avtal;${p}` },
  drawings: { header: 'name;drawingType;info;project', row: (i, p) => `Rad ${i};Planritning;1:100;${p}` },
};

export const csvOf = (type: ImportType, project: string, count: number, from = 1) =>
  [SHAPES[type].header, ...Array.from({ length: count }, (_, i) => SHAPES[type].row(from + i, project))].join('\n');

/** The numbers of the "Rad n" rows an import wrote for this organization and project, ascending. */
export async function written(app: TestApp, type: ImportType, org: OrganizationRow, project: ProjectRow) {
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
