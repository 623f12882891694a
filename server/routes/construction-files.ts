import {
  FILE_PATHS,
  constructionFileListSchema,
  constructionFileSchema,
  createConstructionFileBody,
  updateConstructionFileBody,
} from '../../common/api/files';
import { createConstructionFile } from '../commands/create-file';
import { updateConstructionFile } from '../commands/update-file';
import type { AppContext } from '../context';
import { presentConstructionFile } from '../presenters/file';
import { fileRoutes } from './file-routes';

/** `constructionfile` calls: PDFs with a document type on a project. */
export const constructionFileRoutes = (ctx: AppContext) =>
  fileRoutes(ctx, {
    kind: 'constructionfile',
    tag: 'construction files',
    paths: {
      list: FILE_PATHS.constructionFiles,
      one: FILE_PATHS.constructionFile,
      content: FILE_PATHS.constructionFileContent,
      bulkDelete: FILE_PATHS.constructionFilesBulkDelete,
      downloadLink: FILE_PATHS.constructionFileDownloadLink,
      revisions: FILE_PATHS.constructionFileRevisions,
      revisionContent: FILE_PATHS.constructionFileRevisionContent,
      thumbnail: FILE_PATHS.constructionFileThumbnail,
    },
    schemas: {
      item: constructionFileSchema,
      list: constructionFileListSchema,
      create: createConstructionFileBody,
      patch: updateConstructionFileBody,
    },
    present: presentConstructionFile,
    create: createConstructionFile,
    update: updateConstructionFile,
  });
