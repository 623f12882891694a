/** What a page of files needs besides its rows: upload sizes and types, project and organization names, bookmarks. */
import { sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowFromJson } from '../db/json-rows';
import { inIds } from './ids';
import {
  contentHighlightsOf,
  highlightKindOf,
  highlightsColumn,
  highlightValues,
  type HighlightKind,
} from './search/content-highlights';
import type { SearchTerms } from './search/parse-search';
import type { TextStatus } from '../../common/api/files';
import type { Highlight } from '../../common/api/shared';
import type { FileReviewDecision } from '../../common/api/review';
import { decisionsOf, latestDecisionsJson, type DecisionJson } from './review-decision-view';
import { buildStatement, executePrepared, rowsOf, type BuiltStatement, type Db } from '../db/client';
import {
  fileBookmarks,
  fileRevisions,
  organizations,
  projects,
  projectTeam,
  uploads,
  type UserRow,
} from '../db/schema';
import { readsOlderRevision, type PublishedRevision } from './seen-file';

export interface FileExtras {
  uploads: Map<string, { size: number; contentType: string; textStatus: TextStatus | null; thumbnailReady: boolean }>;
  projects: Map<string, { name: string; type: string }>;
  organizations: Map<string, string>;
  bookmarked: Set<string>;
  /** Projects of the page whose team the caller is on (for the abilities). */
  teamProjects: Set<string>;
  /** Each file's latest review decision (review-decision-view.ts). */
  decisions: Map<string, FileReviewDecision>;
  /**
   * The published revisions outsiders read instead of a newer current one (queries/seen-file.ts), by id; their
   * uploads are in `uploads`.
   */
  published: Map<string, PublishedRevision>;
}

type ExtrasJson = {
  /** [id, size, content type, text status, thumbnail status] */
  ups: Array<[string, number, string, TextStatus | null, string]>;
  projs: Array<[string, string, string]>;
  orgs: Array<[string, string]>;
  marks: string[];
  team: string[];
  decs: DecisionJson[];
  /** [revision id, upload id, code, created at, size, content type, text status, thumbnail status] */
  pubs: Array<[string, string, string, string, number, string, TextStatus | null, string]>;
};

/** Where a page's ids come from: lists of ids, or the page's own rows inside the same statement. */
interface PageIds {
  uploads: (column: SQL) => SQL | undefined;
  projects: (column: SQL) => SQL | undefined;
  organizations: (column: SQL) => SQL | undefined;
  files: (column: SQL) => SQL | undefined;
  /** The page's published revisions that are not its current ones (seen-file.ts readsOlderRevision). */
  published: (column: SQL) => SQL | undefined;
}

/** The seven lookups as JSON lists, columns of one select; a list no one asked for is empty without a query. */
function extrasColumns(caller: UserRow, populate: Set<string>, ids: PageIds): SQL {
  const list = (query: (where: SQL) => SQL, where: SQL | undefined, wanted = true) =>
    wanted && where ? sql`coalesce((${query(where)}), '[]'::json)` : sql`'[]'::json`;
  return sql`
    ${list(
      (w) =>
        sql`select json_agg(json_build_array(u.id, u.size, u.content_type, u.text_status, u.thumbnail_status))
          from ${uploads} u where ${w}`,
      ids.uploads(sql`u.id`),
    )} as ups,
    ${list(
      (w) => sql`select json_agg(json_build_array(p.id, p.name, p.type)) from ${projects} p where ${w}`,
      ids.projects(sql`p.id`),
      populate.has('project'),
    )} as projs,
    ${list(
      (w) => sql`select json_agg(json_build_array(o.id, o.name)) from ${organizations} o where ${w}`,
      ids.organizations(sql`o.id`),
      populate.has('organization'),
    )} as orgs,
    ${list(
      (w) => sql`select json_agg(b.file_id) from ${fileBookmarks} b where b.user_id = ${caller.id} and ${w}`,
      ids.files(sql`b.file_id`),
    )} as marks,
    ${list(
      (w) => sql`select json_agg(t.project_id) from ${projectTeam} t where t.user_id = ${caller.id} and ${w}`,
      ids.projects(sql`t.project_id`),
    )} as team,
    ${list(latestDecisionsJson, ids.files(sql`rf.file_id`))} as decs,
    ${list(
      (w) =>
        sql`select json_agg(json_build_array(r.id, r.upload_id, r.revision, r.created_at, u.size, u.content_type,
            u.text_status, u.thumbnail_status))
          from ${fileRevisions} r join ${uploads} u on u.id = r.upload_id where ${w}`,
      ids.published(sql`r.id`),
    )} as pubs`;
}

