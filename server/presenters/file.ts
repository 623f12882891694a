/** Construction-file and drawing rows → the API's shapes, with content url, size and the caller's abilities. */
import type { ConstructionFile, DrawingFile } from '../../common/api/files';
import type { ConstructionFileRow, DrawingFileRow, UserRow } from '../db/schema';
import { canWriteFile } from '../queries/file-access';
import type { FileExtras } from '../queries/file-view';

type AnyFileRow = ConstructionFileRow | DrawingFileRow;

function common(caller: UserRow, row: AnyFileRow, extras: FileExtras, contentPath: string) {
  const upload = row.uploadId ? extras.uploads.get(row.uploadId) : undefined;
  const project = extras.projects.get(row.projectId);
  const orgName = extras.organizations.get(row.organizationId);
  const write = canWriteFile(caller, row, extras.teamProjects.has(row.projectId));
  return {
    _id: row.id,
    name: row.name,
    url: upload ? `/api/v1/${contentPath}/${row.id}/content` : null,
    project: project ? { _id: row.projectId, name: project.name, type: project.type } : row.projectId,
    organization: orgName !== undefined ? { _id: row.organizationId, name: orgName } : row.organizationId,
    size: upload?.size ?? null,
    contentType: upload?.contentType ?? null,
    bookmarked: extras.bookmarked.has(row.id),
    createdAt: row.createdAt.toISOString(),
    abilities: { update: write, delete: write },
  };
}

export function presentConstructionFile(
  caller: UserRow,
  row: ConstructionFileRow,
  extras: FileExtras,
): ConstructionFile {
  return {
    ...common(caller, row, extras, 'constructionfile'),
    year: row.year,
    documentType: row.documentType,
    projectType: row.projectType,
  };
}

export function presentDrawing(caller: UserRow, row: DrawingFileRow, extras: FileExtras): DrawingFile {
  return {
    ...common(caller, row, extras, 'drawingfile'),
    drawingType: row.drawingType,
    info: row.info,
    projectName: row.projectName,
  };
}
