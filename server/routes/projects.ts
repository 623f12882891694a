import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PROJECT_PATHS,
  PROJECT_POPULATE,
  bulkIdsBody,
  createProjectBody,
  projectListSchema,
  projectSchema,
  selectedProjectSchema,
  type Project,
  updateProjectBody,
} from '../../common/api/project';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG, MSG_PROJECT } from '../../common/messages';
import { createProject } from '../commands/create-project';
import { deleteProjects } from '../commands/delete-projects';
import { updateProject } from '../commands/update-project';
import type { AppContext } from '../context';
import { projectColumns, projects, projectTeam, type ProjectRow, type UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize, can } from '../policies/authorize';
import { presentProject } from '../presenters/project';
import { fieldsFor, type FieldMap } from '../queries/list-query/fields';
import { listQuerystring, parseListParams, pickFields } from '../queries/list-query/list-params';
import { visibleProject, visibleProjectView } from '../queries/project-access';
import { loadProjectBookmarkSet } from '../queries/bookmarks';
import { loadProjectViews, loadProjectsByIds } from '../queries/project-view';
import { compileFilter } from '../queries/list-query/compile-filter';
import type { ListParams } from '../queries/list-query/list-params';
import { searchProjects } from '../search-index/project-search';
import { runDistinct, runList, type ListSource } from '../queries/run-list';
import { BOOKMARKED, mentionsBookmarked, projectBookmarkedField } from '../queries/list-query/bookmarked-field';
import { projectAudience, projectScope } from '../queries/visibility';
import { highlightsOf } from '../queries/search/highlights';

