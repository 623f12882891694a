/**
 * What a list of construction files or of drawings is made of (docs/api.md §3 the list language, §6 "Search"): the
 * fields a filter, sort or `distinct` may name, what `search=` looks through, the presented fields its highlights
 * are cut from, the presenter, and the in-memory index that may answer instead of the database.
 */
import { FILE_PATHS, type ConstructionFile, type DrawingFile } from '../../common/api/files';
import { CONSTRUCTION_FILE_LIST_SPEC, DRAWING_LIST_SPEC } from '../../common/api/list-specs';
import type { AppContext } from '../context';
import { sql } from 'drizzle-orm';
import {
  constructionFiles as cf,
  drawingFiles as df,
  type ConstructionFileRow,
  type DrawingFileRow,
  uploads,
  type UserRow,
} from '../db/schema';
import { presentConstructionFile, presentDrawing } from '../presenters/file';
import { uploadFields } from '../queries/file-fields';
import type { FileTable } from '../queries/file-kinds';
import type { FileExtras } from '../queries/file-view';
import type { FieldMap } from '../queries/list-query/fields';
import { seenRevisionColumn, seenStatus, seenUpload, seesWorkInProgress } from '../policies/scopes';
import type { SearchSpec } from '../queries/search/search-condition';
import { constructionFileIndex, drawingFileIndex, type FileIndexSpec } from '../search-index/file-sources';
import type { TableIndex } from '../search-index/table-index';
import { sortableAs } from './list-spec';

/** The fields both kinds have: the row's identity, project, status and revisions, and its upload's. */
const commonFileFields = (table: FileTable, contentPath: string): FieldMap => ({
  _id: { column: table.id, type: 'id' },
  name: { column: table.name, type: 'text' },
  project: { column: table.projectId, type: 'id' },
  organization: { column: table.organizationId, type: 'id' },
  createdAt: { column: table.createdAt, type: 'date' },
  status: { column: table.status, type: 'text' },
  revision: { column: table.revision, type: 'text' },
  revisionCount: { column: table.revisionCount, type: 'int' },
  revisedAt: { column: table.revisedAt, type: 'date' },
  ...uploadFields(table, contentPath),
});

export const constructionFileFields: FieldMap = sortableAs(
  {
    ...commonFileFields(cf, FILE_PATHS.constructionFileContent),
    year: { column: cf.year, type: 'int' },
    documentType: { column: cf.documentType, type: 'text' },
    projectType: { column: cf.projectType, type: 'text' },
  },
  CONSTRUCTION_FILE_LIST_SPEC.sortable,
);

/** What `search=` looks through (docs/api.md §6 "Search"). */
export const constructionFileSearch: SearchSpec = {
  vector: cf.searchVector,
  partWords: [cf.name, cf.documentType],
  content: cf.contentVector,
  contentCodes: cf.contentCodes,
};

export const drawingFields: FieldMap = sortableAs(
  {
    ...commonFileFields(df, FILE_PATHS.drawingContent),
    drawingType: { column: df.drawingType, type: 'text' },
    info: { column: df.info, type: 'text' },
    projectName: { column: df.projectName, type: 'text' },
    drawingNumber: { column: df.drawingNumber, type: 'text' },
    scale: { column: df.scale, type: 'text' },
  },
  DRAWING_LIST_SPEC.sortable,
);

/** What `search=` looks through (docs/api.md §6 "Search"). */
export const drawingSearch: SearchSpec = {
  vector: df.searchVector,
  partWords: [df.name, df.drawingType, df.drawingNumber, df.info],
  content: df.contentVector,
  contentCodes: df.contentCodes,
};

/** One kind's list: its rows `R` presented as `Out`. */
export interface FileListKind<R, Out> {
  fields: FieldMap;
  /** Every one of these leads a btree index (schema/files.ts), which `distinct` skips through (run-list.ts). */
  distinctFields: readonly string[];
  search: SearchSpec;
  /** The presented fields a row's highlights are cut from, in the order they are shown. */
  searchFields: (out: Out) => Array<[field: string, text: string]>;
  present: (caller: UserRow, row: R, extras: FileExtras) => Out;
  /** The in-memory index of the kind (search-index/file-search.ts), when this instance keeps one. */
  memoryIndex: (ctx: AppContext) => TableIndex | undefined;
  indexSpec: FileIndexSpec;
}

export const CONSTRUCTION_FILE_LIST: FileListKind<ConstructionFileRow, ConstructionFile> = {
  fields: constructionFileFields,
  distinctFields: CONSTRUCTION_FILE_LIST_SPEC.distinct,
  search: constructionFileSearch,
  searchFields: (f) => [
    ['name', f.name],
    ['documentType', f.documentType],
  ],
  present: presentConstructionFile,
  memoryIndex: (ctx) => ctx.searchIndexes?.constructionFiles,
  indexSpec: constructionFileIndex,
};

export const DRAWING_LIST: FileListKind<DrawingFileRow, DrawingFile> = {
  fields: drawingFields,
  distinctFields: DRAWING_LIST_SPEC.distinct,
  search: drawingSearch,
  searchFields: (d) => [
    ['name', d.name],
    ['drawingType', d.drawingType],
    ['drawingNumber', d.drawingNumber],
    ['info', d.info],
  ],
  present: presentDrawing,
  memoryIndex: (ctx) => ctx.searchIndexes?.drawingFiles,
  indexSpec: drawingFileIndex,
};

/**
 * The fields whose value is the revision each row is read at (docs/api.md §7 "Status per revision"), as the caller
 * sees them: those who may not see work in progress filter, sort and count on the last published revision's status,
 * code, date, revision count, size and type, so a newer work-in-progress revision tells them nothing. The url names
 * the file, the same for everyone.
 */
export function seenRevisionFields(caller: UserRow, table: typeof cf | typeof df): FieldMap {
  const ofSeenUpload = (column: typeof uploads.size | typeof uploads.contentType) =>
    sql`(select ${column} from ${uploads} where ${uploads.id} = ${seenUpload(caller, table)})`;
  const sortable = table === cf ? CONSTRUCTION_FILE_LIST_SPEC.sortable : DRAWING_LIST_SPEC.sortable;
  return sortableAs(
    {
      status: { column: seenStatus(caller, table), type: 'text' },
      revision: { column: seenRevisionColumn(caller, table, table.revision, 'revision'), type: 'text' },
      revisedAt: {
        column: seenRevisionColumn(caller, table, table.revisedAt, 'created_at'),
        type: 'date',
      },
      revisionCount: {
        column: sql`(case when ${seesWorkInProgress(caller, table)} then ${table.revisionCount} else ${table.outsideRevisionCount} end)`,
        type: 'int',
      },
      size: { column: ofSeenUpload(uploads.size), type: 'int' },
      contentType: { column: ofSeenUpload(uploads.contentType), type: 'text' },
    },
    sortable,
  );
}
