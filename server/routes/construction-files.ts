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
import { constructionFiles as t } from '../db/schema';
import { presentConstructionFile } from '../presenters/file';
import type { FieldMap } from '../queries/list-query/fields';
import { uploadFields } from '../queries/file-fields';
import { fileRoutes } from './file-routes';
import type { SearchSpec } from '../queries/search/search-condition';

export const constructionFileFields: FieldMap = {
  _id: { column: t.id, type: 'id' },
  name: { column: t.name, type: 'text', sortable: true },
  year: { column: t.year, type: 'int', sortable: true },
  documentType: { column: t.documentType, type: 'text', sortable: true },
  project: { column: t.projectId, type: 'id' },
  organization: { column: t.organizationId, type: 'id' },
  projectType: { column: t.projectType, type: 'text', sortable: true },
  createdAt: { column: t.createdAt, type: 'date', sortable: true },
  status: { column: t.status, type: 'text', sortable: true },
  revision: { column: t.revision, type: 'text', sortable: true },
  revisionCount: { column: t.revisionCount, type: 'int', sortable: true },
  revisedAt: { column: t.revisedAt, type: 'date', sortable: true },
  ...uploadFields(t, FILE_PATHS.constructionFileContent),
};

/** What `search=` looks through (docs/api.md §6 "Search"). */
export const constructionFileSearch: SearchSpec = {
  vector: t.searchVector,
  partWords: [t.name, t.documentType],
  content: t.contentVector,
  contentCodes: t.contentCodes,
};

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
    fields: constructionFileFields,
    distinctFields: ['organization', 'documentType', 'projectType', 'project', 'year', 'status'],
    search: constructionFileSearch,
    searchFields: (f) => [
      ['name', f.name],
      ['documentType', f.documentType],
    ],
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