const tags = ['projects'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const oneQuery = z.object({ populate: z.string().max(200).optional(), select: z.string().max(500).optional() });
const SELECTABLE = Object.keys(projectSchema.shape);

/** Budget figures and lessons learned are for full-functionality accounts (presenters/project.ts gives others null). */
const fullFunctionality = (caller: UserRow) => can(caller, 'feature.full');
const FULL_ONLY = new Set(['budget', 'budgetNotes', 'lessonsLearned']);
/** What `select` may name: what the caller cannot read is as unknown there as in a filter (fields.ts `readableBy`). */
const selectableBy = (caller: UserRow) =>
  fullFunctionality(caller) ? SELECTABLE : SELECTABLE.filter((field) => !FULL_ONLY.has(field));

export const projectFields: FieldMap = {
  _id: { column: projects.id, type: 'id' },
  name: { column: projects.name, type: 'text', sortable: true },
  description: { column: projects.description, type: 'text' },
  type: { column: projects.type, type: 'text', sortable: true },
  sector: { column: projects.sector, type: 'text', sortable: true },
  startDate: { column: projects.startDate, type: 'text', sortable: true },
  visibility: { column: projects.visibility, type: 'text', sortable: true },
  organization: { column: projects.organizationId, type: 'id' },
  archived: { column: projects.archived, type: 'bool', sortable: true },
  budget: { column: projects.budget, type: 'int', sortable: true, readableBy: fullFunctionality },
  createdAt: { column: projects.createdAt, type: 'date', sortable: true },
  team: {
    column: projects.id,
    type: 'idSet',
    contains: (ids) =>
      inArray(
        projects.id,
        sql`(select ${projectTeam.projectId} from ${projectTeam} where ${inArray(projectTeam.userId, ids)})`,
      ),
  },
};

/** The fields a project's highlights come from, in the order they are shown. */
const projectSearchFields = (p: Project): Array<[string, string]> => [
  ['name', p.name],
  ['description', p.description],
  ['type', p.type],
  ['sector', p.sector],
];

export const projectRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const present = async (caller: UserRow, rows: ProjectRow[], populate: Set<string>) =>
      (
        await loadProjectViews(ctx.db, caller, rows, {
          team: populate.has('team'),
          activities: populate.has('activities'),
        })
      ).map((v) => presentProject(caller, v, populate));
    const presentOne = async (caller: UserRow, row: ProjectRow, populate: Set<string>) => {
      const [answer] = await present(caller, [row], populate);
      if (!answer) throw new Error('project view missing');
      return answer;
    };

    const memoryIndex = ctx.searchIndexes?.projects;
    /** A search the in-memory index answers (search-index/project-search.ts): its page read by id, in its order. */
    const fromMemory = async (caller: UserRow, source: ListSource, list: ListParams) => {
      if (!memoryIndex || !list.search || list.limit === 0 || mentionsBookmarked(list.filter)) return undefined;
      // The filter is checked as the database's list would check it: the same 400s.
      compileFilter(list.filter, source.fields);
      const found = await searchProjects(ctx, memoryIndex, caller, list);
      if (!found) return undefined;
      const { ids, rows: _ids, ...total } = found;
      return { ...total, rows: await loadProjectsByIds(ctx.db, ids, projectScope(caller)) };
    };

    app.get(
      PROJECT_PATHS.list,
      {
        config: { unauthorizedMessage: MSG.noValidUser },
        schema: {
          tags,
          querystring: listQuerystring,
          response: { 200: z.union([projectListSchema, z.array(z.unknown())]), ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        authorize(caller, 'project.list');
        const list = parseListParams(request.query, { populate: PROJECT_POPULATE, select: selectableBy(caller) });
        const source: ListSource = {
          db: ctx.db,
          table: projects,
          idColumn: projects.id,
          fields: fieldsFor({ ...projectFields, [BOOKMARKED]: projectBookmarkedField(caller.id, projects.id) }, caller),
          scope: projectScope(caller),
          distinctFields: ['type', 'sector', 'organization', 'visibility'],
          search: { vector: projects.searchVector, partWords: [projects.name, projects.description] },
          boundedTotal: true,
          columns: projectColumns,
        };
        if (list.distinct) return runDistinct(source, { ...list, distinct: list.distinct });
        // Everyone who sees the same projects with the same abilities shares a cached page.
        const key = JSON.stringify([
          projectAudience(caller),
          request.query.query,
          list.search,
          list.sort,
          list.skip,
          list.limit,
          [...list.populate].sort(),
        ]);
        const load = async () => {
          const found = await fromMemory(caller, source, list);
          // Says who answered (browser tools show it), as the file lists do.
          if (found) reply.header('Server-Timing', 'search;desc="index"');
          const { rows, ...total } = found ?? (await runList<ProjectRow>(source, list));
          const presented = await present(caller, rows, list.populate);
          const terms = list.search;
          const result = terms
            ? presented.map((p) => ({ ...p, highlights: highlightsOf(projectSearchFields(p), terms) }))
            : presented;
          return { ...total, result };
        };
        // A page of one person's bookmarks is theirs alone and changes with every star: never shared or kept.
        const page = (
          mentionsBookmarked(list.filter) ? await load() : await ctx.caches.projectPages.through(key, load)
        ) as { total: number; totalIsLowerBound?: true; result: Project[] };
        const bookmarks = await ctx.caches.projectBookmarks.through(caller.id, () =>
          loadProjectBookmarkSet(ctx.db, caller.id),
        );
        // Highlights come with every searched row, whatever `select` keeps.
        const result = page.result.map((p) => {
          const picked = pickFields({ ...p, bookmarked: bookmarks.has(p._id) }, list.select);
          return p.highlights ? { ...picked, highlights: p.highlights } : picked;
        });
        return {
          limit: list.limit,
          skip: list.skip,
          total: page.total,
          totalIsLowerBound: page.totalIsLowerBound,
          result,
        };
      },
    );

    app.get(
      PROJECT_PATHS.one,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: oneQuery,
          response: { 200: selectedProjectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const list = parseListParams(request.query, { populate: PROJECT_POPULATE, select: selectableBy(caller) });
        const view = await visibleProjectView(ctx, caller, request.params.id, {
          team: list.populate.has('team'),
          activities: list.populate.has('activities'),
        });
        return pickFields(presentProject(caller, view, list.populate), list.select);
      },
    );

    app.post(
      PROJECT_PATHS.list,
      { schema: { tags, body: createProjectBody, response: { 201: projectSchema, ...errors } } },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const row = await createProject(ctx, caller, request.body);
        return reply.status(201).send(await presentOne(caller, row, new Set(['organization'])));
      },
    );

    app.put(
      PROJECT_PATHS.one,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: oneQuery,
          body: updateProjectBody,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.id);
        const row = await updateProject(ctx, caller, project, onTeam, request.body);
        const populate = new Set(
          (request.query.populate ?? 'organization')
            .split(',')
            .filter((p) => (PROJECT_POPULATE as readonly string[]).includes(p)),
        );
        return presentOne(caller, row, populate);
      },
    );

    app.delete('/project', { schema: { tags, response: { 400: errorSchema } } }, async () => {
      throw badRequest(MSG_PROJECT.missingId);
    });

    app.delete(
      PROJECT_PATHS.one,
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        if (!request.params.id.trim()) throw badRequest(MSG_PROJECT.missingId);
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.id);
        authorize(caller, 'project.delete', { project, onTeam });
        await deleteProjects(ctx, caller, [project.id]);
        return { success: true as const };
      },
    );

    app.post(
      PROJECT_PATHS.bulkDelete,
      {
        schema: {
          tags,
          body: bulkIdsBody,
          response: { 200: z.object({ success: z.literal(true), deletedCount: z.number().int() }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const ids = [...new Set(request.body.ids ?? [])];
        if (ids.length === 0) throw badRequest(MSG_PROJECT.missingIds);
        // Every id is checked before anything is deleted: one refusal leaves all of them in place.
        for (const id of ids) {
          authorize(caller, 'project.delete', await visibleProject(ctx.db, caller, id));
        }
        const deletedCount = await deleteProjects(ctx, caller, ids);
        // Their files go with them (at least as many rows again): the file tables are noted too.
        ctx.statistics.noteWrites(['projects', 'construction_files', 'drawing_files'], deletedCount);
        return { success: true as const, deletedCount };
      },
    );
  };
