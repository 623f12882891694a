/**
 * What a ZIP download holds (docs/api.md §6 "Bulk download"): the files a list would show under its `query` and
 * `search` — a project's as the caller sees them, or a share link's published ones — and the upload each is read
 * at. The route checks who may ask, then streams what this names.
 */
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { constructionFiles, type UserRow } from '../db/schema';
import { FILE_KINDS, type FileKindName, type FileTable } from '../queries/file-kinds';
import { parseListParams, type ListQuerystring } from '../queries/list-query/list-params';
import { listWhere } from '../queries/run-list';
import { parseSearch } from '../queries/search/parse-search';
import { fileScope, olderRevisionSearch, seenUpload, shareLinkScope } from '../policies/scopes';
import {
  constructionFileFields,
  constructionFileSearch,
  drawingFields,
  drawingSearch,
  seenRevisionFields,
} from './file-fields';

const LISTS = {
  constructionfile: { fields: constructionFileFields, search: constructionFileSearch },
  drawing: { fields: drawingFields, search: drawingSearch },
};

export interface ZipList {
  kind: FileKindName;
  table: FileTable;
  where: SQL | undefined;
  /** The upload each row is read at (visibility.ts seenUpload): an outsider's last published revision. */
  upload: SQL;
}

/** `GET project/{id}/files.zip`: the project's files of `kind` the caller may see, under `query` and `search`. */
export function projectFilesZip(
  db: Db,
  caller: UserRow,
  projectId: string,
  kind: FileKindName,
  { query, search }: Pick<ListQuerystring, 'query' | 'search'>,
): ZipList {
  const { table } = FILE_KINDS[kind];
  const params = parseListParams({ query, search }, { populate: [] });
  const where = listWhere(
    {
      db,
      table,
      idColumn: table.id,
      ...LISTS[kind],
      fields: { ...LISTS[kind].fields, ...seenRevisionFields(caller, table) },
      search: { ...LISTS[kind].search, olderRevision: olderRevisionSearch(caller, table) },
      scope: and(fileScope(caller, table), eq(table.projectId, projectId), isNotNull(table.uploadId)),
    },
    params,
  );
  return { kind, table, where, upload: seenUpload(caller, table) };
}

/** `GET api_shared/project_files.zip`: the link's project's published construction files, under `search` and `docType`. */
export function sharedFilesZip(
  db: Db,
  projectId: string,
  { search, docType }: { search?: string; docType?: string },
): ZipList {
  const t = constructionFiles;
  const where = listWhere(
    {
      db,
      table: t,
      idColumn: t.id,
      ...LISTS.constructionfile,
      search: { ...LISTS.constructionfile.search, olderRevision: olderRevisionSearch(null, t) },
      scope: and(shareLinkScope(projectId), isNotNull(t.uploadId)),
    },
    { filter: docType ? { documentType: docType } : undefined, search: parseSearch(search) },
  );
  return { kind: 'constructionfile', table: t, where, upload: seenUpload(null, t) };
}
