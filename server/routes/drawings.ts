import {
  FILE_PATHS,
  createDrawingBody,
  drawingFileListSchema,
  drawingFileSchema,
  updateDrawingBody,
} from '../../common/api/files';
import { createDrawing } from '../commands/create-file';
import { updateDrawing } from '../commands/update-file';
import type { AppContext } from '../context';
import { drawingFiles as t } from '../db/schema';
import { presentDrawing } from '../presenters/file';
import type { FieldMap } from '../queries/list-query/fields';
import { uploadFields } from '../queries/file-fields';
import { fileRoutes } from './file-routes';
import type { SearchSpec } from '../queries/search/search-condition';

export const drawingFields: FieldMap = {
  _id: { column: t.id, type: 'id' },
  name: { column: t.name, type: 'text', sortable: true },
  drawingType: { column: t.drawingType, type: 'text', sortable: true },
  info: { column: t.info, type: 'text' },
  project: { column: t.projectId, type: 'id' },
  projectName: { column: t.projectName, type: 'text', sortable: true },
  organization: { column: t.organizationId, type: 'id' },
  createdAt: { column: t.createdAt, type: 'date', sortable: true },
  drawingNumber: { column: t.drawingNumber, type: 'text', sortable: true },
  scale: { column: t.scale, type: 'text', sortable: true },
  status: { column: t.status, type: 'text', sortable: true },
  revision: { column: t.revision, type: 'text', sortable: true },
  revisionCount: { column: t.revisionCount, type: 'int', sortable: true },
  revisedAt: { column: t.revisedAt, type: 'date', sortable: true },
  ...uploadFields(t, FILE_PATHS.drawingContent),
};

/** What `search=` looks through (docs/api.md §6 "Search"). */
export const drawingSearch: SearchSpec = {
  vector: t.searchVector,
  partWords: [t.name, t.drawingType, t.drawingNumber, t.info],
  content: t.contentVector,
  contentCodes: t.contentCodes,
};

/** `drawingfile` calls: drawings (PDF, DWG, DXF, IFC, PNG, JPEG) with a drawing type on a project. */
export const drawingRoutes = (ctx: AppContext) =>
  fileRoutes(ctx, {
    kind: 'drawing',
    tag: 'drawings',
    paths: {
      list: FILE_PATHS.drawings,
      one: FILE_PATHS.drawing,
      content: FILE_PATHS.drawingContent,
      bulkDelete: FILE_PATHS.drawingsBulkDelete,
      downloadLink: FILE_PATHS.drawingDownloadLink,
      revisions: FILE_PATHS.drawingRevisions,
      revisionContent: FILE_PATHS.drawingRevisionContent,
      thumbnail: FILE_PATHS.drawingThumbnail,
    },
    fields: drawingFields,
    distinctFields: ['projectName', 'drawingType', 'project', 'organization', 'status'],
    search: drawingSearch,
    searchFields: (d) => [
      ['name', d.name],
      ['drawingType', d.drawingType],
      ['drawingNumber', d.drawingNumber],
      ['info', d.info],
    ],
    schemas: {
      item: drawingFileSchema,
      list: drawingFileListSchema,
      create: createDrawingBody,
      patch: updateDrawingBody,
    },
    present: presentDrawing,
    create: createDrawing,
    update: updateDrawing,
  });
