/**
 * Construction files and drawings are the same kind of thing: a named blob on a project. This table of the
 * two kinds lets scopes, access checks, deletion and content serving be written once.
 */
import { MSG_FILES } from '../../common/messages';
import { constructionFileColumns, constructionFiles, drawingFileColumns, drawingFiles } from '../db/schema';

export const FILE_KINDS = {
  constructionfile: {
    table: constructionFiles,
    columns: constructionFileColumns,
    purpose: 'constructionfile' as const,
    missingId: MSG_FILES.missingFileId,
    missingIds: MSG_FILES.missingFileIds,
  },
  drawing: {
    table: drawingFiles,
    columns: drawingFileColumns,
    purpose: 'drawing' as const,
    missingId: MSG_FILES.missingDrawingId,
    missingIds: MSG_FILES.missingDrawingIds,
  },
};
export type FileKindName = keyof typeof FILE_KINDS;
export type FileTable = (typeof FILE_KINDS)[FileKindName]['table'];
