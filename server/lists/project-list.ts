/**
 * The project list (docs/api.md §2 "Projects", §3 the list language): the one place that decides what a list call
 * over projects reads — the caller's scope, the filter and `search=`, the in-memory index or the database, the
 * shared page cache, the caller's bookmarks, highlights and the presented rows. The route declares and calls.
 */
import { inArray, sql } from 'drizzle-orm';
import { PROJECT_LIST_SPEC } from '../../common/api/list-specs';
import { PROJECT_POPULATE, type Project } from '../../common/api/project';
import type { ListQuerystring } from '../queries/list-query/list-params';
import type { AppContext } from '../context';
import { projectColumns, projects, projectTeam, type ProjectRow, type UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import { presentProject } from '../presenters/project';
import { loadProjectBookmarkSet } from '../queries/bookmarks';
import { BOOKMARKED, mentionsBookmarked, projectBookmarkedField } from '../queries/list-query/bookmarked-field';
import { compileFilter } from '../queries/list-query/compile-filter';
import { fieldsFor, type FieldMap } from '../queries/list-query/fields';
import { parseListParams, pickFields, type ListParams } from '../queries/list-query/list-params';
import { loadProjectsByIds, loadProjectViews } from '../queries/project-view';
import { runDistinct, runList, type ListSource } from '../queries/run-list';
import { highlightsOf } from '../queries/search/highlights';
import { projectAudience, projectScope } from '../policies/scopes';
import { searchProjects } from '../search-index/project-search';
import { answer } from './list-answer';
import { sortableAs } from './list-spec';

/** Budget figures and lessons learned are for full-functionality accounts (presenters/project.ts gives others null). */
const fullFunctionality = (caller: UserRow) => can(caller, 'feature.full');
const FULL_ONLY = new Set(['budget', 'budgetNotes', 'lessonsLearned']);

/** What `select` may name: what the caller cannot read is as unknown there as in a filter (fields.ts `readableBy`). */
export const projectSelectableBy = (selectable: readonly string[]) => (caller: UserRow) =>
  fullFunctionality(caller) ? [...selectable] : selectable.filter((field) => !FULL_ONLY.has(field));

export const projectFields: FieldMap = sortableAs(
  {
    _id: { column: projects.id, type: 'id' },
    name: { column: projects.name, type: 'text' },
    description: { column: projects.description, type: 'text' },
    type: { column: projects.type, type: 'text' },
    sector: { column: projects.sector, type: 'text' },
    startDate: { column: projects.startDate, type: 'text' },
    visibility: { column: projects.visibility, type: 'text' },
    organization: { column: projects.organizationId, type: 'id' },
    archived: { column: projects.archived, type: 'bool' },
    budget: { column: projects.budget, type: 'int', readableBy: fullFunctionality },
    createdAt: { column: projects.createdAt, type: 'date' },
    team: {
      column: projects.id,
      type: 'idSet',
      contains: (ids) =>
        inArray(
          projects.id,
          sql`(select ${projectTeam.projectId} from ${projectTeam} where ${inArray(projectTeam.userId, ids)})`,
        ),
    },
  },
  PROJECT_LIST_SPEC.sortable,
);

/** The fields a project's highlights come from, in the order they are shown. */
const projectSearchFields = (p: Project): Array<[string, string]> => [
  ['name', p.name],
  ['description', p.description],
  ['type', p.type],
  ['sector', p.sector],
];

/** The projects presented as the caller sees them (their views loaded in a few statements). */
export async function presentProjects(ctx: AppContext, caller: UserRow, rows: ProjectRow[], populate: Set<string>) {
  const views = await loadProjectViews(ctx.db, caller, rows, {
    team: populate.has('team'),
    activities: populate.has('activities'),
  });
  return views.map((v) => presentProject(caller, v, populate));
}

function projectSource(ctx: AppContext, caller: UserRow): ListSource {
  return {
    db: ctx.db,
    table: projects,
    idColumn: projects.id,
    fields: fieldsFor({ ...projectFields, [BOOKMARKED]: projectBookmarkedField(caller.id, projects.id) }, caller),
    scope: projectScope(caller),
    distinctFields: PROJECT_LIST_SPEC.distinct,
    defaultSort: PROJECT_LIST_SPEC.defaultSort,
    search: { vector: projects.searchVector, partWords: [projects.name, projects.description] },
    boundedTotal: true,
    columns: projectColumns,
  };
}

/** A search the in-memory index answers (search-index/project-search.ts): its page read by id, in its order. */
async function fromIndex(ctx: AppContext, caller: UserRow, source: ListSource, list: ListParams) {
  const index = ctx.searchIndexes?.projects;
  if (!index || !list.search || list.limit === 0 || mentionsBookmarked(list.filter)) return undefined;
  // The filter is checked as the database's list would check it: the same 400s.
  compileFilter(list.filter, source.fields);
  const found = await searchProjects(ctx, index, caller, list);
  if (!found) return undefined;
  const { ids, rows: _ids, ...total } = found;
  return { ...total, rows: await loadProjectsByIds(ctx.db, ids, projectScope(caller)) };
}

/** `GET project`: a page of projects, or the distinct values of a field. */
export async function listProjects(
  ctx: AppContext,
  caller: UserRow,
  query: ListQuerystring,
  selectable: readonly string[],
) {
  const list = parseListParams(query, { populate: PROJECT_POPULATE, select: projectSelectableBy(selectable)(caller) });
  const source = projectSource(ctx, caller);
  if (list.distinct) return answer(await runDistinct(source, { ...list, distinct: list.distinct }));
  let byIndex = false;
  const load = async () => {
    const found = await fromIndex(ctx, caller, source, list);
    byIndex = found !== undefined;
    const { rows, ...total } = found ?? (await runList<ProjectRow>(source, list));
    const presented = await presentProjects(ctx, caller, rows, list.populate);
    const terms = list.search;
    const result = terms
      ? presented.map((p) => ({ ...p, highlights: highlightsOf(projectSearchFields(p), terms) }))
      : presented;
    return { ...total, result };
  };
  // Everyone who sees the same projects with the same abilities shares a cached page; a page of one person's
  // bookmarks is theirs alone and changes with every star: never shared or kept.
  const key = JSON.stringify([
    projectAudience(caller),
    query.query,
    list.search,
    list.sort,
    list.skip,
    list.limit,
    [...list.populate].sort(),
  ]);
  const page = (mentionsBookmarked(list.filter) ? await load() : await ctx.caches.projectPages.through(key, load)) as {
    total: number;
    totalIsLowerBound?: true;
    result: Project[];
  };
  const bookmarks = await ctx.caches.projectBookmarks.through(caller.id, () =>
    loadProjectBookmarkSet(ctx.db, caller.id),
  );
  // Highlights come with every searched row, whatever `select` keeps.
  const result = page.result.map((p) => {
    const picked = pickFields({ ...p, bookmarked: bookmarks.has(p._id) }, list.select);
    return p.highlights ? { ...picked, highlights: p.highlights } : picked;
  });
  return answer(
    { limit: list.limit, skip: list.skip, total: page.total, totalIsLowerBound: page.totalIsLowerBound, result },
    byIndex ? 'index' : 'database',
  );
}
