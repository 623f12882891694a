/** What a page of files needs besides its rows: upload sizes and types, project and organization names, bookmarks. */
import { sql, type SQL } from 'drizzle-orm';
import { inIds } from './ids';
import type { TextStatus } from '../../common/api/files';
import { rowsOf, type Db } from '../db/client';
import { fileBookmarks, organizations, projects, projectTeam, uploads, type UserRow } from '../db/schema';

export interface FileExtras {
  uploads: Map<string, { size: number; contentType: string; textStatus: TextStatus | null; thumbnailReady: boolean }>;
  projects: Map<string, { name: string; type: string }>;
  organizations: Map<string, string>;
  bookmarked: Set<string>;
  /** Projects of the page whose team the caller is on (for the abilities). */
  teamProjects: Set<string>;
}

type ExtrasJson = {
  /** [id, size, content type, text status, thumbnail status] */
  ups: Array<[string, number, string, TextStatus | null, string]>;
  projs: Array<[string, string, string]>;
  orgs: Array<[string, string]>;
  marks: string[];
  team: string[];
};

/**
 * One statement for all of it: a page's five small lookups as five round trips cost more in the server (building
 * and sending each, reading each answer) than the lookups themselves cost in the database.
 */
export async function loadFileExtras(
  db: Db,
  caller: UserRow,
  rows: Array<{ id: string; uploadId: string | null; projectId: string; organizationId: string }>,
  populate: Set<string>,
): Promise<FileExtras> {
  const uploadIds = rows.map((r) => r.uploadId).filter((x): x is string => x !== null);
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  const ids = rows.map((r) => r.id);
  const none = sql`'[]'::json`;
  const list = (query: SQL, wanted: boolean) => (wanted ? sql`coalesce((${query}), '[]'::json)` : none);
  const [found] = rowsOf<ExtrasJson>(
    await db.execute(sql`select
      ${list(
        sql`select json_agg(json_build_array(u.id, u.size, u.content_type, u.text_status, u.thumbnail_status))
          from ${uploads} u where ${inIds(sql`u.id`, uploadIds)}`,
        uploadIds.length > 0,
      )} as ups,
      ${list(
        sql`select json_agg(json_build_array(p.id, p.name, p.type)) from ${projects} p where ${inIds(sql`p.id`, projectIds)}`,
        populate.has('project') && projectIds.length > 0,
      )} as projs,
      ${list(
        sql`select json_agg(json_build_array(o.id, o.name)) from ${organizations} o where ${inIds(sql`o.id`, orgIds)}`,
        populate.has('organization') && orgIds.length > 0,
      )} as orgs,
      ${list(
        sql`select json_agg(b.file_id) from ${fileBookmarks} b
          where b.user_id = ${caller.id} and ${inIds(sql`b.file_id`, ids)}`,
        ids.length > 0,
      )} as marks,
      ${list(
        sql`select json_agg(t.project_id) from ${projectTeam} t
          where t.user_id = ${caller.id} and ${inIds(sql`t.project_id`, projectIds)}`,
        projectIds.length > 0,
      )} as team`),
  );
  const extras = found ?? { ups: [], projs: [], orgs: [], marks: [], team: [] };
  return {
    uploads: new Map(
      extras.ups.map(([id, size, contentType, textStatus, thumbnailStatus]) => [
        id,
        { size: Number(size), contentType, textStatus, thumbnailReady: thumbnailStatus === 'done' },
      ]),
    ),
    projects: new Map(extras.projs.map(([id, name, type]) => [id, { name, type }])),
    organizations: new Map(extras.orgs.map(([id, name]) => [id, name])),
    bookmarked: new Set(extras.marks),
    teamProjects: new Set(extras.team),
  };
}