function extrasOf(found: ExtrasJson | undefined): FileExtras {
  const extras = found ?? { ups: [], projs: [], orgs: [], marks: [], team: [], decs: [], pubs: [] };
  const ups = [
    ...extras.ups,
    ...extras.pubs.map(([, id, , , size, type, text, thumbnail]) => [id, size, type, text, thumbnail] as const),
  ];
  return {
    uploads: new Map(
      ups.map(([id, size, contentType, textStatus, thumbnailStatus]) => [
        id,
        { size: Number(size), contentType, textStatus, thumbnailReady: thumbnailStatus === 'done' },
      ]),
    ),
    projects: new Map(extras.projs.map(([id, name, type]) => [id, { name, type }])),
    organizations: new Map(extras.orgs.map(([id, name]) => [id, name])),
    bookmarked: new Set(extras.marks),
    teamProjects: new Set(extras.team),
    decisions: decisionsOf(extras.decs),
    published: new Map(
      extras.pubs.map(([id, uploadId, revision, createdAt]) => [
        id,
        { id, uploadId, revision, createdAt: new Date(createdAt) },
      ]),
    ),
  };
}

/**
 * One statement for all of it: a page's five small lookups as five round trips cost more in the server (building
 * and sending each, reading each answer) than the lookups themselves cost in the database.
 */
export async function loadFileExtras(
  db: Db,
  caller: UserRow,
  rows: Array<
    { id: string; uploadId: string | null; projectId: string; organizationId: string } & Parameters<
      typeof readsOlderRevision
    >[0]
  >,
  populate: Set<string>,
): Promise<FileExtras> {
  const some = (values: string[]) => (column: SQL) => (values.length > 0 ? inIds(column, values) : undefined);
  const ids: PageIds = {
    published: some(rows.filter(readsOlderRevision).map((r) => r.publishedRevisionId as string)),
    uploads: some(rows.map((r) => r.uploadId).filter((x): x is string => x !== null)),
    projects: some([...new Set(rows.map((r) => r.projectId))]),
    organizations: some([...new Set(rows.map((r) => r.organizationId))]),
    files: some(rows.map((r) => r.id)),
  };
  const [found] = rowsOf<ExtrasJson>(await executePrepared(db, sql`select ${extrasColumns(caller, populate, ids)}`));
  return extrasOf(found);
}

/**
 * The statement that reads files by id with their extras (a search index's page: the ids are known, the rows not
 * yet), for one caller and table: built once and kept (lists/file-list.ts), run by `loadFilesByIds` with the ids
 * and the search's words as its values. Building it from its fragments on every page was ~6 % of a search's CPU.
 */
export function filesByIdsStatement(
  table: Table,
  columns: Record<string, AnyPgColumn>,
  caller: UserRow,
  populate: Set<string>,
  /** The highlights of a search's words (or code) inside the page's PDFs come in the same statement. */
  highlights: HighlightKind | undefined,
  /**
   * The caller's scope (fileScope), checked again on the rows read: an index that has not yet seen a change (a
   * file turned work in progress, a member who left) can name a row the caller may no longer see.
   */
  scope: SQL | undefined,
): BuiltStatement {
  const from = (column: string) => (target: SQL) => sql`${target} in (select ${sql.identifier(column)} from page)`;
  const ids: PageIds = {
    published: (target: SQL) =>
      sql`${target} in (select published_revision_id from page where status in ('wip', 'shared'))`,
    uploads: from('upload_id'),
    projects: from('project_id'),
    organizations: from('organization_id'),
    files: from('id'),
  };
  const selected = sql.join(
    Object.values(columns).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const content = highlights ? sql`, ${highlightsColumn(from('upload_id'), highlights)} as content` : sql``;
  return buildStatement(sql`
      with page as (select ${selected} from ${table}
        where id = any(${sql.placeholder('ids')}::uuid[])${scope ? sql` and ${scope}` : sql``})
      select coalesce((select json_agg(page) from page), '[]'::json) as page,
        ${extrasColumns(caller, populate, ids)}${content}`);
}

/**
 * Files by id with their extras in one statement (filesByIdsStatement): the rows come back as JSON, read as Drizzle
 * would have read them. Ids no longer there, or no longer the caller's to see, are left out.
 */
export async function loadFilesByIds<T extends Table>(
  db: Db,
  table: T,
  statement: BuiltStatement,
  fileIds: string[],
  /** The search whose highlights the statement reads (its kind as the statement was built for). */
  terms?: SearchTerms,
): Promise<{ rows: Array<InferSelectModel<T>>; extras: FileExtras; content: Map<string, Highlight> }> {
  if (fileIds.length === 0) return { rows: [], extras: extrasOf(undefined), content: new Map() };
  const [found] = rowsOf<
    ExtrasJson & { page: Array<Record<string, unknown>> | null; content?: Array<[string, number, string]> }
  >(
    await executePrepared(db, statement, {
      ids: `{${fileIds.join(',')}}`,
      ...(terms && highlightKindOf(terms) ? highlightValues(terms) : {}),
    }),
  );
  return {
    rows: (found?.page ?? []).map((json) => rowFromJson(table, json)),
    extras: extrasOf(found),
    content: contentHighlightsOf(found?.content ?? []),
  };
}
