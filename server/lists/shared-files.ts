/**
 * A share link's file list (`GET api_shared/project_files`, docs/api.md §5 "Sharing"): the link's project's published
 * construction files under `docType` and `search`, presented to an anonymous reader with content urls that carry the
 * token. The route opens the token and calls.
 */
import { and, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { sharedFilesQuery } from '../../common/api/sharing';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../common/limits';
import type { AppContext } from '../context';
import {
  constructionFileColumns,
  constructionFiles,
  type ConstructionFileRow,
  type ProjectRow,
  type UserRow,
} from '../db/schema';
import { presentConstructionFile } from '../presenters/file';
import { loadFileExtras } from '../queries/file-view';
import type { FieldMap } from '../queries/list-query/fields';
import type { ListParams } from '../queries/list-query/list-params';
import { runList } from '../queries/run-list';
import { loadContentHighlights } from '../queries/search/content-highlights';
import { highlightsOf } from '../queries/search/highlights';
import { parseSearch } from '../queries/search/parse-search';
import { seenInList } from '../queries/seen-file';
import { olderRevisionSearch, shareLinkScope } from '../policies/scopes';
import { constructionFileSearch } from './file-fields';
import { answer } from './list-answer';

/** What the shared list filters, sorts and searches on: the link's files by date, name and document type. */
const SHARED_FIELDS: FieldMap = {
  createdAt: { column: constructionFiles.createdAt, type: 'date', sortable: true },
  name: { column: constructionFiles.name, type: 'text', sortable: true },
  documentType: { column: constructionFiles.documentType, type: 'text', sortable: true },
};

/** `GET shared/files`: a page of the link's files, `project` being the one its token opened. */
export async function listSharedFiles(
  ctx: AppContext,
  project: Pick<ProjectRow, 'id'>,
  q: z.infer<typeof sharedFilesQuery>,
) {
  const params: ListParams = {
    filter: q.docType ? { documentType: q.docType } : undefined,
    skip: q.skip ?? 0,
    limit: Math.min(q.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT),
    populate: new Set(),
    search: parseSearch(q.search),
  };
  const { rows, ...total } = await runList<ConstructionFileRow>(
    {
      db: ctx.db,
      table: constructionFiles,
      idColumn: constructionFiles.id,
      fields: SHARED_FIELDS,
      // What the link shows, and only files whose content is there to read.
      scope: and(shareLinkScope(project.id), isNotNull(constructionFiles.uploadId)),
      // A link reads each file at its last published revision, that revision's PDF text included (docs/api.md §7).
      search: { ...constructionFileSearch, olderRevision: olderRevisionSearch(null, constructionFiles) },
      boundedTotal: true,
      columns: constructionFileColumns,
    },
    params,
  );
  // Presented as an anonymous reader: no abilities, no bookmarks; content urls carry the token.
  const reader = {
    id: '00000000-0000-0000-0000-000000000000',
    superadmin: false,
    organizationId: null,
  } as UserRow;
  const extras = await loadFileExtras(ctx.db, reader, rows, new Set());
  const token = encodeURIComponent(q.shareToken ?? '');
  const terms = params.search;
  // Each file at its last published revision (docs/api.md §7 "Status per revision").
  const seen = rows.map((row) => seenInList(reader, row, extras));
  const content = terms
    ? await loadContentHighlights(
        ctx.db,
        seen.map((r) => r.uploadId).filter((id): id is string => id !== null),
        terms,
      )
    : undefined;
  const result = seen.map((row) => {
    const { abilities: _a, bookmarked: _b, ...file } = presentConstructionFile(reader, row, extras);
    const shared = {
      ...file,
      url: file.url ? `${file.url}?shareToken=${token}` : null,
      thumbnail: file.thumbnail ? `${file.thumbnail}&shareToken=${token}` : null,
    };
    if (!terms) return shared;
    const inside = content?.get(row.uploadId ?? '');
    const found = highlightsOf(
      [
        ['name', file.name],
        ['documentType', file.documentType],
      ],
      terms,
    );
    return { ...shared, highlights: inside ? [...found, inside] : found };
  });
  return answer({ limit: params.limit, skip: params.skip, ...total, result });
}
