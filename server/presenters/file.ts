/** Construction-file and drawing rows → the API's shapes, with content url, size and the caller's abilities. */
import path from 'node:path';
import { contentUrl, FILE_PATHS, thumbnailUrl, type ConstructionFile, type DrawingFile } from '../../common/api/files';
import type { ConstructionFileRow, DrawingFileRow, UploadRow, UserRow } from '../db/schema';
import { CONTENT_TYPES } from '../storage/sniff';
import { can } from '../policies/authorize';
import { fileProject } from '../queries/file-access';
import type { FileExtras } from '../queries/file-view';
import { seenInList } from '../queries/seen-file';

type AnyFileRow = ConstructionFileRow | DrawingFileRow;

function common(caller: UserRow, stored: AnyFileRow, extras: FileExtras, contentPath: string, thumbnailPath: string) {
  // An outsider's view is at the last published revision (docs/api.md §7 "Status per revision"); a row already
  // read as seen (queries/file-access.ts) stays as it is.
  const row = seenInList(caller, stored, extras);
  const upload = row.uploadId ? extras.uploads.get(row.uploadId) : undefined;
  const project = extras.projects.get(row.projectId);
  const orgName = extras.organizations.get(row.organizationId);
  const write = can(caller, 'project.manageContent', fileProject(row, extras.teamProjects.has(row.projectId)));
  return {
    _id: row.id,
    name: row.name,
    url: upload ? contentUrl(contentPath, row.id) : null,
    project: project ? { _id: row.projectId, name: project.name, type: project.type } : row.projectId,
    organization: orgName !== undefined ? { _id: row.organizationId, name: orgName } : row.organizationId,
    size: upload?.size ?? null,
    contentType: upload?.contentType ?? null,
    textStatus: upload?.textStatus ?? null,
    status: row.status,
    revision: row.revision,
    revisionCount: row.revisionCount,
    revisedAt: row.revisedAt?.toISOString() ?? null,
    thumbnail: upload?.thumbnailReady && row.uploadId ? thumbnailUrl(thumbnailPath, row.id, row.uploadId) : null,
    bookmarked: extras.bookmarked.has(row.id),
    createdAt: row.createdAt.toISOString(),
    abilities: { update: write, delete: write },
    // The approver's word is the team's working note, not something for outsiders or share links.
    reviewDecision: write ? (extras.decisions.get(row.id) ?? null) : null,
  };
}

export function presentConstructionFile(
  caller: UserRow,
  row: ConstructionFileRow,
  extras: FileExtras,
): ConstructionFile {
  return {
    ...common(caller, row, extras, FILE_PATHS.constructionFileContent, FILE_PATHS.constructionFileThumbnail),
    year: row.year,
    documentType: row.documentType,
    projectType: row.projectType,
  };
}

export function presentDrawing(caller: UserRow, row: DrawingFileRow, extras: FileExtras): DrawingFile {
  return {
    ...common(caller, row, extras, FILE_PATHS.drawingContent, FILE_PATHS.drawingThumbnail),
    drawingType: row.drawingType,
    info: row.info,
    drawingNumber: row.drawingNumber,
    scale: row.scale,
    projectName: row.projectName,
  };
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CONTENT_TYPES).map(([kind, type]) => [type, `.${kind}`])),
  'image/jpeg': '.jpg',
};

/**
 * The name a file's content downloads under: the file's own name in Byggarkiv ("Bygglov A1"), not whatever
 * the uploader's disk called it ("scan_0042.pdf"), with the upload's extension added when the name lacks
 * it, so the saved file still opens with the right program.
 */
export function downloadName(name: string, upload: Pick<UploadRow, 'fileName' | 'contentType'>): string {
  const extension = path.extname(upload.fileName) || EXTENSION_OF_TYPE[upload.contentType] || '';
  if (!extension || name.toLowerCase().endsWith(extension.toLowerCase())) return name;
  return `${name}${extension}`;
}
