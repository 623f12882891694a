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
import { presentDrawing } from '../presenters/file';
import { fileRoutes } from './file-routes';

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
